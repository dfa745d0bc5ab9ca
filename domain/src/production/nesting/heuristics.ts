import type { Grain } from '../types';
import type { ChoiceRule, SortRule, SplitRule } from './types';

/*
 * The three rule families of the guillotine packer (docs/production/nesting.md, "Heuristics").
 * Sizes are whole steps (NESTING_RULES.stepsPerMm), so every comparison here is exact.
 */

/** One copy of a piece to pack, in steps. */
export interface PackItem {
  id: string;
  copy: number;
  length: number;
  width: number;
  grain: Grain;
}

/** A way to lay an item on the sheet: its extent along x (sheet length) and y (sheet width). */
export interface Orientation {
  alongX: number;
  alongY: number;
  rotated: boolean;
}

/** The orientations the grain allows, unrotated first; a square turned is the same square. */
export function orientationsOf(item: PackItem): Orientation[] {
  const straight = { alongX: item.length, alongY: item.width, rotated: false };
  const turned = { alongX: item.width, alongY: item.length, rotated: true };
  if (item.grain === 'L') return [straight];
  if (item.grain === 'W') return [turned];
  return item.length === item.width ? [straight] : [straight, turned];
}

/**
 * The first measure of laying a `alongX` x `alongY` piece into a `freeX` x `freeY` free
 * rectangle by the choice rule (lower is better): the shorter or longer leftover side, or the
 * area left; fitSecondary breaks a tie.
 */
export function fitPrimary(
  rule: ChoiceRule,
  freeX: number,
  freeY: number,
  alongX: number,
  alongY: number,
): number {
  const leftX = freeX - alongX;
  const leftY = freeY - alongY;
  switch (rule) {
    case 'bestShortSideFit':
      return leftX < leftY ? leftX : leftY;
    case 'bestLongSideFit':
      return leftX > leftY ? leftX : leftY;
    case 'bestAreaFit':
      return freeX * freeY - alongX * alongY;
  }
}

/** The tie-break of fitPrimary: the longer leftover side for the short-side rule, else the shorter. */
export function fitSecondary(
  rule: ChoiceRule,
  freeX: number,
  freeY: number,
  alongX: number,
  alongY: number,
): number {
  const leftX = freeX - alongX;
  const leftY = freeY - alongY;
  return rule === 'bestShortSideFit'
    ? leftX > leftY
      ? leftX
      : leftY
    : leftX < leftY
      ? leftX
      : leftY;
}

/**
 * Whether the first cut around a piece laid in the corner of a free rectangle is a rip (along
 * x, the leftover beside the piece keeps the piece's width and the one above it the whole
 * length) or a cross cut (the leftover above keeps the piece's length, the one beside it the
 * whole width).
 */
export function ripFirst(
  rule: SplitRule,
  freeX: number,
  freeY: number,
  alongX: number,
  alongY: number,
): boolean {
  const leftX = freeX - alongX;
  const leftY = freeY - alongY;
  switch (rule) {
    case 'shorterAxis':
      return freeX <= freeY;
    case 'shorterLeftoverAxis':
      return leftX <= leftY;
    case 'longerLeftoverAxis':
      return leftX > leftY;
    case 'minArea':
      // Keep one leftover as large as possible: make the smaller of the two the smallest.
      return alongX * leftY > leftX * alongY;
  }
}

function sortKey(rule: SortRule, item: PackItem): number {
  switch (rule) {
    case 'shortSideDesc':
      return Math.min(item.length, item.width);
    case 'longSideDesc':
      return Math.max(item.length, item.width);
    case 'areaDesc':
      return item.length * item.width;
    case 'perimeterDesc':
      return item.length + item.width;
  }
}

/**
 * The items in packing order: the rule's measure descending, then the long side, the short side
 * (both descending), the id and the copy, so the order never depends on the input's order.
 */
export function sortItems(rule: SortRule, items: readonly PackItem[]): PackItem[] {
  const keyed = items.map((item) => ({
    item,
    key: sortKey(rule, item),
    long: Math.max(item.length, item.width),
    short: Math.min(item.length, item.width),
  }));
  keyed.sort(
    (a, b) =>
      b.key - a.key ||
      b.long - a.long ||
      b.short - a.short ||
      (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0) ||
      a.item.copy - b.item.copy,
  );
  return keyed.map(({ item }) => item);
}
