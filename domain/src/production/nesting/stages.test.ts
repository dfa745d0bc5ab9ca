import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { NESTING_RULES } from './rules';
import { cutStages, stageCheck } from './stage-check';
import type { NestingPiece, NestingSettings } from './types';

/*
 * The saw's stage limit (docs/production/nesting.md, "Cut stages"), on a case worked by hand:
 * a 100 x 100 sheet, kerf 0, trim 0, one heuristic (best area fit, longer leftover axis, area
 * descending), pieces A 100 x 50, B 30 x 50, C 20 x 30, all grain L.
 */

const SHEET = { lengthMm: 100, widthMm: 100 };
const PIECES: NestingPiece[] = [
  { id: 'A', lengthMm: 100, widthMm: 50, quantity: 1, grain: 'L' },
  { id: 'B', lengthMm: 30, widthMm: 50, quantity: 1, grain: 'L' },
  { id: 'C', lengthMm: 20, widthMm: 30, quantity: 1, grain: 'L' },
];
const SETTINGS: Partial<NestingSettings> = {
  kerfMm: 0,
  trimMm: 0,
  searchBudget: 0,
  heuristics: [{ choice: 'bestAreaFit', split: 'longerLeftoverAxis', sort: 'areaDesc' }],
};

describe('nest: the stage limit', () => {
  it('has no limit by default', () => {
    expect(NESTING_RULES.maxCutStages).toBe('none');
    expect(NESTING_RULES.cutStageChoices).toEqual(['none', 2, 3, 4]);
  });

  // A takes the sheet's whole length: one rip at y = 50 (stage 1). B goes above it, its width
  // exactly the strip's: one cross cut at x = 30 (stage 2). C goes into the 70 x 50 left of the
  // strip, where the rule wants the longer leftover (70 - 20 = 50 along x, 50 - 30 = 20 across)
  // kept whole: a rip first at y = 80 over 70 (stage 3, across the cross cut), then a cross cut
  // at x = 50 over 30 (stage 4), which only separates C from the 50 x 30 beside it: a trimming
  // cut, so the tree needs 3 stages.
  it('without a limit, lets the rule cut C out in stages 3 and 4 (3 stages with trimming)', () => {
    const result = nest(PIECES, SHEET, SETTINGS);
    const [sheet] = result.sheets;
    expect(sheet?.cuts).toEqual([
      { n: 1, direction: 'rip', x: 0, y: 50, lengthMm: 100, stage: 1 },
      { n: 2, direction: 'cross', x: 30, y: 50, lengthMm: 50, stage: 2 },
      { n: 3, direction: 'rip', x: 30, y: 80, lengthMm: 70, stage: 3 },
      { n: 4, direction: 'cross', x: 50, y: 50, lengthMm: 30, stage: 4 },
    ]);
    expect(cutStages(sheet!)).toBe(3);
    expect(stageCheck(result, 'none')).toEqual([]);
    expect(stageCheck(result, 3)).toEqual([]);
    expect(stageCheck(result, 2)).toEqual(['sheet 1: 3 stages, over the limit of 2']);
  });

  // With at most 2 stages, C's region was made by a stage-2 cross cut, so the cross cut comes
  // first (x = 50 over the strip's 50, still stage 2) and the rip at y = 80 over C's 20 is the
  // trimming cut (stage 3): the 20 x 20 above C is waste, the 50 x 50 beyond stays usable.
  it('with at most 2, cuts along the strip first and trims C from the waste above it', () => {
    const result = nest(PIECES, SHEET, { ...SETTINGS, maxCutStages: 2 });
    const [sheet] = result.sheets;
    expect(sheet?.cuts).toEqual([
      { n: 1, direction: 'rip', x: 0, y: 50, lengthMm: 100, stage: 1 },
      { n: 2, direction: 'cross', x: 30, y: 50, lengthMm: 50, stage: 2 },
      { n: 3, direction: 'cross', x: 50, y: 50, lengthMm: 50, stage: 2 },
      { n: 4, direction: 'rip', x: 30, y: 80, lengthMm: 20, stage: 3, trim: true },
    ]);
    expect(sheet?.offcuts).toEqual([
      { xMm: 50, yMm: 50, lengthMm: 50, widthMm: 50, reusable: false },
      { xMm: 30, yMm: 80, lengthMm: 20, widthMm: 20, reusable: false },
    ]);
    expect(cutStages(sheet!)).toBe(2);
    expect(result.maxCutStages).toBe(2);
    expect(stageCheck(result)).toEqual([]);
    expect(guillotineCheck(result)).toEqual([]);
  });

  it('never lays a piece in the waste beside a trimming cut', () => {
    // D (20 x 20) would fit the waste above C exactly; it goes to the 50 x 50 instead.
    const withD: NestingPiece[] = [
      ...PIECES,
      { id: 'D', lengthMm: 20, widthMm: 20, quantity: 1, grain: 'L' },
    ];
    const free = nest(withD, SHEET, SETTINGS).sheets[0]!.placements.find((p) => p.pieceId === 'D');
    const limited = nest(withD, SHEET, { ...SETTINGS, maxCutStages: 2 });
    const d = limited.sheets[0]!.placements.find((p) => p.pieceId === 'D');
    expect(free).toMatchObject({ xMm: 30, yMm: 80 });
    expect(d).toMatchObject({ xMm: 50, yMm: 50 });
    expect(stageCheck(limited, 2)).toEqual([]);
  });

  it('finds a listed stage that its tree does not give, and a trimming cut not marked', () => {
    const result = nest(PIECES, SHEET, { ...SETTINGS, maxCutStages: 2 });
    const { cuts } = result.sheets[0]!;
    cuts[2] = { ...cuts[2]!, stage: 1 };
    const { trim: _, ...unmarked } = cuts[3]!;
    cuts[3] = unmarked;
    expect(stageCheck(result)).toEqual([
      'sheet 1: cut 3 is listed as stage 1, not 2',
      'sheet 1: cut 4 (stage 3) is wrongly marked',
    ]);
  });

  it('refuses a limit a saw does not have, and a first stage in no direction', () => {
    for (const limit of [1, 5, 'three']) {
      expect(() =>
        nest(PIECES, SHEET, { maxCutStages: limit as NestingSettings['maxCutStages'] }),
      ).toThrow(RangeError);
    }
    expect(() =>
      nest(PIECES, SHEET, { firstStage: 'up' as NestingSettings['firstStage'] }),
    ).toThrow(RangeError);
  });

  it('with the first stage fixed to rips, counts a cross cut through the whole sheet as stage 2', () => {
    // A 40 x 100 piece spans the sheet's width: one cross cut at x = 40 cuts it out.
    const strip: NestingPiece[] = [
      { id: 'S', lengthMm: 40, widthMm: 100, quantity: 1, grain: 'L' },
    ];
    const free = nest(strip, SHEET, SETTINGS);
    const ripsFirst = nest(strip, SHEET, { ...SETTINGS, firstStage: 'rip', maxCutStages: 2 });
    expect(free.sheets[0]?.cuts).toEqual([
      { n: 1, direction: 'cross', x: 40, y: 0, lengthMm: 100, stage: 1 },
    ]);
    expect(ripsFirst.sheets[0]?.cuts).toEqual([
      { n: 1, direction: 'cross', x: 40, y: 0, lengthMm: 100, stage: 2 },
    ]);
    expect(ripsFirst.firstStage).toBe('rip');
    expect(stageCheck(ripsFirst)).toEqual([]);
  });

  // First stage across, at most 2 stages: A (the sheet's whole length) leaves one strip, the
  // whole sheet; the rip at y = 50 that frees A is stage 2, so B and C above it can only be
  // trimmed from waste (stage 3): B's cross cut leaves the 70 x 50 beside it as waste, and C
  // needs a second sheet.
  it('with the first stage across and at most 2 stages, needs a second sheet for C', () => {
    const result = nest(PIECES, SHEET, { ...SETTINGS, firstStage: 'cross', maxCutStages: 2 });
    expect(result.totals.sheets).toBe(2);
    expect(result.sheets[0]?.cuts).toEqual([
      { n: 1, direction: 'rip', x: 0, y: 50, lengthMm: 100, stage: 2 },
      { n: 2, direction: 'cross', x: 30, y: 50, lengthMm: 50, stage: 3, trim: true },
    ]);
    expect(stageCheck(result)).toEqual([]);
    expect(guillotineCheck(result)).toEqual([]);
  });
});
