import { describe, expect, it } from 'vitest';
import {
  offcutCorrectionSchema,
  offcutIdOf,
  offcutNumberOf,
  offcutStockOf,
  offcutStockSchema,
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

describe('offcutStockOf', () => {
  const answer = (n: number, lengthMm: number) => ({
    id: offcutIdOf(n),
    lengthMm,
    widthMm: 300,
    sourceOrderId: '2a4b6c8d0e1f',
    sourceOrderUuid: '5b7e2c1a-3d4f-4a6b-8c9d-2a4b6c8d0e1f',
    createdAt: '2026-11-27T10:00:00.000Z',
    version: 0,
  });
  const white = { stockKey: 'COL-1/18', code: 'COL-1', name: 'Arctic White', thicknessMm: 18 };
  const oak = { stockKey: 'FIN-26/19', code: 'FIN-26', name: 'Oak Veneer', thicknessMm: 19 };

  it('groups the offcuts per material by stock key, each keeping the order given', () => {
    const stock = offcutStockOf([
      { ...oak, offcut: answer(3, 1200) },
      { ...white, offcut: answer(1, 1000) },
      { ...oak, offcut: answer(4, 800) },
    ]);
    expect(offcutStockSchema.parse(stock)).toEqual(stock);
    expect(stock.materials.map((material) => material.stockKey)).toEqual(['COL-1/18', 'FIN-26/19']);
    expect(stock.materials[1]).toEqual({ ...oak, offcuts: [answer(3, 1200), answer(4, 800)] });
    expect(offcutStockOf([])).toEqual({ materials: [] });
  });
});
