import { afterEach, describe, expect, it } from 'vitest';
import { nestElsewhere, type NestCall, type NestElsewhere } from './elsewhere';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import { NESTING_RULES } from './rules';
import type { NestingPiece, NestingResult } from './types';

/*
 * The two searches of a plan (docs/production/nesting.md, "Two searches"): the second starts
 * from the same plan with the next seed in one stint, its plan is kept when it has fewer sheets,
 * and the plan is the same wherever the second runs.
 */

/**
 * Class VII instance 40_2 of the 2BP benchmark (bench/data/2bp), without rotation: the first
 * search alone leaves 13 sheets, the second finds 12 (its best-known value).
 */
const BIN = { lengthMm: 100, widthMm: 100 };
const SIZES = [
  73, 20, 84, 31, 77, 37, 78, 55, 84, 31, 71, 33, 93, 4, 76, 13, 54, 53, 2, 98, 82, 33, 65, 82, 97,
  39, 70, 21, 79, 23, 26, 74, 47, 35, 82, 8, 76, 75, 99, 55, 59, 93, 67, 6, 95, 89, 89, 10, 34, 13,
  95, 17, 83, 15, 86, 26, 80, 44, 44, 92, 78, 2, 91, 3, 68, 87, 71, 22, 81, 1, 70, 43, 29, 94, 83,
  66, 92, 11, 37, 96,
];
const PIECES: NestingPiece[] = Array.from({ length: SIZES.length / 2 }, (_, i) => ({
  id: String(i + 1),
  lengthMm: SIZES[2 * i] as number,
  widthMm: SIZES[2 * i + 1] as number,
  quantity: 1,
  grain: 'L',
}));
const BENCH = { kerfMm: 0, trimMm: 0 };
const { seed: SEED, workPerPiece } = NESTING_RULES.search;

/** A runner that plans each call here and records it. */
function recording(
  answer: (call: NestCall) => NestingResult | null = (call) =>
    nest(call.pieces, call.sheet, call.settings),
) {
  const calls: NestCall[] = [];
  const run: NestElsewhere = (call) => {
    calls.push(call);
    return () => answer(call);
  };
  return { calls, run };
}

afterEach(() => nestElsewhere(null));

describe('two searches', () => {
  const first = nest(PIECES, BIN, { ...BENCH, searches: 1 });
  const both = nest(PIECES, BIN, BENCH);

  it('keeps the second search when it saves a sheet the first does not', () => {
    expect(first.totals.sheets).toBe(13);
    expect(both.totals.sheets).toBe(12);
    expect(guillotineCheck(both)).toEqual([]);
    expect(both.totals.pieces).toBe(PIECES.length);
  });

  it('is the plan of nest with the second search settings: the next seed, one stint', () => {
    const second = nest(PIECES, BIN, {
      ...BENCH,
      searchBudget: workPerPiece * PIECES.length,
      searchSeed: SEED + 1,
      searchStint: 0,
      searches: 1,
    });
    expect(both).toEqual(second);
  });

  it('gives the same plan when the second search runs elsewhere', () => {
    const { calls, run } = recording();
    nestElsewhere(run);
    expect(nest(PIECES, BIN, BENCH)).toEqual(both);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.settings).toMatchObject({ searchSeed: SEED + 1, searchStint: 0, searches: 1 });
  });

  it('plans the second search here when the runner cannot', () => {
    const { calls, run } = recording(() => null);
    nestElsewhere(run);
    expect(nest(PIECES, BIN, BENCH)).toEqual(both);
    expect(calls).toHaveLength(1);
  });

  it("keeps the first search's plan on a tie or when the second is worse", () => {
    const tie = { ...first, heuristic: null };
    const worse = { ...first, totals: { ...first.totals, sheets: first.totals.sheets + 1 } };
    for (const answer of [tie, worse]) {
      nestElsewhere(recording(() => answer).run);
      const plan = nest(PIECES, BIN, BENCH);
      expect(plan).not.toBe(answer);
      expect(plan).toEqual(first);
    }
  });

  it('runs no second search with searches: 1, without a search, or on the bound', () => {
    const { calls, run } = recording();
    nestElsewhere(run);
    nest(PIECES, BIN, { ...BENCH, searches: 1 });
    nest(PIECES, BIN, { ...BENCH, searchBudget: 0 });
    nest(PIECES.slice(0, 1), BIN, BENCH);
    expect(calls).toEqual([]);
  });

  it('refuses a number of searches other than 1 or 2', () => {
    for (const searches of [0, 3, 1.5, Number.NaN]) {
      expect(() => nest(PIECES, BIN, { searches })).toThrow(RangeError);
    }
  });
});
