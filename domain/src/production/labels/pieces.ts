import { buildCutList } from '../cut-list';
import { partId } from '../formats/part-id';
import type { EdgeBanding, ExplodedOrder, Grain, ProductionMaterial } from '../types';

/*
 * The pieces the labels are printed for (docs/production/plans-and-labels.md, "Labels"): every
 * piece of the cut list, its part lines expanded by quantity, in cut-list order (materials,
 * then cabinets, then parts as the explosion lists them, then copy by copy).
 */

/** One piece: what its label says. */
export interface LabelPiece {
  partId: string;
  /** 1..quantity, and the part line's quantity: "2 of 4". */
  copy: number;
  quantity: number;
  name: string;
  cabinet: { index: number; typeName: string; description: string };
  cutLengthMm: number;
  cutWidthMm: number;
  thicknessMm: number;
  material: Pick<ProductionMaterial, 'code' | 'name'>;
  grain: Grain;
  edges: EdgeBanding;
}

/** Every piece of the order's cut list, one per copy. */
export function labelPieces(exploded: ExplodedOrder, orderUuid: string): LabelPiece[] {
  return buildCutList(exploded).materials.flatMap(({ material, cabinets }) =>
    cabinets.flatMap((cabinet) =>
      cabinet.parts.flatMap((part) =>
        Array.from({ length: part.quantity }, (_, copy) => ({
          partId: partId(orderUuid, cabinet.index, part),
          copy: copy + 1,
          quantity: part.quantity,
          name: part.name,
          cabinet: {
            index: cabinet.index,
            typeName: cabinet.typeName,
            description: cabinet.description,
          },
          cutLengthMm: part.cut.lengthMm,
          cutWidthMm: part.cut.widthMm,
          thicknessMm: part.thicknessMm,
          material: { code: material.code, name: material.name },
          grain: part.grain,
          edges: { ...part.edges },
        })),
      ),
    ),
  );
}
