import type { Front } from '../types';
import { line, path, rect } from './geometry';
import { DRAWING_RULES } from './rules';
import type { DrawingShape } from './types';

/** A front's rectangle in drawing coordinates, given the y of the box's bottom edge. */
export interface FrontBox {
  front: Front;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Places fronts (given from the box's bottom-left) on the drawing, top to bottom. */
export function placeFronts(fronts: readonly Front[], bottomY: number): FrontBox[] {
  return fronts
    .map((front) => ({
      front,
      x: front.xMm,
      y: bottomY - front.yMm - front.heightMm,
      width: front.widthMm,
      height: front.heightMm,
    }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The hinge-side mark of a door: the opening lines from the corners on the handle side to the
 * middle of the hinge side, so the point of the V shows where the hinges are.
 */
function hingeMark({ x, y, width, height, front }: FrontBox): DrawingShape | null {
  switch (front.hingeSide) {
    case 'left':
      return path('hingeMark', [
        [x + width, y],
        [x, y + height / 2],
        [x + width, y + height],
      ]);
    case 'right':
      return path('hingeMark', [
        [x, y],
        [x + width, y + height / 2],
        [x, y + height],
      ]);
    case 'top':
      return path('hingeMark', [
        [x, y + height],
        [x + width / 2, y],
        [x + width, y + height],
      ]);
    default:
      return null;
  }
}

/** An arrow pointing up in the middle of a lift-up door: its shaft and its head. */
function liftUpArrow({ x, y, width, height }: FrontBox): DrawingShape[] {
  const size = Math.min(width, height);
  const length = size * DRAWING_RULES.arrowLengthRatio;
  const head = size * DRAWING_RULES.arrowHeadRatio;
  const cx = x + width / 2;
  const top = y + height / 2 - length / 2;
  const bottom = top + length;
  return [
    line('liftUpArrow', cx, bottom, cx, top),
    path('liftUpArrow', [
      [cx - head, top + head],
      [cx, top],
      [cx + head, top + head],
    ]),
  ];
}

/** Every front's outline with its marks: doors with their hinge side, lift-ups with an arrow. */
export function frontShapes(boxes: readonly FrontBox[]): DrawingShape[] {
  return boxes.flatMap((box) => {
    const { front } = box;
    const kind = front.role === 'door' ? 'door' : 'drawerFront';
    const shapes = [rect(kind, box.x, box.y, box.width, box.height, !front.included)];
    if (front.role !== 'door') return shapes;
    const mark = hingeMark(box);
    if (mark) shapes.push(mark);
    if (front.liftUp) shapes.push(...liftUpArrow(box));
    return shapes;
  });
}
