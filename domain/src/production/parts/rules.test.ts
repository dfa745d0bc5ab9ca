import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTS_RULES } from '.';

const doc = readFileSync(new URL('../../../../docs/production/parts.md', import.meta.url), 'utf8');

describe('PARTS_RULES', () => {
  it('has one row in the rules table of docs/production/parts.md per number, with its value', () => {
    for (const [key, value] of Object.entries(PARTS_RULES)) {
      expect(doc, key).toContain(`| \`${key}\` | ${value} |`);
    }
  });
});
