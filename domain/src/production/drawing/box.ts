import type { ItemBuild } from '../types';
import { clamp, evenlySpaced, line, path, rect } from './geometry';
import { frontShapes, placeFronts, type FrontBox } from './fronts';
import { DRAWING_RULES, FRONT_LEGS_BY_WIDTH } from './rules';
import type { DrawingShape } from './types';

/** How the box sits in the drawing: its height, its boards and the legs below it. */
interface BoxFrame {
  width: number;
  /** The box's height, legs excluded; its bottom edge is at y = boxHeight. */
  boxHeight: number;
  legHeight: number;
  board: number;
}

/** The box's frame: the item's height less the legs, and a board no thicker than a quarter. */
function frameOf(build: ItemBuild, width: number, height: number): BoxFrame {
  const legHeight = build.onLegs ? clamp(build.legHeightMm, 0, height / 2) : 0;
  const boxHeight = height - legHeight;
  const sideBoard = build.parts.find((part) => part.role === 'side')?.thicknessMm;
  const board = clamp(
    sideBoard ?? build.construction.boardMm,
    0,
    Math.min(width, boxHeight) * DRAWING_RULES.maxBoardShare,
  );
  return { width, boxHeight, legHeight, board };
}

/** How many legs the front view shows for a width (FRONT_LEGS_BY_WIDTH). */
export function frontLegCount(widthMm: number): number {
  const row = FRONT_LEGS_BY_WIDTH.find((entry) =>
    entry.inclusive ? widthMm <= entry.belowMm : widthMm < entry.belowMm,
  );
  return row?.legs ?? 0;
}

/** The carcass outline and the edges of its sides, top and bottom. */
function carcass({ width, boxHeight, board }: BoxFrame): DrawingShape[] {
  return [
    rect('carcass', 0, 0, width, boxHeight),
    rect('sideEdge', 0, 0, board, boxHeight),
    rect('sideEdge', width - board, 0, board, boxHeight),
    rect('topEdge', board, 0, width - 2 * board, board),
    rect('bottomEdge', board, boxHeight - board, width - 2 * board, board),
  ];
}

/**
 * Shelf centres as drawing y values. Given positions (from the box's bottom) are kept; without
 * them fixed shelves are spread evenly over the inside, and adjustable ones evenly inside the
 * spaces the fixed shelves leave, lower spaces first.
 */
function shelfLines(build: ItemBuild, { width, boxHeight, board }: BoxFrame): DrawingShape[] {
  const bottom = boxHeight - board;
  const top = board;
  const toY = (fromBottom: number) => clamp(boxHeight - fromBottom, top, bottom);
  const { adjustable, fixed, adjustableAtMm, fixedAtMm } = build.shelves;

  const fixedYs = fixedAtMm.length > 0 ? fixedAtMm.map(toY) : evenlySpaced(fixed, bottom, top);
  const adjustableYs =
    adjustableAtMm.length > 0
      ? adjustableAtMm.map(toY)
      : spreadBetween(adjustable, [bottom, ...[...fixedYs].sort((a, b) => b - a), top]);

  return [
    ...fixedYs.map((y) => rect('shelfFixed', board, y - board / 2, width - 2 * board, board)),
    ...adjustableYs.map((y) => line('shelfAdjustable', board, y, width - board, y)),
  ];
}

/** `count` values spread over the spaces between consecutive bounds, the first space first. */
function spreadBetween(count: number, bounds: number[]): number[] {
  const spaces = bounds.length - 1;
  return Array.from({ length: spaces }, (_, i) => {
    const inSpace = Math.floor(count / spaces) + (i < count % spaces ? 1 : 0);
    return evenlySpaced(inSpace, bounds[i] ?? 0, bounds[i + 1] ?? 0);
  }).flat();
}

/** The vertical spans of the box's inside that no front covers, tallest first. */
function openSpans(boxes: readonly FrontBox[], { boxHeight, board }: BoxFrame): [number, number][] {
  const spans: [number, number][] = [];
  let cursor = board;
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    if (box.y > cursor) spans.push([cursor, box.y]);
    cursor = Math.max(cursor, box.y + box.height);
  }
  if (boxHeight - board > cursor) spans.push([cursor, boxHeight - board]);
  return spans.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

/**
 * An open niche: the tallest span no front covers, at most the niche's height, or the top of the
 * box when the fronts cover it all. Drawn as its top and bottom edges with crossed diagonals.
 */
function niche(build: ItemBuild, boxes: readonly FrontBox[], frame: BoxFrame): DrawingShape[] {
  if (build.construction.nicheMm <= 0) return [];
  const [span] = openSpans(boxes, frame);
  const top = span ? span[0] : frame.board;
  const height = Math.min(
    span ? span[1] - span[0] : build.construction.nicheMm,
    build.construction.nicheMm,
  );
  const left = frame.board;
  const right = frame.width - frame.board;
  const bottom = Math.min(top + height, frame.boxHeight - frame.board);
  return [
    path(
      'niche',
      [
        [left, top],
        [right, top],
        [left, bottom],
        [right, bottom],
      ],
      true,
    ),
  ];
}

/**
 * Gola rails: a J rail under the top, and C rails in the gaps between stacked fronts from the
 * top down (spread evenly over the box when the fronts leave fewer gaps than rails).
 */
function golaRails(build: ItemBuild, boxes: readonly FrontBox[], frame: BoxFrame): DrawingShape[] {
  const { width, boxHeight, board } = frame;
  const inner = width - 2 * board;
  const shapes: DrawingShape[] = [];
  if (build.gola.topJ) shapes.push(rect('golaJ', board, 0, inner, DRAWING_RULES.golaJHeightMm));

  const gaps: number[] = [];
  for (let i = 1; i < boxes.length; i += 1) {
    const above = boxes[i - 1];
    const below = boxes[i];
    if (!above || !below || below.y < above.y + above.height) continue;
    const middle = (above.y + above.height + below.y) / 2;
    if (!gaps.some((gap) => Math.abs(gap - middle) < DRAWING_RULES.sameSizeToleranceMm)) {
      gaps.push(middle);
    }
  }
  const rails = build.gola.midRails;
  const centres = gaps.length >= rails ? gaps.slice(0, rails) : evenlySpaced(rails, 0, boxHeight);
  const half = DRAWING_RULES.golaCHeightMm / 2;
  for (const y of centres) shapes.push(rect('golaC', board, y - half, inner, 2 * half));
  return shapes;
}

/** Legs seen from the front, inset from the sides, and the plinth that clips on them (dashed). */
function legsAndToeKick({ width, boxHeight, legHeight, board }: BoxFrame): DrawingShape[] {
  if (legHeight <= 0) return [];
  const count = frontLegCount(width);
  const legWidth = Math.min(DRAWING_RULES.legWidthMm, width / (2 * count));
  const inset = clamp(DRAWING_RULES.legInsetMm, 0, (width - legWidth) / 2);
  const span = width - 2 * inset - legWidth;
  const legs = Array.from({ length: count }, (_, i) =>
    rect(
      'leg',
      inset + (count > 1 ? (span * i) / (count - 1) : span / 2),
      boxHeight,
      legWidth,
      legHeight,
    ),
  );
  return [...legs, rect('toeKick', board, boxHeight, width - 2 * board, legHeight)];
}

/** The shapes of a box (every kind but the single pieces), at the item's width and height. */
export function boxShapes(build: ItemBuild, width: number, height: number): DrawingShape[] {
  const frame = frameOf(build, width, height);
  const boxes = placeFronts(build.fronts, frame.boxHeight);
  return [
    ...carcass(frame),
    ...niche(build, boxes, frame),
    ...frontShapes(boxes),
    ...shelfLines(build, frame),
    ...golaRails(build, boxes, frame),
    ...legsAndToeKick(frame),
  ];
}
