import type { CutDirection, NestingHeuristic } from './types';
import {
  betterScore,
  fitScore,
  orientationsOf,
  ripFirst,
  sortItems,
  type FitScore,
  type Orientation,
  type PackItem,
} from './heuristics';

/*
 * One run of the guillotine packer (docs/production/nesting.md, "Algorithm"): the items in the
 * heuristic's order, each laid in the corner of the free rectangle that fits it best on any open
 * sheet (a new sheet only when none fits), and that rectangle split by two guillotine cuts into
 * the piece and two smaller free rectangles. Free rectangles are never merged, so every layout
 * is the cut tree recorded here. Sizes in steps (NESTING_RULES.stepsPerMm).
 */

/** A rectangle in steps: x along the sheet's length, y along its width. */
export interface StepRect {
  x: number;
  y: number;
  alongX: number;
  alongY: number;
}

/** A node of a sheet's cut tree while it grows: a free rectangle becomes a piece or a cut. */
export interface PackNode {
  rect: StepRect;
  content:
    | { kind: 'free' }
    | { kind: 'piece'; item: PackItem; rotated: boolean }
    | {
        kind: 'cut';
        direction: CutDirection;
        /** The cut's position: y of a rip, x of a cross cut; the kerf follows it. */
        at: number;
        low: PackNode;
        high: PackNode | null;
      };
}

export interface PackedSheet {
  root: PackNode;
  /** The free leaves of the tree, oldest first. */
  free: PackNode[];
  usedArea: number;
}

/** The sheets of one run, in the order they were opened. */
export interface PackRun {
  heuristic: NestingHeuristic;
  /** The items in the order they were packed. */
  order: readonly PackItem[];
  sheets: PackedSheet[];
}

/** The trimmed sheet and the kerf, in steps. */
export interface PackSpace {
  alongX: number;
  alongY: number;
  kerf: number;
}

/**
 * Cuts `node` at `at` (a y for a rip, an x for a cross cut): the node becomes the cut, its low
 * side is returned and its high side, when the kerf leaves any, is added to `free`.
 */
function cutNode(
  node: PackNode,
  direction: CutDirection,
  at: number,
  kerf: number,
  free: PackNode[],
): PackNode {
  const { x, y, alongX, alongY } = node.rect;
  let low: StepRect;
  let high: StepRect | null;
  if (direction === 'rip') {
    low = { x, y, alongX, alongY: at - y };
    const rest = y + alongY - at - kerf;
    high = rest > 0 ? { x, y: at + kerf, alongX, alongY: rest } : null;
  } else {
    low = { x, y, alongX: at - x, alongY };
    const rest = x + alongX - at - kerf;
    high = rest > 0 ? { x: at + kerf, y, alongX: rest, alongY } : null;
  }
  const lowNode: PackNode = { rect: low, content: { kind: 'free' } };
  const highNode: PackNode | null = high ? { rect: high, content: { kind: 'free' } } : null;
  node.content = { kind: 'cut', direction, at, low: lowNode, high: highNode };
  if (highNode) free.push(highNode);
  return lowNode;
}

/** Lays the item in the corner of the free `node` and cuts it out; returns the new free leaves. */
export function placeIn(
  node: PackNode,
  item: PackItem,
  orientation: Orientation,
  firstRip: boolean,
  kerf: number,
): PackNode[] {
  const free: PackNode[] = [];
  const { x, y, alongX, alongY } = node.rect;
  const endX = x + orientation.alongX;
  const endY = y + orientation.alongY;
  let target = node;
  if (firstRip) {
    if (alongY > orientation.alongY) target = cutNode(target, 'rip', endY, kerf, free);
    if (alongX > orientation.alongX) target = cutNode(target, 'cross', endX, kerf, free);
  } else {
    if (alongX > orientation.alongX) target = cutNode(target, 'cross', endX, kerf, free);
    if (alongY > orientation.alongY) target = cutNode(target, 'rip', endY, kerf, free);
  }
  target.content = { kind: 'piece', item, rotated: orientation.rotated };
  return free;
}

function newSheet(space: PackSpace): PackedSheet {
  const root: PackNode = {
    rect: { x: 0, y: 0, alongX: space.alongX, alongY: space.alongY },
    content: { kind: 'free' },
  };
  return { root, free: [root], usedArea: 0 };
}

interface Choice {
  sheet: PackedSheet;
  index: number;
  orientation: Orientation;
  score: FitScore;
}

/** The best free rectangle for the item over every open sheet; the first one wins a tie. */
function bestFit(
  sheets: readonly PackedSheet[],
  item: PackItem,
  heuristic: NestingHeuristic,
): Choice | null {
  let best: Choice | null = null;
  const orientations = orientationsOf(item);
  for (const sheet of sheets) {
    for (let index = 0; index < sheet.free.length; index += 1) {
      const { rect } = sheet.free[index] as PackNode;
      for (const orientation of orientations) {
        if (orientation.alongX > rect.alongX || orientation.alongY > rect.alongY) continue;
        const score = fitScore(
          heuristic.choice,
          rect.alongX,
          rect.alongY,
          orientation.alongX,
          orientation.alongY,
        );
        if (best === null || betterScore(score, best.score)) {
          best = { sheet, index, orientation, score };
        }
      }
    }
  }
  return best;
}

/**
 * Packs every item with one heuristic. Each item must fit the empty trimmed sheet in one of its
 * orientations (`nest` sets the others aside first).
 */
export function packRun(
  items: readonly PackItem[],
  space: PackSpace,
  heuristic: NestingHeuristic,
): PackRun {
  return packInOrder(sortItems(heuristic.sort, items), space, heuristic);
}

/** Packs the items in the order given, with the heuristic's choice and split rules. */
export function packInOrder(
  order: readonly PackItem[],
  space: PackSpace,
  heuristic: NestingHeuristic,
): PackRun {
  const sheets: PackedSheet[] = [];
  for (const item of order) {
    let choice = bestFit(sheets, item, heuristic);
    if (choice === null) {
      const sheet = newSheet(space);
      sheets.push(sheet);
      choice = bestFit([sheet], item, heuristic);
      if (choice === null) throw new Error(`piece ${item.id} does not fit an empty sheet`);
    }
    const { sheet, index, orientation } = choice;
    const node = sheet.free[index] as PackNode;
    const firstRip = ripFirst(
      heuristic.split,
      node.rect.alongX,
      node.rect.alongY,
      orientation.alongX,
      orientation.alongY,
    );
    sheet.free.splice(index, 1);
    sheet.free.push(...placeIn(node, item, orientation, firstRip, space.kerf));
    sheet.usedArea += orientation.alongX * orientation.alongY;
  }
  return { heuristic, order, sheets };
}
