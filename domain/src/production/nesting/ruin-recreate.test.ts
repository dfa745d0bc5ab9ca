import { describe, expect, it } from 'vitest';
import type { PackItem } from './heuristics';
import { sheetLowerBound } from './lower-bound';
import { packRun, type PackNode, type PackSpace } from './pack-run';
import { NESTING_PORTFOLIO } from './rules';
import { ruinAndRecreate } from './ruin-recreate';

/*
 * The ruin-and-recreate search and the lower bound it stops at (docs/production/nesting.md,
 * "Ruin and recreate", "Lower bound"). Sizes in steps.
 */

const item = (id: string, length: number, width: number, grain: PackItem['grain'] = 'N') => ({
  id,
  copy: 1,
  length,
  width,
  grain,
});
const SPACE: PackSpace = {
  alongX: 100,
  alongY: 100,
  kerf: 0,
  maxStages: Infinity,
  firstStage: null,
};

/** Every placement of a tree as `id@x,y`. */
function layout(node: PackNode, out: string[] = []): string[] {
  const { content } = node;
  if (content.kind === 'piece') out.push(`${content.item.id}@${node.rect.x},${node.rect.y}`);
  if (content.kind === 'cut') {
    layout(content.low, out);
    if (content.high) layout(content.high, out);
  }
  return out;
}

describe('sheetLowerBound', () => {
  it('counts the items larger than half the sheet both ways, one sheet each', () => {
    // Area bound: 3 x 2,601 = 7,803 of 10,000 -> 1 sheet; but no two 51 x 51 share a sheet.
    const items = [item('a', 51, 51), item('b', 51, 51), item('c', 51, 51)];
    expect(sheetLowerBound(items, SPACE)).toBe(3);
  });

  it('adds the sheets the other items need beyond the room beside the large ones', () => {
    // One 60 x 60 (room 6,400 beside it) and nine 30 x 30 (8,100): 1 + ceil(1,700 / 10,000).
    const items = [
      item('a', 60, 60),
      ...Array.from({ length: 9 }, (_, i) => item(`s${i}`, 30, 30)),
    ];
    expect(sheetLowerBound(items, SPACE)).toBe(2);
  });

  it('counts the kerf: two halves fit side by side only without it', () => {
    const halves = [item('a', 50, 100), item('b', 50, 100)];
    expect(sheetLowerBound(halves, SPACE)).toBe(1);
    expect(sheetLowerBound(halves, { ...SPACE, kerf: 2 })).toBe(2);
  });

  it('lets a turnable item escape when one orientation takes less than half', () => {
    expect(sheetLowerBound([item('a', 40, 60), item('b', 40, 60)], SPACE)).toBe(1);
    const fixed = [item('a', 60, 60, 'L'), item('b', 60, 60, 'L')];
    expect(sheetLowerBound(fixed, SPACE)).toBe(2);
  });
});

describe('ruinAndRecreate', () => {
  // 20 pieces of 3 sizes, 17,818 square steps: every heuristic of the portfolio needs 3 sheets,
  // the lower bound is 2.
  const items: PackItem[] = [
    ...Array.from({ length: 6 }, (_, i) => item(`a${i}`, 47, 31)),
    ...Array.from({ length: 8 }, (_, i) => item(`b${i}`, 35, 22)),
    ...Array.from({ length: 6 }, (_, i) => item(`c${i}`, 18, 27)),
  ];
  const START_SHEETS = 3;
  const start = packRun(items, SPACE, NESTING_PORTFOLIO[0] as (typeof NESTING_PORTFOLIO)[number]);

  it('saves the sheet every portfolio heuristic needs', () => {
    for (const heuristic of NESTING_PORTFOLIO) {
      expect(packRun(items, SPACE, heuristic).sheets).toHaveLength(START_SHEETS);
    }
    expect(ruinAndRecreate(start, SPACE, 2, { budget: 200_000 }).sheets).toHaveLength(2);
  });

  it('returns nothing when the start is on the lower bound', () => {
    const outcome = ruinAndRecreate(start, SPACE, start.sheets.length, { budget: 100_000 });
    expect(outcome).toEqual({ sheets: null, work: 0 });
  });

  it('never changes the start, places every item once and repeats itself', () => {
    const before = start.sheets.map((sheet) => layout(sheet.root));
    const first = ruinAndRecreate(start, SPACE, 2, { budget: 200_000 });
    const second = ruinAndRecreate(start, SPACE, 2, { budget: 200_000 });
    expect(start.sheets.map((sheet) => layout(sheet.root))).toEqual(before);
    expect(first.work).toBe(second.work);
    const mine = (first.sheets ?? []).map((sheet) => layout(sheet.root));
    expect((second.sheets ?? []).map((sheet) => layout(sheet.root))).toEqual(mine);
    expect(start.sheets.length).toBe(START_SHEETS);
    expect(first.sheets?.length).toBe(START_SHEETS - 1);
    const ids = mine.flat().map((placed) => placed.split('@')[0]);
    expect(ids.sort()).toEqual(items.map((i) => i.id).sort());
  });

  it('searches anew with another seed, and starts a goal again after a stint without a plan', () => {
    const other = ruinAndRecreate(start, SPACE, 2, { budget: 200_000, seed: 7 });
    expect(other.sheets).toHaveLength(2);
    const first = ruinAndRecreate(start, SPACE, 2, { budget: 200_000 });
    expect((other.sheets ?? []).map((sheet) => layout(sheet.root))).not.toEqual(
      (first.sheets ?? []).map((sheet) => layout(sheet.root)),
    );
    // Below the lower bound no goal is ever reached: a stint as long as the budget is no stint.
    const plain = ruinAndRecreate(start, SPACE, 1, { budget: 50_000 });
    const whole = ruinAndRecreate(start, SPACE, 1, { budget: 50_000, stint: 50_000 });
    expect(whole.work).toBe(plain.work);
    expect(ruinAndRecreate(start, SPACE, 1, { budget: 50_000, stint: 0 }).work).toBe(plain.work);
    const short = ruinAndRecreate(start, SPACE, 1, { budget: 50_000, stint: 5_000 });
    expect(short.sheets).toHaveLength(2);
    const ids = (short.sheets ?? []).flatMap((sheet) => layout(sheet.root));
    expect(ids.map((placed) => placed.split('@')[0]).sort()).toEqual(items.map((i) => i.id).sort());
  });

  it('stops within its budget (the last iteration may go over by its own work)', () => {
    const { work } = ruinAndRecreate(start, SPACE, 1, { budget: 10_000 });
    expect(work).toBeGreaterThanOrEqual(10_000);
    expect(work).toBeLessThan(12_000);
  });
});
