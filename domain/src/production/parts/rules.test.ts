import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTS_RULES } from '.';

const doc = readFileSync(new URL('../../../../docs/production/parts.md', import.meta.url), 'utf8');

describe('PARTS_RULES', () => {
  it('has one row in the rules table of docs/production/parts.md per number, with its value', () => {
    for (const [key, value] of Object.entries(PARTS_RULES)) {
      // A number per kind (cornerRunDepthMm: base, wall) has a row per kind.
      const rows = typeof value === 'number' ? [[key, value]] : Object.entries(value);
      for (const [name, number] of rows) {
        const row = name === key ? key : `${key}.${name}`;
        expect(doc, row).toContain(`| \`${row}\` | ${number} |`);
      }
    }
  });
});
