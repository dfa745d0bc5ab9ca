import { partId } from '../formats/part-id';
import type { NestingPiece } from '../nesting/types';
import { partNumber, type PartNumbers } from '../formats/part-number';
import type { CutListMaterial, EdgeBanding, Grain } from '../types';

/*
 * The pieces of one material of the cut list, as the guillotine planner takes them
 * (docs/production/plans-and-labels.md): one piece per part line, named by its stable part id.
 */

/** What the plan tells of a part line besides its place on a sheet. */
export interface PartLine {
  partId: string;
  name: string;
  cabinetIndex: number;
  /** Its short number, `2.5`. */
  partNumber: string;
  quantity: number;
  cutLengthMm: number;
  cutWidthMm: number;
  grain: Grain;
  edges: EdgeBanding;
}

/**
 * The part lines of one cut-list material in cut-list order (cabinets in item order, parts as
 * the explosion lists them), each with its part id `partId(orderUuid, cabinet index, part)` and
 * its short number from `numbers` (the cut list's `partNumbers`; without it, the part's place in
 * this material's list of the item).
 */
export function partLines(
  material: CutListMaterial,
  orderUuid: string,
  numbers?: PartNumbers,
): PartLine[] {
  return material.cabinets.flatMap((cabinet) =>
    cabinet.parts.map((part, index) => ({
      partId: partId(orderUuid, cabinet.index, part),
      name: part.name,
      cabinetIndex: cabinet.index,
      partNumber: numbers?.(cabinet.index, part.code) ?? partNumber(cabinet.index, index + 1),
      quantity: part.quantity,
      cutLengthMm: part.cut.lengthMm,
      cutWidthMm: part.cut.widthMm,
      grain: part.grain,
      edges: { ...part.edges },
    })),
  );
}

/** The planner's pieces of the part lines: cut size, quantity and grain, named by the part id. */
export function nestingPieces(lines: readonly PartLine[]): NestingPiece[] {
  return lines.map((line) => ({
    id: line.partId,
    lengthMm: line.cutLengthMm,
    widthMm: line.cutWidthMm,
    quantity: line.quantity,
    grain: line.grain,
  }));
}
