import type { CutDirection, NestingHeuristic } from './types';
import type { ChoiceRule } from './types';
import {
  fitPrimary,
  fitSecondary,
  orientationsOf,
  ripFirst,
  sortItems,
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
  /**
   * The longest extent along x and along y of the free leaves (-1: to be measured again, after
   * a change that may have lowered them): an item longer along either fits none of them, so the
   * search for its place passes the sheet by (bestFreeRect).
   */
  reachX: number;
  reachY: number;
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
export function cutNode(
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
  return { root, free: [root], usedArea: 0, reachX: space.alongX, reachY: space.alongY };
}

/** Where an item goes: a sheet (its index), a free leaf of it (its index) and the orientation. */
export interface FreeRectChoice {
  sheet: number;
  free: number;
  orientation: Orientation;
}

/** Measures the sheet's reach again when a change may have lowered it. */
function measureReach(sheet: PackedSheet): void {
  if (sheet.reachX >= 0) return;
  let reachX = 0;
  let reachY = 0;
  for (const { rect } of sheet.free) {
    if (rect.alongX > reachX) reachX = rect.alongX;
    if (rect.alongY > reachY) reachY = rect.alongY;
  }
  sheet.reachX = reachX;
  sheet.reachY = reachY;
}

/**
 * The best free leaf for the item over every sheet by the choice rule (fitPrimary, then
 * fitSecondary, lower wins; the first wins a tie). A sheet whose reach no orientation fits is
 * passed by: none of its leaves would take the item.
 */
export function bestFreeRect(
  sheets: readonly PackedSheet[],
  item: PackItem,
  choice: ChoiceRule,
  space: PackSpace,
): FreeRectChoice | null {
  const orientations = orientationsOf(item);
  let bestSheet = -1;
  let bestFree = -1;
  let bestOrientation = orientations[0] as Orientation;
  let bestPrimary = Number.POSITIVE_INFINITY;
  let bestSecondary = Number.POSITIVE_INFINITY;
  for (let sheetIndex = 0; sheetIndex < sheets.length; sheetIndex += 1) {
    const sheet = sheets[sheetIndex] as PackedSheet;
    measureReach(sheet);
    let reachable = false;
    for (const { alongX, alongY } of orientations) {
      if (alongX <= sheet.reachX && alongY <= sheet.reachY) reachable = true;
    }
    if (!reachable) continue;
    const { free } = sheet;
    for (let index = 0; index < free.length; index += 1) {
      const node = free[index] as PackNode;
      if (!takesPieces(node, space)) continue;
      const { alongX: freeX, alongY: freeY } = node.rect;
      for (const orientation of orientations) {
        const { alongX, alongY } = orientation;
        if (alongX > freeX || alongY > freeY) continue;
        const primary = fitPrimary(choice, freeX, freeY, alongX, alongY);
        if (primary > bestPrimary) continue;
        const secondary = fitSecondary(choice, freeX, freeY, alongX, alongY);
        if (primary === bestPrimary && secondary >= bestSecondary) continue;
        bestSheet = sheetIndex;
        bestFree = index;
        bestOrientation = orientation;
        bestPrimary = primary;
        bestSecondary = secondary;
      }
    }
  }
  return bestSheet < 0 ? null : { sheet: bestSheet, free: bestFree, orientation: bestOrientation };
}

/**
 * Lays the item into the sheet's free leaf `index` (placeIn), its two leftovers joining the free
 * list; the sheet's reach is measured again when the leaf taken was its longest along x or y.
 */
export function placeItem(
  sheet: PackedSheet,
  index: number,
  item: PackItem,
  orientation: Orientation,
  firstRip: boolean,
  kerf: number,
): void {
  const node = sheet.free[index] as PackNode;
  const { alongX, alongY } = node.rect;
  sheet.free.splice(index, 1);
  // The leftovers lie inside the leaf taken: they never reach further than it did.
  sheet.free.push(...placeIn(node, item, orientation, firstRip, kerf));
  sheet.usedArea += orientation.alongX * orientation.alongY;
  if (alongX >= sheet.reachX || alongY >= sheet.reachY) {
    sheet.reachX = -1;
    sheet.reachY = -1;
  }
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
    let choice = bestFreeRect(sheets, item, heuristic.choice, space);
    if (choice === null) {
      sheets.push(newSheet(space));
      choice = bestFreeRect(sheets.slice(-1), item, heuristic.choice, space);
      if (choice === null) throw new Error(`piece ${item.id} does not fit an empty sheet`);
      choice.sheet = sheets.length - 1;
    }
    const { orientation } = choice;
    const sheet = sheets[choice.sheet] as PackedSheet;
    const node = sheet.free[choice.free] as PackNode;
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
    placeItem(sheet, choice.free, item, orientation, firstRip, space.kerf);
  }
  return { heuristic, order, sheets };
}
