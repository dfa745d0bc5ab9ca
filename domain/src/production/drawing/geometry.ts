import type { DrawingGeometry, DrawingShape, DrawingShapeKind } from './types';

/** A rectangle shape; a negative size is drawn as zero (the drawing never throws). */
export function rect(
  kind: DrawingShapeKind,
  x: number,
  y: number,
  width: number,
  height: number,
  excluded = false,
): DrawingShape {
  const geometry: DrawingGeometry = {
    type: 'rect',
    x,
    y,
    width: Math.max(width, 0),
    height: Math.max(height, 0),
  };
  return excluded ? { kind, geometry, excluded } : { kind, geometry };
}

/** A straight line shape. */
export function line(
  kind: DrawingShapeKind,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): DrawingShape {
  return { kind, geometry: { type: 'line', x1, y1, x2, y2 } };
}

/** A path through points, open or closed. */
export function path(
  kind: DrawingShapeKind,
  points: readonly (readonly [number, number])[],
  closed = false,
): DrawingShape {
  return { kind, geometry: { type: 'path', points, closed } };
}

/** Keeps a value inside [min, max] (max wins when the range is empty). */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** `count` values spread evenly strictly inside (from, to): the gaps between them are equal. */
export function evenlySpaced(count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, (_, i) => from + ((to - from) * (i + 1)) / (count + 1));
}
