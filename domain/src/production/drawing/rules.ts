import type { Unit } from '../../units';
import type { DrawingShapeKind } from './types';

/**
 * The numbers of the front view (docs/production/drawings.md). Sizes that scale with the item
 * are ratios of its larger side, so a 150 mm filler and a 2400 mm pantry read alike.
 */
export const DRAWING_RULES = {
  /** Empty space around the item, as a ratio of its larger side. */
  marginRatio: 0.04,
  /** Gap from the item's edge to a dimension line, as a ratio of its larger side. */
  dimensionGapRatio: 0.09,
  /** Label text size, as a ratio of the larger side, and its floor in millimetres. */
  textSizeRatio: 0.075,
  minTextSizeMm: 8,
  /** Dash length of dashed lines, as a ratio of the text size. */
  dashRatio: 0.5,
  /** How many characters wide a label's box is taken to be, per character, in text sizes. */
  charWidthRatio: 0.6,
  /** A leg seen from the front: its width, and its inset from the cabinet's side. */
  legWidthMm: 40,
  legInsetMm: 50,
  /** The visible height of a gola J rail at the top and of a C rail between fronts. */
  golaJHeightMm: 30,
  golaCHeightMm: 30,
  /** The lift-up arrow: its length and its head, as ratios of the door's smaller side. */
  arrowLengthRatio: 0.4,
  arrowHeadRatio: 0.1,
  /** Grain lines on a single piece: how many, spread evenly across it, and their end inset. */
  grainLines: 5,
  grainInsetRatio: 0.08,
  /** The largest share of the box's smaller side a board is drawn with (a tiny box keeps room). */
  maxBoardShare: 0.25,
  /** Two numbers this close (mm) are the same size: matches a part's length to a side. */
  sameSizeToleranceMm: 0.5,
} as const;

/** Where labels sit, in text sizes. */
export const LABEL_LAYOUT = {
  /** A label's baseline below its horizontal dimension line. */
  labelLine: 1.2,
  /** The depth text's baseline below the width label's. */
  depthLine: 1.4,
  /** The height label's start right of its vertical dimension line. */
  sideLabelGap: 0.5,
  /** From a text's middle to its baseline (the height label is centred on the item). */
  baselineShift: 0.35,
  /** The half-length of a dimension line's end tick. */
  tickRatio: 0.33,
} as const;

/**
 * Front legs seen from the front by the cabinet's width: the first row whose `belowMm` the
 * width is under (or equal to, with `inclusive`). Half of the legs the hardware summary counts
 * (docs/production/hardware.md: 4, 6 or 8 by width); the others stand behind them.
 */
export const FRONT_LEGS_BY_WIDTH: readonly { belowMm: number; inclusive: boolean; legs: number }[] =
  [
    { belowMm: 1000, inclusive: false, legs: 2 },
    { belowMm: 1800, inclusive: true, legs: 3 },
    { belowMm: Number.POSITIVE_INFINITY, inclusive: true, legs: 4 },
  ];

/** Decimals of a dimension label, per unit: whole millimetres and tenths, hundredths of inches. */
export const LABEL_DECIMALS: Record<Unit, number> = { mm: 1, in: 2 };

/** How a renderer draws each kind of shape. */
export interface ShapeStyle {
  /** heavy: outlines; normal: fronts and boards; light: marks, hidden and hint lines. */
  weight: 'heavy' | 'normal' | 'light';
  dashed: boolean;
  /** none; paper: the page colour (hides what is behind); muted: a light tint; ink: the line colour. */
  fill: 'none' | 'paper' | 'muted' | 'ink';
}

/** The style of every shape kind: adjustable shelves and the plinth dashed, fixed shelves solid. */
export const DRAWING_STYLES: Record<DrawingShapeKind, ShapeStyle> = {
  carcass: { weight: 'heavy', dashed: false, fill: 'paper' },
  sideEdge: { weight: 'normal', dashed: false, fill: 'muted' },
  topEdge: { weight: 'normal', dashed: false, fill: 'muted' },
  bottomEdge: { weight: 'normal', dashed: false, fill: 'muted' },
  shelfAdjustable: { weight: 'light', dashed: true, fill: 'none' },
  shelfFixed: { weight: 'normal', dashed: false, fill: 'muted' },
  niche: { weight: 'light', dashed: false, fill: 'none' },
  door: { weight: 'normal', dashed: false, fill: 'paper' },
  drawerFront: { weight: 'normal', dashed: false, fill: 'paper' },
  hingeMark: { weight: 'light', dashed: true, fill: 'none' },
  liftUpArrow: { weight: 'normal', dashed: false, fill: 'none' },
  golaJ: { weight: 'normal', dashed: false, fill: 'ink' },
  golaC: { weight: 'normal', dashed: false, fill: 'ink' },
  leg: { weight: 'normal', dashed: false, fill: 'muted' },
  toeKick: { weight: 'light', dashed: true, fill: 'none' },
  sheet: { weight: 'heavy', dashed: false, fill: 'paper' },
  grain: { weight: 'light', dashed: false, fill: 'none' },
};
