import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUMMARY_POLL_MS } from '../src/features/admin/api/get-order-summary';
import { SESSION_END_REDIRECT_MS } from '../src/features/admin/session/require-admin';
import { CART_TTL_MS, CART_VERSION } from '../src/features/ordering/state/cart-store';
import { API_TIMEOUT_MS } from '../src/lib/api/client';
import { CATALOGUE_MAX_AGE_MS } from '../src/lib/api/get-categories';
import { count, duration, glanceRows, quantityOf, type Quantity } from '@cutshop/domain/testing';

/*
 * The browser's defaults that docs/rules-and-defaults.md states ("Defaults at a glance", the rows
 * of files under web/), held to their constants: a value changed in the docs or in the code alone
 * fails here. bff/test/documented-defaults.test.ts checks the server's and the domain's rows.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

const milliseconds = (ms: number): Quantity => duration(ms, 'ms');

/** Every web constant of the table, under the name the table gives it. */
const CONSTANTS: Readonly<Record<string, Quantity>> = {
  SESSION_END_REDIRECT_MS: milliseconds(SESSION_END_REDIRECT_MS),
  SUMMARY_POLL_MS: milliseconds(SUMMARY_POLL_MS),
  CART_TTL_MS: milliseconds(CART_TTL_MS),
  CART_VERSION: count(CART_VERSION),
  API_TIMEOUT_MS: milliseconds(API_TIMEOUT_MS),
  CATALOGUE_MAX_AGE_MS: milliseconds(CATALOGUE_MAX_AGE_MS),
};

const webRows = glanceRows(readRepoFile('docs/rules-and-defaults.md')).filter((row) =>
  row.file.startsWith('web/'),
);

describe('docs/rules-and-defaults.md, "Defaults at a glance": the web rows', () => {
  it.each(webRows.map((row) => [`${row.what}: ${row.value}`, row] as const))(
    '%s, in the named file and equal to its constant',
    (_name, row) => {
      expect(existsSync(path.join(REPO_ROOT, row.file)), `${row.file} exists`).toBe(true);
      expect(readRepoFile(row.file)).toMatch(new RegExp(`export const ${row.constant}\\b`));
      expect(Object.keys(CONSTANTS), `a check for ${row.constant}`).toContain(row.constant);
      expect(quantityOf(row.value), `${row.constant} (${row.file})`).toEqual(
        CONSTANTS[row.constant],
      );
    },
  );

  it('documents every web constant this suite checks', () => {
    const documented = webRows.map((row) => row.constant);
    expect(Object.keys(CONSTANTS).filter((name) => !documented.includes(name))).toEqual([]);
  });
});
