import type { ItemBuild, PartRole } from '../types';
import { line, rect } from './geometry';
import { frontShapes, placeFronts } from './fronts';
import { DRAWING_RULES } from './rules';
import type { DrawingShape } from './types';

/** The part roles that are the single piece of a sheet kind. */
const PIECE_ROLES: readonly PartRole[] = ['panel', 'filler', 'door', 'drawer_front'];

/**
 * Which way the grain of a single piece runs on the drawing, or null when the material has no
 * grain (or the piece is not among the parts). A part's length is the grain's dimension ('L'),
 * so the grain is vertical when the length is the item's height.
 */
export function pieceGrain(build: ItemBuild): 'vertical' | 'horizontal' | null {
  const piece = build.parts.find((part) => PIECE_ROLES.includes(part.role));
  if (!piece || piece.grain === 'N') return null;
  const lengthIsHeight =
    Math.abs(piece.finished.lengthMm - build.heightMm) <=
    Math.abs(piece.finished.lengthMm - build.widthMm);
  const alongLength = piece.grain === 'L';
  return lengthIsHeight === alongLength ? 'vertical' : 'horizontal';
}

/** Thin lines across the piece in the grain's direction. */
function grainLines(
  grain: 'vertical' | 'horizontal',
  width: number,
  height: number,
): DrawingShape[] {
  const count = DRAWING_RULES.grainLines;
  const inset = Math.min(width, height) * DRAWING_RULES.grainInsetRatio;
  return Array.from({ length: count }, (_, i) => {
    if (grain === 'vertical') {
      const x = (width * (i + 1)) / (count + 1);
      return line('grain', x, inset, x, height - inset);
    }
    const y = (height * (i + 1)) / (count + 1);
    return line('grain', inset, y, width - inset, y);
  });
}

/**
 * A single piece (panel, filler, loose door or drawer front): its outline, the front it is with
 * its hinge side, and its grain when known.
 */
export function sheetShapes(build: ItemBuild, width: number, height: number): DrawingShape[] {
  const fronts = placeFronts(build.fronts, height);
  const grain = pieceGrain(build);
  return [
    rect('sheet', 0, 0, width, height),
    ...(grain ? grainLines(grain, width, height) : []),
    ...frontShapes(fronts),
  ];
}
