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
  /**
   * The stage of the cut that made this region (0 for the whole sheet) and its direction
   * (null for the whole sheet): a cut through the region keeps that stage along it and goes a
   * stage further across it (docs/production/nesting.md, "Cut stages").
   */
  stage: number;
  along: CutDirection | null;
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

/**
 * The trimmed sheet and the kerf, in steps, the most cut stages (Infinity: no limit) and the
 * direction of the first stage (null: either).
 */
export interface PackSpace {
  alongX: number;
  alongY: number;
  kerf: number;
  maxStages: number;
  firstStage: CutDirection | null;
}

/** The stage of a cut in `direction` through the region of `node`. */
export function stageOfCut(node: PackNode, direction: CutDirection): number {
  if (node.along === null) return 1;
  return node.along === direction ? node.stage : node.stage + 1;
}

/**
 * Whether a piece may go into the free `node`: every region may, except the waste beside a
 * trimming cut (a cut one stage past the limit, which may only separate a piece from waste).
 */
export const takesPieces = (node: PackNode, space: PackSpace): boolean =>
  node.stage <= space.maxStages;

/**
 * Whether the first of the two cuts around a piece laid in `node` is a rip: the heuristic's
 * choice (`wanted`), unless the stage limit needs the cut along the region's own cut first. Across
 * first, the two cuts would be a stage and two stages further than the region: past the limit,
 * or, when the second is one stage past it, a trimming cut leaving waste that the other order
 * keeps usable.
 */
export function firstCutIsRip(
  node: PackNode,
  orientation: Orientation,
  wanted: boolean,
  space: PackSpace,
): boolean {
  const { rect, along, stage } = node;
  const twoCuts = rect.alongX > orientation.alongX && rect.alongY > orientation.alongY;
  if (!twoCuts || along === null || stage + 1 < space.maxStages) return wanted;
  return along === 'rip';
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
  const stage = stageOfCut(node, direction);
  const lowNode: PackNode = { rect: low, stage, along: direction, content: { kind: 'free' } };
  const highNode: PackNode | null = high
    ? { rect: high, stage, along: direction, content: { kind: 'free' } }
    : null;
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

/** An empty trimmed sheet: its whole area one free region. */
export function newSheet(space: PackSpace): PackedSheet {
  const root: PackNode = {
    rect: { x: 0, y: 0, alongX: space.alongX, alongY: space.alongY },
    // With a first-stage direction, the sheet is as if a first stage of that direction made it.
    stage: space.firstStage === null ? 0 : 1,
    along: space.firstStage,
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
  space: PackSpace,
): Choice | null {
  let best: Choice | null = null;
  const orientations = orientationsOf(item);
  for (const sheet of sheets) {
    for (let index = 0; index < sheet.free.length; index += 1) {
      const node = sheet.free[index] as PackNode;
      if (!takesPieces(node, space)) continue;
      const { rect } = node;
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
    let choice = bestFit(sheets, item, heuristic, space);
    if (choice === null) {
      const sheet = newSheet(space);
      sheets.push(sheet);
      choice = bestFit([sheet], item, heuristic, space);
      if (choice === null) throw new Error(`piece ${item.id} does not fit an empty sheet`);
    }
    const { sheet, index, orientation } = choice;
    const node = sheet.free[index] as PackNode;
    const firstRip = firstCutIsRip(
      node,
      orientation,
      ripFirst(
        heuristic.split,
        node.rect.alongX,
        node.rect.alongY,
        orientation.alongX,
        orientation.alongY,
      ),
      space,
    );
    sheet.free.splice(index, 1);
    sheet.free.push(...placeIn(node, item, orientation, firstRip, space.kerf));
    sheet.usedArea += orientation.alongX * orientation.alongY;
  }
  return { heuristic, order, sheets };
}
