import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { stageCheck } from './stage-check';
import type { NestingPiece, NestingSettings } from './types';

/*
 * The column generation over 3-stage patterns (docs/production/nesting.md, "Column generation
 * over 3-stage patterns"). Class III 80_7 of the 2BP benchmark (bench/data/2bp), best known 20
 * bins of 40 x 40, a plan the searches do not find: here in millimetres with a kerf of 3 mm and a
 * trim of 5 mm, each size s of the instance a piece of 10 s - 3 mm and the sheet 10 S + 7 mm, so
 * that with the kerf each piece and the trimmed sheet are the instance's sizes times 10 mm.
 */

const BIN = 40;
/** Widths (along x) and heights, in pairs. */
const ITEMS = [
  21, 30, 9, 11, 30, 16, 34, 6, 17, 23, 21, 17, 31, 19, 9, 2, 31, 20, 13, 34, 20, 17, 26, 24, 14,
  16, 17, 35, 5, 31, 35, 35, 32, 20, 4, 5, 6, 21, 33, 7, 23, 16, 31, 10, 18, 31, 26, 29, 5, 35, 22,
  22, 13, 9, 34, 27, 11, 15, 21, 26, 13, 21, 19, 10, 12, 10, 11, 18, 12, 7, 23, 31, 29, 16, 25, 6,
  19, 19, 31, 17, 22, 7, 34, 9, 18, 19, 4, 10, 34, 1, 24, 24, 5, 15, 19, 30, 15, 30, 26, 23, 23, 27,
  26, 4, 31, 32, 11, 25, 21, 15, 21, 8, 19, 25, 35, 27, 30, 22, 12, 28, 34, 7, 24, 2, 24, 32, 18,
  24, 2, 19, 20, 4, 21, 8, 35, 4, 1, 12, 9, 28, 18, 26, 2, 23, 16, 16, 20, 14, 22, 35, 7, 6, 6, 5,
  27, 15, 19, 33, 13, 32,
];
const pieces: NestingPiece[] = Array.from({ length: ITEMS.length / 2 }, (_, i) => ({
  id: `P${String(i + 1).padStart(2, '0')}`,
  lengthMm: 10 * (ITEMS[2 * i] as number) - 3,
  widthMm: 10 * (ITEMS[2 * i + 1] as number) - 3,
  quantity: 1,
  grain: 'L',
}));
const sheet = { lengthMm: 10 * BIN + 7, widthMm: 10 * BIN + 7 };
const settings: Partial<NestingSettings> = {
  kerfMm: 3,
  trimMm: 5,
  searchBudget: 0,
  patternBudget: 400_000_000,
};

describe('column generation over 3-stage patterns', () => {
  const plain = nest(pieces, sheet, { ...settings, patternBudget: 0 });
  const plan = nest(pieces, sheet, settings);

  it('finds the best-known plan, with every piece once, the kerfs and the trim', () => {
    expect(plain.totals.sheets).toBeGreaterThan(20);
    expect(plan.totals.sheets).toBe(20);
    expect(plan.totals.pieces).toBe(80);
    expect(plan.unplaced).toEqual([]);
    const ids = plan.sheets.flatMap((s) => s.placements.map((p) => p.pieceId)).sort();
    expect(ids).toEqual(pieces.map((p) => p.id).sort());
    expect(guillotineCheck(plan)).toEqual([]);
  });

  it('cuts each sheet in 3 stages (strips, stacks, pieces) and trims', () => {
    expect(stageCheck(plan, 3)).toEqual([]);
  });

  it('gives the same plan again', () => {
    expect(JSON.stringify(nest(pieces, sheet, settings))).toBe(JSON.stringify(plan));
  });

  it('gives the same plan whatever the order of the pieces', () => {
    expect(JSON.stringify(nest([...pieces].reverse(), sheet, settings))).toBe(JSON.stringify(plan));
  });

  it('runs only without a stage limit', () => {
    const limited = { ...settings, maxCutStages: 3 as const };
    expect(JSON.stringify(nest(pieces, sheet, limited))).toBe(
      JSON.stringify(nest(pieces, sheet, { ...limited, patternBudget: 0 })),
    );
  });

  it('refuses a budget that is not a whole number >= 0', () => {
    expect(() => nest(pieces, sheet, { patternBudget: -1 })).toThrow(RangeError);
    expect(() => nest(pieces, sheet, { patternBudget: 1.5 })).toThrow(/pattern budget/);
  });
});
