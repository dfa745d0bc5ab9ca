import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { buildCutList } from '../cut-list';
import { partId } from '../formats/part-id';
import { explodeOrder } from '../parts';
import { KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import { KITCHEN_FIXTURE } from '../../testing/nesting-kitchen';
import { seededRandom, stressPieces, STRESS_CASE } from '../../testing/nesting-stress';
import type { NestingPiece } from './types';

const areaOf = (pieces: readonly NestingPiece[]) =>
  pieces.reduce((sum, p) => sum + p.lengthMm * 10 * (p.widthMm * 10) * p.quantity, 0) / 100;

describe('the kitchen fixture', () => {
  it('is the kitchen order cut list: its three materials, one piece per part line, named by part id', () => {
    const cutList = buildCutList(explodeOrder(kitchenStoredOrder(), REFERENCE_TREE));
    // The carcass, the fronts and the drawer boxes' 16 mm board.
    expect(KITCHEN_FIXTURE.map((entry) => entry.material.code)).toEqual([
      'COL-1',
      'FIN-26',
      'DRAWER-16',
    ]);
    KITCHEN_FIXTURE.forEach(({ material, pieces }, i) => {
      const entry = cutList.materials[i]!;
      expect(material).toEqual(entry.material);
      const lines = entry.cabinets.flatMap((cabinet) =>
        cabinet.parts.map((part) => ({
          id: partId(KITCHEN_STAMP.uuid, cabinet.index, part),
          lengthMm: part.cut.lengthMm,
          widthMm: part.cut.widthMm,
          quantity: part.quantity,
          grain: part.grain,
        })),
      );
      expect(pieces).toEqual(lines);
      expect(pieces.reduce((n, p) => n + p.quantity, 0)).toBe(entry.totals.parts);
    });
    // Sheets from the catalogue tiles: white 2800 x 2070 x 18 without grain, oak 2500 x 1250 x 19.
    const [carcass, fronts, drawers] = KITCHEN_FIXTURE;
    expect(drawers?.material).toMatchObject({
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      thicknessMm: 16,
      grain: false,
    });
    expect(drawers?.pieces.every((p) => p.grain === 'N')).toBe(true);
    // Items 2 (3 TANDEMBOX: 3 bottoms, 3 backs), 4 (1: 2), 6 (4 wooden boxes: 4 x 5) and 16
    // (1 wooden box: 5): 6 + 2 + 20 + 5 = 33 pieces.
    expect(drawers?.pieces.reduce((n, p) => n + p.quantity, 0)).toBe(33);
    expect(carcass?.material).toMatchObject({
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      thicknessMm: 18,
      grain: false,
    });
    expect(fronts?.material).toMatchObject({
      sheetLengthMm: 2500,
      sheetWidthMm: 1250,
      thicknessMm: 19,
      grain: true,
    });
    // Carcass without grain, fronts and panels with it (grain along the length).
    expect(carcass?.pieces.every((p) => p.grain === 'N')).toBe(true);
    expect(fronts?.pieces.every((p) => p.grain === 'L')).toBe(true);
    // The first piece: item 1 (the 800 sink base, 870 high on 100 mm legs, 580 deep) has two
    // sides of 770 x 580, the front edge banded: cut 770 x 579.
    expect(carcass?.pieces[0]).toEqual({
      id: '9d0b2e4f6a81-01-side1',
      lengthMm: 770,
      widthMm: 579,
      quantity: 2,
      grain: 'N',
    });
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
