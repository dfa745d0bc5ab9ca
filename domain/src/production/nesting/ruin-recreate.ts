import { ripFirst, sortItems, type PackItem } from './heuristics';
import { itemsOf, seededStream } from './improve';
import {
  bestFreeRect,
  firstCutIsRip,
  newSheet,
  placeItem,
  type PackedSheet,
  type PackNode,
  type PackRun,
  type PackSpace,
} from './pack-run';
import { NESTING_RULES } from './rules';
import type { ChoiceRule, SortRule, SplitRule } from './types';

/*
 * The sheet-minimising search (docs/production/nesting.md, "Ruin and recreate"), after the
 * goal-driven ruin and recreate of Gardeyn & Wauters (2022), written for this project from the
 * published description: from a plan of k sheets, the least used sheet is emptied and its items
 * set aside; each iteration ruins a few regions of the cut trees (every item under a node of a
 * tree comes out, and the freed space merges back into one free rectangle) and recreates by
 * inserting the items set aside, largest first, into the best free rectangle over every sheet,
 * never opening more than k - 1 sheets. Late acceptance keeps an iteration whose area set aside
 * (then spread of the used area over the sheets) is no worse than the current one's or than the
 * one `history` iterations ago; when nothing is left aside, the plan of k - 1 sheets is recorded
 * and the next goal starts. Every choice comes from a seeded generator and the work is counted
 * (free rectangles examined), never timed, so the same input gives the same plan everywhere.
 * The trees are copied on write: a sheet of an accepted state is never changed again.
 */

const {
  seed: SEED,
  minRuins,
  maxRuins,
  smallGoalSheets,
  smallGoalRuins,
  history,
  emptySheetShare,
  iterationWork,
} = NESTING_RULES.search;
const CHOICES: readonly ChoiceRule[] = ['bestShortSideFit', 'bestAreaFit', 'bestLongSideFit'];
const SPLITS: readonly SplitRule[] = [
  'shorterAxis',
  'shorterLeftoverAxis',
  'longerLeftoverAxis',
  'minArea',
];
const SORTS: readonly SortRule[] = ['areaDesc', 'longSideDesc', 'shortSideDesc', 'perimeterDesc'];

const areaOf = (item: PackItem) => item.length * item.width;

/**
 * A copy of the node's subtree; each copied free leaf goes to `twins` at the place its original
 * holds in `free`. Leaves share their content and every node its rectangle: neither is ever
 * changed in place, only replaced.
 */
function copyNode(node: PackNode, free: readonly PackNode[], twins: PackNode[]): PackNode {
  const { content } = node;
  if (content.kind === 'cut') {
    const { high } = content;
    return {
      rect: node.rect,
      stage: node.stage,
      along: node.along,
      content: {
        kind: 'cut',
        direction: content.direction,
        at: content.at,
        low: copyNode(content.low, free, twins),
        high: high === null ? null : copyNode(high, free, twins),
      },
    };
  }
  const twin: PackNode = { rect: node.rect, stage: node.stage, along: node.along, content };
  if (content.kind === 'free') twins[free.indexOf(node)] = twin;
  return twin;
}

/** A copy of the sheet's tree, its free list in the same order. */
function cloneSheet(sheet: PackedSheet): PackedSheet {
  const free = new Array<PackNode>(sheet.free.length);
  const root = copyNode(sheet.root, sheet.free, free);
  return { root, free, usedArea: sheet.usedArea, reachX: sheet.reachX, reachY: sheet.reachY };
}

/**
 * Turns every cut whose two sides are free into one free rectangle, and lists the free leaves
 * left, in the tree's order, into `free`; true when `node` is free.
 */
function collapseInto(node: PackNode, free: PackNode[]): boolean {
  const { content } = node;
  if (content.kind === 'piece') return false;
  if (content.kind === 'free') {
    free.push(node);
    return true;
  }
  const before = free.length;
  const low = collapseInto(content.low, free);
  const high = content.high === null || collapseInto(content.high, free);
  if (!(low && high)) return false;
  free.length = before;
  node.content = { kind: 'free' };
  free.push(node);
  return true;
}

/** The nodes of a tree that hold at least one item (pieces and cuts). */
function occupiedNodes(node: PackNode, out: PackNode[] = []): PackNode[] {
  const { content } = node;
  if (content.kind === 'free') return out;
  const before = out.length;
  out.push(node);
  if (content.kind === 'cut') {
    occupiedNodes(content.low, out);
    if (content.high) occupiedNodes(content.high, out);
    if (out.length === before + 1) out.pop(); // a cut with nothing under it is free space
  }
  return out;
}

/** The state of the search: the sheets, at most the goal's number, and the items set aside. */
interface State {
  sheets: PackedSheet[];
  aside: PackItem[];
  asideArea: number;
}

/** Lower is better: the area set aside, then minus the sum of the squared sheet usages. */
type Cost = readonly [number, number];
const noWorse = (a: Cost, b: Cost) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

export interface SearchOutcome {
  /** The sheets of the best plan found (fewer than the start's), or null when none was found. */
  sheets: PackedSheet[] | null;
  /** Work done: free rectangles examined, plus the nodes of the trees copied and ruined. */
  work: number;
}

/**
 * Searches for a plan with fewer sheets than `start`, with the generator started at `seed`,
 * within `budget` of work (free rectangles
 * examined, nodes of the trees copied and ruined, plus `iterationWork` per iteration),
 * stopping at `lowerBound`. A goal not reached within `stint` of work (0: no stints) starts again from the
 * best plan found (the generator goes on, so the next stint searches anew); the first stint is
 * the whole search of a budget of `stint`. The start's sheets are never changed.
 */
export function ruinAndRecreate(
  start: PackRun,
  space: PackSpace,
  lowerBound: number,
  { budget, stint = budget, seed = SEED }: { budget: number; stint?: number; seed?: number },
): SearchOutcome {
  const random = seededStream(seed);
  const pick = (limit: number) => Math.floor(random() * limit);
  const sheetArea = space.alongX * space.alongY;
  let work = 0;

  /** A new goal: one sheet fewer than `sheets`, the least used one's items set aside. */
  const goal = (sheets: readonly PackedSheet[]): State => {
    let least = 0;
    sheets.forEach((sheet, i) => {
      if (sheet.usedArea < (sheets[least] as PackedSheet).usedArea) least = i;
    });
    const aside = [...itemsOf((sheets[least] as PackedSheet).root)];
    return {
      sheets: sheets.filter((_, i) => i !== least),
      aside,
      asideArea: aside.reduce((sum, item) => sum + areaOf(item), 0),
    };
  };

  const costOf = (state: State): Cost => {
    let spread = 0;
    for (const sheet of state.sheets) spread -= (sheet.usedArea / sheetArea) ** 2;
    return [state.asideArea, spread];
  };

  /** Ruins a copy of `state` and recreates it; `state` itself is left as it was. */
  const iterate = (state: State, target: number): State => {
    const sheets = [...state.sheets];
    const copied = new Set<PackedSheet>();
    const own = (index: number): PackedSheet => {
      const sheet = sheets[index] as PackedSheet;
      if (copied.has(sheet)) return sheet;
      const copy = cloneSheet(sheet);
      work += copy.free.length;
      copied.add(copy);
      sheets[index] = copy;
      return copy;
    };
    const aside = [...state.aside];

    // Ruin: the items under one random occupied node (now and then the whole sheet) of each of
    // a few random sheets; fewer when the goal has few sheets, each of which several ruins
    // would then hit.
    work += iterationWork;
    const ruins =
      target <= smallGoalSheets
        ? 1 + pick(smallGoalRuins)
        : minRuins + pick(maxRuins - minRuins + 1);
    for (let r = 0; r < ruins && sheets.length > 0; r += 1) {
      const index = pick(sheets.length);
      const sheet = own(index);
      const nodes = occupiedNodes(sheet.root);
      const node =
        random() < emptySheetShare ? sheet.root : (nodes[pick(nodes.length)] as PackNode);
      for (const item of itemsOf(node)) {
        aside.push(item);
        sheet.usedArea -= areaOf(item);
      }
      node.content = { kind: 'free' };
      const free: PackNode[] = [];
      collapseInto(sheet.root, free);
      sheet.free = free;
      sheet.reachX = -1;
      sheet.reachY = -1;
      work += nodes.length;
      if (sheet.usedArea === 0) sheets.splice(index, 1);
    }

    // Recreate: largest first by a random measure, each item in its best free rectangle over
    // every sheet by a random choice rule; a new sheet only while fewer than the goal's.
    const choice = CHOICES[pick(CHOICES.length)] as ChoiceRule;
    const split = SPLITS[pick(SPLITS.length)] as SplitRule;
    const left: PackItem[] = [];
    let leftArea = 0;
    for (const item of sortItems(SORTS[pick(SORTS.length)] as SortRule, aside)) {
      let best = bestFreeRect(sheets, item, choice, space);
      for (const sheet of sheets) work += sheet.free.length;
      if (best === null && sheets.length < target) {
        const fresh = newSheet(space);
        copied.add(fresh);
        sheets.push(fresh);
        best = bestFreeRect(sheets, item, choice, space);
      }
      if (best === null) {
        left.push(item);
        leftArea += areaOf(item);
        continue;
      }
      const sheet = own(best.sheet);
      const node = sheet.free[best.free] as PackNode;
      const { orientation } = best;
      const { alongX, alongY } = node.rect;
      const wanted = ripFirst(split, alongX, alongY, orientation.alongX, orientation.alongY);
      const rip = firstCutIsRip(node, orientation, wanted, space);
      placeItem(sheet, best.free, item, orientation, rip, space.kerf);
    }
    return { sheets, aside: left, asideArea: leftArea };
  };

  let found: PackedSheet[] | null = null;
  if (start.sheets.length <= lowerBound) return { sheets: found, work };
  let current = goal(start.sheets);
  let target = start.sheets.length - 1;
  let currentCost = costOf(current);
  let goalStart = 0;
  const costs: Cost[] = new Array<Cost>(history).fill(currentCost);
  for (let step = 0; work < budget; step += 1) {
    const next = iterate(current, target);
    const nextCost = costOf(next);
    const slot = step % history;
    if (noWorse(nextCost, currentCost) || noWorse(nextCost, costs[slot] as Cost)) {
      current = next;
      currentCost = nextCost;
    }
    costs[slot] = currentCost;
    if (current.aside.length === 0) {
      found = current.sheets;
      if (found.length <= lowerBound) break;
    }
    // A new goal after a plan found, or the same goal again after a stint without one.
    if (current.aside.length === 0 || (stint > 0 && work - goalStart >= stint)) {
      current = goal(found ?? start.sheets);
      target = current.sheets.length;
      currentCost = costOf(current);
      costs.fill(currentCost);
      goalStart = work;
    }
  }
  return { sheets: found, work };
}
