import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import type { PackItem } from './heuristics';
import { improveRun } from './improve';
import { nest } from './nest';
import { packRun, type PackRun, type PackSpace } from './pack-run';
import { betterRank, rankRun, type RunRank } from './plan';
import { NESTING_PORTFOLIO } from './rules';
import { KITCHEN_FIXTURE } from '../../testing/nesting-kitchen';
import type { NestingPiece } from './types';

/*
 * The improvement phase (docs/production/nesting.md, "Improving the plan"). Sizes of the packer
 * in steps (0.1 mm).
 */

/** The portfolio's best run, as `nest` ranks it. */
function portfolioBest(items: readonly PackItem[], space: PackSpace, minSide: number) {
  let best: { run: PackRun; rank: RunRank } | null = null;
  for (const heuristic of NESTING_PORTFOLIO) {
    const run = packRun(items, space, heuristic);
    const rank = rankRun(run, minSide);
    if (best === null || betterRank(rank, best.rank)) best = { run, rank };
  }
  if (best === null) throw new Error('no run');
  return best;
}

const toItems = (pieces: readonly NestingPiece[]): PackItem[] =>
  pieces.flatMap((piece) =>
    Array.from({ length: piece.quantity }, (_, copy) => ({
      id: piece.id,
      copy: copy + 1,
      length: Math.round(piece.lengthMm * 10),
      width: Math.round(piece.widthMm * 10),
      grain: piece.grain,
    })),
  );

/**
 * Six grain-L pieces on a 100 x 100 mm sheet without kerf or trim: 2 x 80 x 20 + 10 x 50 +
 * 20 x 30 + 30 x 50 + 70 x 20 = 1600 + 1600 + 500 + 600 + 1500 + 1400 = 7200 mm², lower bound 1.
 * Largest first, the two 80 x 20 strips and the 70 x 20 go side by side in no order that leaves
 * the 30 x 50 a place, so every heuristic of the portfolio needs 2 sheets. One sheet holds them:
 * a rip at y = 50; below it the 30 x 50, then beside it the 20 x 30 under the 70 x 20; above it
 * the two 80 x 20 stacked and the 10 x 50 beside them.
 */
const SIX: NestingPiece[] = [
  { id: 'a', lengthMm: 80, widthMm: 20, quantity: 2, grain: 'L' },
  { id: 'b', lengthMm: 10, widthMm: 50, quantity: 1, grain: 'L' },
  { id: 'c', lengthMm: 20, widthMm: 30, quantity: 1, grain: 'L' },
  { id: 'd', lengthMm: 30, widthMm: 50, quantity: 1, grain: 'L' },
  { id: 'e', lengthMm: 70, widthMm: 20, quantity: 1, grain: 'L' },
];
const SIX_SPACE: PackSpace = {
  alongX: 1000,
  alongY: 1000,
  kerf: 0,
  maxStages: Infinity,
  firstStage: null,
};

describe('improveRun', () => {
  it('empties the second sheet the whole portfolio needs for six pieces of 7200 mm² on 100 x 100', () => {
    const start = portfolioBest(toItems(SIX), SIX_SPACE, 0);
    expect(start.rank.sheets).toBe(2);
    const improved = improveRun(start, SIX_SPACE, NESTING_PORTFOLIO, 1, 0);
    expect(improved.rank.sheets).toBe(1);
    const result = nest(SIX, { lengthMm: 100, widthMm: 100 }, { kerfMm: 0, trimMm: 0 });
    expect(result.totals).toMatchObject({ sheets: 1, lowerBound: 1, pieces: 6, yield: 0.72 });
    expect(guillotineCheck(result)).toEqual([]);
  });

  it('returns the start itself when it is already on the lower bound', () => {
    const start = portfolioBest(toItems(SIX), SIX_SPACE, 0);
    expect(improveRun(start, SIX_SPACE, NESTING_PORTFOLIO, 2, 0)).toBe(start);
  });

  it('never returns a worse plan, packs every item once and repeats itself (kitchen fronts)', () => {
    const fronts = KITCHEN_FIXTURE[1];
    if (!fronts) throw new Error('no fronts');
    // Oak 2500 x 1250 less 10 mm trim per edge: 2480 x 1230; kerf 4; offcuts from 100 mm.
    const space: PackSpace = {
      alongX: 24800,
      alongY: 12300,
      kerf: 40,
      maxStages: Infinity,
      firstStage: null,
    };
    const items = toItems(fronts.pieces);
    const start = portfolioBest(items, space, 1000);
    const improved = improveRun(start, space, NESTING_PORTFOLIO, 4, 1000);
    expect(betterRank(start.rank, improved.rank)).toBe(false);
    expect([...improved.run.order].sort((a, b) => items.indexOf(a) - items.indexOf(b))).toEqual(
      items,
    );
    expect(improveRun(start, space, NESTING_PORTFOLIO, 4, 1000).rank).toEqual(improved.rank);
  });
});
