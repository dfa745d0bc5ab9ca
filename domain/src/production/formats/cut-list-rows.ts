import type { CutList, CutListCabinet, Part, ProductionMaterial } from '../types';

/** One part line of a cut list with the material and cabinet it belongs to. */
export interface CutListRow {
  material: ProductionMaterial;
  cabinet: CutListCabinet;
  part: Part;
}

/** The cut list's part lines in its order: by material, then cabinet, then part. */
export function cutListRows(cutList: CutList): CutListRow[] {
  return cutList.materials.flatMap(({ material, cabinets }) =>
    cabinets.flatMap((cabinet) => cabinet.parts.map((part) => ({ material, cabinet, part }))),
  );
}

/** A cabinet's name in files: its type and model, e.g. "Base 1 Door B1D-24". */
export function cabinetName(cabinet: Pick<CutListCabinet, 'typeName' | 'modelName'>): string {
  return `${cabinet.typeName} ${cabinet.modelName}`;
}
