import { describe, expect, it } from 'vitest';
import {
  offcutCorrectionSchema,
  offcutIdOf,
  offcutNumberOf,
  replanRequestSchema,
} from './offcut-api';

describe('offcut ids', () => {
  it('print a row number as OC-<n> and read it back', () => {
    expect(offcutIdOf(17)).toBe('OC-17');
    expect(offcutNumberOf('OC-17')).toBe(17);
    expect(offcutNumberOf(offcutIdOf(123456))).toBe(123456);
  });

  it('read nothing else as an offcut id', () => {
    for (const id of ['OC-0', 'OC-017', 'oc-17', 'OC-', 'OC-17x', ' OC-17', 'OC-1.5', '17', '']) {
      expect(offcutNumberOf(id), id).toBeNull();
    }
  });
});

describe('offcut correction and replan bodies', () => {
  it('take the two sides and the version, nothing more', () => {
    const body = { lengthMm: 1000.5, widthMm: 450, version: 3 };
    expect(offcutCorrectionSchema.parse(body)).toEqual(body);
    expect(offcutCorrectionSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(offcutCorrectionSchema.safeParse({ ...body, lengthMm: 0 }).success).toBe(false);
    expect(offcutCorrectionSchema.safeParse({ ...body, version: -1 }).success).toBe(false);
    expect(replanRequestSchema.parse({ version: 0 })).toEqual({ version: 0 });
    expect(replanRequestSchema.safeParse({ version: 1.5 }).success).toBe(false);
  });
});
