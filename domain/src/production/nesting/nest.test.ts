import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { NESTING_PORTFOLIO, NESTING_RULES } from './rules';
import type { NestingPiece } from './types';

/*
 * Hand-computed plans on the default sheet, 2800 x 2070 with the default kerf (4) and trim (10):
 * the trimmed sheet is 2780 x 2050 = 5,699,000 mm², the full sheet 5,796,000 mm².
 */
const SHEET = { lengthMm: 2800, widthMm: 2070 };

/** 4 pieces of 1390 x 1025: 4 x 1,425,475 = 5,699,000 mm², exactly the trimmed sheet. */
const quarter = (grain: NestingPiece['grain']): NestingPiece[] => [
  { id: 'q', lengthMm: 1390, widthMm: 1025, quantity: 4, grain },
];

describe('nest: 4 pieces of 1390 x 1025 on 2800 x 2070, kerf 4, trim 10', () => {
  it('grain L: one per sheet, as two along either side need 1390 + 4 + 1390 = 2784 > 2780 and 1025 + 4 + 1025 = 2054 > 2050', () => {
    const result = nest(quarter('L'), SHEET);
    expect(result.totals.sheets).toBe(4);
    // ceil(5,699,000 / 5,699,000) = 1: the kerf alone costs three sheets.
    expect(result.totals.lowerBound).toBe(1);
    for (const sheet of result.sheets) {
      expect(sheet.placements).toEqual([
        expect.objectContaining({ xMm: 0, yMm: 0, lengthMm: 1390, widthMm: 1025, rotated: false }),
      ]);
      // Cross cut first keeps the larger offcut: 1386 x 2050 = 2,841,300 beats the rip's
      // 2780 x 1021 = 2,838,380.
      expect(sheet.cuts).toEqual([
        { n: 1, direction: 'cross', x: 1390, y: 0, lengthMm: 2050, stage: 1 },
        { n: 2, direction: 'rip', x: 0, y: 1025, lengthMm: 1390, stage: 2 },
      ]);
      expect(sheet.cutLengthMm).toBe(3440);
      expect(sheet.offcuts).toEqual([
        { xMm: 1394, yMm: 0, lengthMm: 1386, widthMm: 2050, reusable: true },
        { xMm: 0, yMm: 1029, lengthMm: 1390, widthMm: 1021, reusable: true },
      ]);
      // Two rips of 2800 and two cross cuts of 2050 between them.
      expect(sheet.trimCutCount).toBe(4);
      expect(sheet.trimCutLengthMm).toBe(9700);
    }
    expect(result.sheets.flatMap((s) => s.placements.map((p) => p.copy)).sort()).toEqual([
      1, 2, 3, 4,
    ]);
    // 5,699,000 / (4 x 5,796,000) = 0.24581
    expect(result.totals.yield).toBe(0.2458);
    // 5,699,000 / (23,184,000 - 2,841,300) = 0.28015
    expect(result.totals.yieldExcludingLastOffcut).toBe(0.2801);
    expect(result.totals.cutCount).toBe(8);
    expect(result.totals.cutLengthMm).toBe(13760);
    expect(result.totals.trimCutLengthMm).toBe(38800);
    expect(result.unplaced).toEqual([]);
    expect(guillotineCheck(result)).toEqual([]);
  });

  it('grain N: two per sheet, turned side by side (1025 + 4 + 1025 = 2054 along the length)', () => {
    const result = nest(quarter('N'), SHEET);
    expect(result.totals.sheets).toBe(2);
    for (const sheet of result.sheets) {
      expect(
        sheet.placements.map(({ xMm, yMm, lengthMm, widthMm, rotated }) => ({
          xMm,
          yMm,
          lengthMm,
          widthMm,
          rotated,
        })),
      ).toEqual([
        { xMm: 0, yMm: 0, lengthMm: 1025, widthMm: 1390, rotated: true },
        { xMm: 1029, yMm: 0, lengthMm: 1025, widthMm: 1390, rotated: true },
      ]);
      // A rip first leaves the largest offcut, 2780 x (2050 - 1394 = 656) = 1,823,680, in 3 cuts.
      expect(sheet.cuts).toEqual([
        { n: 1, direction: 'rip', x: 0, y: 1390, lengthMm: 2780, stage: 1 },
        { n: 2, direction: 'cross', x: 1025, y: 0, lengthMm: 1390, stage: 2 },
        { n: 3, direction: 'cross', x: 2054, y: 0, lengthMm: 1390, stage: 2 },
      ]);
      expect(sheet.offcuts).toEqual([
        { xMm: 0, yMm: 1394, lengthMm: 2780, widthMm: 656, reusable: true },
        { xMm: 2058, yMm: 0, lengthMm: 722, widthMm: 1390, reusable: true },
      ]);
      expect(sheet.usedAreaMm2).toBe(2_849_500);
    }
    // 5,699,000 / 11,592,000 = 0.49163; without the last 1,823,680: / 9,768,320 = 0.58342
    expect(result.totals.yield).toBe(0.4916);
    expect(result.totals.yieldExcludingLastOffcut).toBe(0.5834);
    expect(guillotineCheck(result)).toEqual([]);
  });

  it('grain W: the width lies along the sheet, so a 1025 x 1390 piece is turned to 1390 x 1025', () => {
    const result = nest(
      [{ id: 'w', lengthMm: 1025, widthMm: 1390, quantity: 4, grain: 'W' }],
      SHEET,
    );
    expect(result.totals.sheets).toBe(4);
    for (const sheet of result.sheets) {
      expect(sheet.placements).toEqual([
        expect.objectContaining({ xMm: 0, yMm: 0, lengthMm: 1390, widthMm: 1025, rotated: true }),
      ]);
    }
  });

  it('kerf 0: all four on one sheet, one cross cut and two rips', () => {
    const result = nest(quarter('L'), SHEET, { kerfMm: 0 });
    expect(result.totals.sheets).toBe(1);
    const [sheet] = result.sheets;
    const corners = sheet?.placements.map((p) => `${p.xMm},${p.yMm}`).sort();
    expect(corners).toEqual(['0,0', '0,1025', '1390,0', '1390,1025']);
    expect(sheet?.offcuts).toEqual([]);
    // 2050 + 1390 + 1390
    expect(sheet?.cutLengthMm).toBe(4830);
    expect(sheet?.cutCount).toBe(3);
    // 5,699,000 / 5,796,000 = 0.98326
    expect(result.totals.yield).toBe(0.9833);
    expect(result.totals.yieldExcludingLastOffcut).toBe(0.9833);
    expect(guillotineCheck(result)).toEqual([]);
  });
});

describe('nest: sizes at the limits', () => {
  it('a piece the size of the trimmed sheet takes it whole, without a cut', () => {
    const result = nest(
      [{ id: 'full', lengthMm: 2780, widthMm: 2050, quantity: 1, grain: 'L' }],
      SHEET,
    );
    expect(result.sheets).toHaveLength(1);
    expect(result.sheets[0]?.cuts).toEqual([]);
    expect(result.sheets[0]?.offcuts).toEqual([]);
    expect(result.sheets[0]?.cutTree).toEqual({
      kind: 'piece',
      region: { xMm: 0, yMm: 0, lengthMm: 2780, widthMm: 2050 },
      placement: 0,
    });
    // 5,699,000 / 5,796,000
    expect(result.totals.yield).toBe(0.9833);
  });

  it('lists pieces larger than the trimmed sheet in every allowed way, with the reason', () => {
    const result = nest(
      [
        // 2790 > 2780 along the length, and a grain L piece may not turn.
        { id: 'long', lengthMm: 2790, widthMm: 100, quantity: 2, grain: 'L' },
        // Grain W puts 2100 across the sheet: 2100 > 2050.
        { id: 'across', lengthMm: 2100, widthMm: 100, quantity: 1, grain: 'W' },
        // No grain: 2100 along the length fits.
        { id: 'free', lengthMm: 2100, widthMm: 100, quantity: 1, grain: 'N' },
      ],
      SHEET,
    );
    expect(result.unplaced).toEqual([
      expect.objectContaining({ pieceId: 'long', quantity: 2, reason: 'tooLarge' }),
      expect.objectContaining({ pieceId: 'across', quantity: 1, reason: 'tooLarge' }),
    ]);
    expect(result.unplaced[0]?.message).toContain('2780 x 2050 mm');
    expect(result.sheets).toHaveLength(1);
    expect(result.sheets[0]?.placements).toEqual([
      { pieceId: 'free', copy: 1, xMm: 0, yMm: 0, lengthMm: 2100, widthMm: 100, rotated: false },
    ]);
    expect(result.totals.pieces).toBe(1);
  });

  it('reports pieces without a size or a whole quantity, and skips a quantity of 0', () => {
    const result = nest(
      [
        { id: 'flat', lengthMm: 0, widthMm: 100, quantity: 1, grain: 'N' },
        { id: 'half', lengthMm: 100, widthMm: 100, quantity: 1.5, grain: 'N' },
        { id: 'none', lengthMm: 100, widthMm: 100, quantity: 0, grain: 'N' },
      ],
      SHEET,
    );
    expect(result.unplaced.map((u) => [u.pieceId, u.reason])).toEqual([
      ['flat', 'invalidSize'],
      ['half', 'invalidQuantity'],
    ]);
    expect(result.sheets).toEqual([]);
    expect(result.heuristic).toBeNull();
    expect(result.totals).toMatchObject({ sheets: 0, yield: 0, lowerBound: 0 });
  });

  it('takes sizes to 0.1 mm: 100.04 is cut as 100', () => {
    const result = nest(
      [{ id: 'p', lengthMm: 100.04, widthMm: 50, quantity: 1, grain: 'L' }],
      SHEET,
    );
    expect(result.sheets[0]?.placements[0]?.lengthMm).toBe(100);
  });

  it('without trim there are no trim cuts and the whole sheet is usable', () => {
    const result = nest(
      [{ id: 'full', lengthMm: 2800, widthMm: 2070, quantity: 1, grain: 'L' }],
      SHEET,
      {
        trimMm: 0,
      },
    );
    expect(result.sheets[0]?.trimCutCount).toBe(0);
    expect(result.totals.yield).toBe(1);
  });
});

describe('nest: settings', () => {
  it('uses the rules table by default and runs the 3 x 4 x 4 portfolio', () => {
    const result = nest(quarter('N'), SHEET);
    expect(result.kerfMm).toBe(NESTING_RULES.kerfMm);
    expect(result.trimMm).toBe(NESTING_RULES.trimMm);
    expect(NESTING_PORTFOLIO).toHaveLength(48);
    expect(new Set(NESTING_PORTFOLIO.map((h) => `${h.choice}/${h.split}/${h.sort}`)).size).toBe(48);
  });

  it('refuses a kerf outside 0..10 mm, a trim that leaves no sheet, a search seed or stint not a whole number and a repeated id', () => {
    expect(() => nest(quarter('N'), SHEET, { kerfMm: 10.5 })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { kerfMm: -1 })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { kerfMm: 10 })).not.toThrow();
    expect(() => nest(quarter('N'), SHEET, { trimMm: 1035 })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { heuristics: [] })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { searchSeed: -1 })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { searchSeed: 1.5 })).toThrow(RangeError);
    expect(() => nest(quarter('N'), SHEET, { searchStint: -1 })).toThrow(RangeError);
    expect(() => nest([...quarter('N'), ...quarter('L')], SHEET)).toThrow(RangeError);
  });

  it('with one heuristic, plans with it alone', () => {
    const heuristic = { choice: 'bestAreaFit', split: 'minArea', sort: 'areaDesc' } as const;
    const result = nest(quarter('N'), SHEET, { heuristics: [heuristic] });
    expect(result.heuristic).toEqual(heuristic);
  });
});

describe('yield against the full sheet', () => {
  it('counts the full sheet area, trims included', () => {
    const result = nest(
      [{ id: 'p', lengthMm: 1000, widthMm: 500, quantity: 2, grain: 'N' }],
      SHEET,
    );
    // 1,000,000 / 5,796,000 = 0.17253
    expect(result.totals.yield).toBe(0.1725);
  });
});
