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

/**
 * A cabinet's name in files: its model, and its type in brackets when the model's name does not
 * already say it ("Base 1 Door Handleless", "Base 3 Drawers (Base Drawers)").
 */
export function cabinetName(cabinet: Pick<CutListCabinet, 'typeName' | 'modelName'>): string {
  const model = cabinet.modelName.trim();
  const type = cabinet.typeName.trim();
  return model.toLowerCase().startsWith(type.toLowerCase()) ? model : `${model} (${type})`;
}
