import type { CatType, CategoryNode } from './catalogue';
import { findNode } from './catalogue';
import { ValidationError } from './errors';
import type { FieldError } from './errors';
import type { MaterialChoice, StoredMaterial, StoredOrder, WireMaterial } from './schemas';
import type { Unit } from './units';

type CustomMaterial = Pick<MaterialChoice, 'name' | 'x' | 'y' | 'z' | 'grain'> & { unit?: Unit };

function storedCustom(
  material: CustomMaterial,
  materialType: StoredMaterial['materialType'],
  orderUnit: Unit,
): StoredMaterial {
  return {
    materialType,
    name: material.name,
    x: material.x,
    y: material.y,
    z: material.z,
    grain: material.grain,
    catType: 'Custom',
    id: null,
    unit: material.unit ?? orderUnit,
  };
}

function storedReadyMade(
  tree: readonly CategoryNode[],
  id: number | null,
  catType: Exclude<CatType, 'Category'>,
  materialType: StoredMaterial['materialType'],
  path: string,
  problems: FieldError[],
): StoredMaterial | undefined {
  const tile = id === null ? undefined : findNode(tree, id);
  if (!tile || tile.catType !== catType || tile.custom) {
    problems.push({ path, message: `no ${catType} tile with id ${String(id)}` });
    return undefined;
  }
  return { materialType, name: tile.name, x: null, y: null, z: null, grain: null, catType, id };
}

/**
 * The material entries to store for an order's wire material: the cabinet colour
 * (materialType 'cabinet') then the finish ('finish'). Ready-made ones take their name from the
 * catalogue (the client's name is not trusted); custom ones keep their sizes, grain and unit
 * (the order's unit when the client sent none). Throws a ValidationError when a ready-made id
 * is not a tile of the right kind.
 */
export function storedMaterialsFromWire(
  wire: WireMaterial,
  tree: readonly CategoryNode[],
  orderUnit: Unit,
): StoredMaterial[] {
  const problems: FieldError[] = [];
  const colour =
    typeof wire.color === 'number'
      ? storedReadyMade(tree, wire.color, 'Color', 'cabinet', 'material.0.color', problems)
      : storedCustom(wire.color, 'cabinet', orderUnit);
  const finish = wire.custom
    ? storedCustom(wire, 'finish', orderUnit)
    : storedReadyMade(tree, wire.id, 'Material', 'finish', 'material.0.id', problems);
  if (problems.length > 0 || !colour || !finish) throw new ValidationError(problems);
  return [colour, finish];
}

/** The cabinet colour of a stored order, if recorded. */
export function cabinetColourOf(order: Pick<StoredOrder, 'material'>): StoredMaterial | undefined {
  return order.material.find((entry) => entry.materialType === 'cabinet');
}

/** The finish material of a stored order, if recorded. */
export function finishMaterialOf(order: Pick<StoredOrder, 'material'>): StoredMaterial | undefined {
  return order.material.find((entry) => entry.materialType === 'finish');
}
