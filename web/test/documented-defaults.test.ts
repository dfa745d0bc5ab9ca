import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUMMARY_POLL_MS } from '../src/features/admin/api/get-order-summary';
import { SESSION_END_REDIRECT_MS } from '../src/features/admin/session/require-admin';
import { CART_TTL_MS, CART_VERSION } from '../src/features/ordering/state/cart-store';
import { API_TIMEOUT_MS } from '../src/lib/api/client';

/*
 * The browser's defaults that docs/rules-and-defaults.md states ("Defaults at a glance", the rows
 * of files under web/), held to their constants: a value changed in the docs or in the code alone
 * fails here. bff/test/documented-defaults.test.ts checks the server's and the domain's rows.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The rows of the first Markdown table under `heading`, header and separator left out. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`No heading "${heading}"`);
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'));
  const rows: string[][] = [];
  for (let index = first; index < lines.length && lines[index]!.startsWith('|'); index += 1) {
    rows.push(
      lines[index]!.slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

/** A value as the table writes it: a count, or a duration in milliseconds. */
type Quantity = { kind: 'count'; value: number } | { kind: 'duration'; ms: number };

const MS_PER: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  days: 86_400_000,
};

const VALUE = /^(\d[\d,]*(?:\.\d+)?)(?: (ms|s|min|h|days))?$/;

/** "3600 s", "200 ms", "6" as a Quantity. */
function quantityOf(text: string): Quantity {
  const match = VALUE.exec(text);
  if (!match) throw new Error(`"${text}" is not a value this suite reads`);
  const value = Number(match[1]!.replaceAll(',', ''));
  return match[2] === undefined
    ? { kind: 'count', value }
    : { kind: 'duration', ms: value * MS_PER[match[2]]! };
}

const count = (value: number): Quantity => ({ kind: 'count', value });
const milliseconds = (ms: number): Quantity => ({ kind: 'duration', ms });

/** Every web constant of the table, under the name the table gives it. */
const CONSTANTS: Readonly<Record<string, Quantity>> = {
  SESSION_END_REDIRECT_MS: milliseconds(SESSION_END_REDIRECT_MS),
  SUMMARY_POLL_MS: milliseconds(SUMMARY_POLL_MS),
  CART_TTL_MS: milliseconds(CART_TTL_MS),
  CART_VERSION: count(CART_VERSION),
  API_TIMEOUT_MS: milliseconds(API_TIMEOUT_MS),
};

const CONSTANT_CELL = /^`([^`#]+)#([A-Z][A-Z0-9_]*(?:\.\w+)*)`$/;

const webRows = tableUnder(readRepoFile('docs/rules-and-defaults.md'), '## Defaults at a glance')
  .map(([value = '', what = '', constantCell = '']) => {
    const match = CONSTANT_CELL.exec(constantCell);
    if (!match) throw new Error(`"${constantCell}" does not name a file#CONSTANT (row "${what}")`);
    return { value, what, file: match[1]!, constant: match[2]! };
  })
  .filter((row) => row.file.startsWith('web/'));

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
