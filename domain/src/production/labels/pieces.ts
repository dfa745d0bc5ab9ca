import { buildCutList } from '../cut-list';
import { partId } from '../formats/part-id';
import type { CuttingPlan } from '../plan/types';
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
  /**
   * The id of the stock offcut the piece is cut from (docs/production/nesting.md, "Offcuts
   * from stock"); absent for a piece of a new sheet.
   */
  fromOffcut?: string;
}

/** The stock offcut each piece of a plan is cut from, by `<part id> #<copy>`. */
function offcutOfPieces(plan: CuttingPlan | undefined): Map<string, string> {
  const offcuts = new Map<string, string>();
  for (const material of plan?.materials ?? []) {
    for (const sheet of material.sheets) {
      if (!sheet.source) continue;
      for (const placement of sheet.placements) {
        offcuts.set(`${placement.partId} #${placement.copy}`, sheet.source.offcut.id);
      }
    }
  }
  return offcuts;
}

/**
 * Every piece of the order's cut list, one per copy; with the order's cutting plan, a piece the
 * plan lays on a stock offcut names it.
 */
export function labelPieces(
  exploded: ExplodedOrder,
  orderUuid: string,
  plan?: CuttingPlan,
): LabelPiece[] {
  const offcuts = offcutOfPieces(plan);
  return buildCutList(exploded).materials.flatMap(({ material, cabinets }) =>
    cabinets.flatMap((cabinet) =>
      cabinet.parts.flatMap((part) =>
        Array.from({ length: part.quantity }, (_, copy) => {
          const id = partId(orderUuid, cabinet.index, part);
          const fromOffcut = offcuts.get(`${id} #${copy + 1}`);
          return {
            partId: id,
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
            ...(fromOffcut === undefined ? {} : { fromOffcut }),
          };
        }),
      ),
    ),
  );
}
