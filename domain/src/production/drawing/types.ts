import type { ConstructionKind } from '../../construction';
import type { Unit } from '../../units';
import type { HingeSide } from '../types';

/*
 * A drawing as data (docs/production/drawings.md): shapes and dimension lines in millimetres, in
 * SVG coordinates (x to the right, y downwards, the item's top-left corner at 0,0). The web
 * component and the standalone SVG file render the same description.
 */

/** What a shape shows; renderers pick line weight, dashes and fill from it (DRAWING_STYLES). */
export type DrawingShapeKind =
  | 'carcass'
  | 'sideEdge'
  | 'topEdge'
  | 'bottomEdge'
  | 'door'
  | 'drawerFront'
  | 'hingeMark'
  | 'liftUpArrow'
  | 'shelfAdjustable'
  | 'shelfFixed'
  | 'leg'
  | 'golaJ'
  | 'golaC'
  | 'niche'
  | 'toeKick'
  | 'sheet'
  | 'grain';

/** A rectangle, a straight line, or an open or closed path through points. */
export type DrawingGeometry =
  | { type: 'rect'; x: number; y: number; width: number; height: number }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number }
  | { type: 'path'; points: readonly (readonly [number, number])[]; closed: boolean };

export interface DrawingShape {
  kind: DrawingShapeKind;
  geometry: DrawingGeometry;
  /** A front the order leaves out (box only): drawn dashed, as a hint of where it goes. */
  excluded?: boolean;
}

/** A straight segment: x1, y1, x2, y2. */
export type DimensionSegment = readonly [number, number, number, number];

/**
 * A dimension line: the measured span from `from` to `to` (on the item), drawn parallel to it at
 * `at` (the y of a horizontal line, the x of a vertical one), with its label at `labelX, labelY`.
 */
export interface DimensionLine {
  axis: 'horizontal' | 'vertical';
  from: number;
  to: number;
  /** Where the item's edge is, on the other axis: the extension lines run from here to `at`. */
  edge: number;
  at: number;
  label: string;
  labelX: number;
  labelY: number;
  /** What to draw: the extension lines, the line and its end ticks. */
  segments: DimensionSegment[];
}

/** A free text, such as the depth. */
export interface DrawingText {
  kind: 'depth';
  x: number;
  y: number;
  text: string;
}

/** A front view of one item: everything a renderer needs, in millimetres. */
export interface Drawing {
  kind: ConstructionKind;
  unit: Unit;
  viewBox: { x: number; y: number; width: number; height: number };
  /** The item's outside width and height (legs included), as drawn. */
  widthMm: number;
  heightMm: number;
  shapes: DrawingShape[];
  dimensions: DimensionLine[];
  texts: DrawingText[];
  /** Text size and dash length in drawing units, scaled to the item so labels stay legible. */
  textSizeMm: number;
  dashMm: number;
}

export interface FrontViewOptions {
  /** The letter before the depth text ('D' by default; the web passes its language's). */
  depthPrefix?: string;
  /** The decimal separator of the labels ('.' by default; the web passes its language's). */
  decimalSeparator?: string;
}

/** A door as a text alternative needs it. */
interface DoorFact {
  hingeSide: HingeSide | null;
  liftUp: boolean;
  included: boolean;
}

/** The facts a text alternative of a drawing needs; the web words them in its language. */
export interface DrawingFacts {
  kind: ConstructionKind;
  unit: Unit;
  /** Sizes with their unit, as the dimension lines show them, e.g. '600 mm'. */
  width: string;
  height: string;
  /** Null when the item has no depth (panels, fillers, loose fronts). */
  depth: string | null;
  /** The same sizes without their unit, e.g. '600', for 'W x H unit' wording. */
  values: { width: string; height: string; depth: string | null };
  doors: DoorFact[];
  /** Drawer fronts shown, and the drawers behind closed doors. */
  drawerFronts: number;
  internalDrawers: number;
  shelves: { adjustable: number; fixed: number };
  /** Legs seen from the front (0 when it does not stand on legs). */
  legs: number;
  onLegs: boolean;
  rails: { topJ: boolean; mid: number };
  niche: boolean;
  /** The grain's direction on a single piece, when the material has one. */
  grain: 'vertical' | 'horizontal' | null;
}
