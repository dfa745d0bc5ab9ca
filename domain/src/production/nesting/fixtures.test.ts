import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { KITCHEN_FIXTURE } from './testing/kitchen-fixture';
import { seededRandom, stressPieces, STRESS_CASE } from './testing/stress-case';
import type { NestingPiece } from './types';

const areaOf = (pieces: readonly NestingPiece[]) =>
  pieces.reduce((sum, p) => sum + p.lengthMm * 10 * (p.widthMm * 10) * p.quantity, 0) / 100;

describe('the kitchen fixture', () => {
  it('has 20 cabinets: 10 base, 7 wall, 3 tall, each with two sides', () => {
    const [carcass] = KITCHEN_FIXTURE;
    const sides = carcass?.pieces.filter((p) => p.id.endsWith('-side')) ?? [];
    expect(sides.map((p) => p.id.split('-')[0]?.[0]).join('')).toBe('BBBBBBBBBBWWWWWWWTTT');
    expect(sides.every((p) => p.quantity === 2)).toBe(true);
    // Carcass without grain, fronts with it.
    expect(carcass?.pieces.every((p) => p.grain === 'N')).toBe(true);
    expect(KITCHEN_FIXTURE[1]?.pieces.every((p) => p.grain === 'L')).toBe(true);
  });

  for (const { material, pieces } of KITCHEN_FIXTURE) {
    it(`${material.name}: every piece placed, guillotine cuts, sheets from the lower bound to one more`, () => {
      const sheet = { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm };
      const result = nest(pieces, sheet);
      expect(result.unplaced).toEqual([]);
      expect(result.totals.pieces).toBe(pieces.reduce((n, p) => n + p.quantity, 0));
      expect(result.totals.partAreaMm2).toBeCloseTo(areaOf(pieces), 6);
      const usable = (material.sheetLengthMm - 20) * (material.sheetWidthMm - 20);
      expect(result.totals.lowerBound).toBe(Math.ceil(areaOf(pieces) / usable));
      expect(result.totals.sheets).toBeGreaterThanOrEqual(result.totals.lowerBound);
      expect(result.totals.sheets).toBeLessThanOrEqual(result.totals.lowerBound + 1);
      expect(guillotineCheck(result)).toEqual([]);
    });
  }
});

describe('the stress case', () => {
  it('is the same list for the same seed, and another for another seed', () => {
    expect(stressPieces()).toEqual(stressPieces());
    expect(stressPieces(20, 1)).not.toEqual(stressPieces(20, 2));
    expect(stressPieces()).toHaveLength(STRESS_CASE.pieces);
  });

  it('draws numbers in [0, 1) from the linear congruential generator', () => {
    // state 1 -> 1 x 1,664,525 + 1,013,904,223 = 1,015,568,748; / 2^32 = 0.23645...
    const random = seededRandom(1);
    expect(random()).toBeCloseTo(1_015_568_748 / 2 ** 32, 12);
  });

  it('plans 300 pieces with guillotine cuts, every piece placed', () => {
    const result = nest(stressPieces(), STRESS_CASE.sheet);
    expect(result.unplaced).toEqual([]);
    expect(result.totals.pieces).toBe(STRESS_CASE.pieces);
    expect(result.totals.sheets).toBeGreaterThanOrEqual(result.totals.lowerBound);
    expect(guillotineCheck(result)).toEqual([]);
  });
});

describe('guillotineCheck', () => {
  it('finds a placement the cuts do not leave, and a cut that does not cross a whole board', () => {
    const result = nest([{ id: 'p', lengthMm: 1000, widthMm: 500, quantity: 2, grain: 'L' }], {
      lengthMm: 2800,
      widthMm: 2070,
    });
    expect(guillotineCheck(result)).toEqual([]);
    const [sheet] = result.sheets;
    if (!sheet) throw new Error('no sheet');
    const moved = {
      ...result,
      sheets: [
        {
          ...sheet,
          placements: sheet.placements.map((p, i) => (i === 0 ? { ...p, xMm: p.xMm + 1 } : p)),
          cuts: sheet.cuts.map((c, i) => (i === 0 ? { ...c, lengthMm: c.lengthMm - 1 } : c)),
        },
      ],
    };
    const problems = guillotineCheck(moved);
    expect(problems).toContain('sheet 1: cut 1 does not run through a whole piece of board');
    expect(problems.some((p) => p.includes('p #'))).toBe(true);
    expect(problems).toContain('sheet 1: the cut list is not the cut tree in saw order');
  });
});
