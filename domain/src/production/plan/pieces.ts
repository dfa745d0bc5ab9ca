import { partId } from '../formats/part-id';
import type { NestingPiece } from '../nesting/types';
import type { CutListMaterial, Grain } from '../types';

/*
 * The pieces of one material of the cut list, as the guillotine planner takes them
 * (docs/production/plans-and-labels.md): one piece per part line, named by its stable part id.
 */

/** What the plan tells of a part line besides its place on a sheet. */
export interface PartLine {
  partId: string;
  name: string;
  cabinetIndex: number;
  quantity: number;
  cutLengthMm: number;
  cutWidthMm: number;
  grain: Grain;
}

/**
 * The part lines of one cut-list material in cut-list order (cabinets in item order, parts as
 * the explosion lists them), each with its part id `partId(orderUuid, cabinet index, part)`.
 */
export function partLines(material: CutListMaterial, orderUuid: string): PartLine[] {
  return material.cabinets.flatMap((cabinet) =>
    cabinet.parts.map((part) => ({
      partId: partId(orderUuid, cabinet.index, part),
      name: part.name,
      cabinetIndex: cabinet.index,
      quantity: part.quantity,
      cutLengthMm: part.cut.lengthMm,
      cutWidthMm: part.cut.widthMm,
      grain: part.grain,
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
