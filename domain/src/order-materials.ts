import type { CategoryNode } from './catalogue';
import { colourTiles, finishTiles } from './catalogue';
import { fieldError, type FieldError } from './errors';
import type { StoredMaterial, StoredOrder, WireMaterial } from './schemas';
import type { Unit } from './units';

type CustomEntry = Pick<WireMaterial, 'name' | 'x' | 'y' | 'z' | 'grain'> & { unit?: Unit };

function customMaterial(
  materialType: StoredMaterial['materialType'],
  entry: CustomEntry,
  orderUnit: Unit,
): StoredMaterial {
  return {
    materialType,
    name: entry.name,
    x: entry.x,
    y: entry.y,
    z: entry.z,
    grain: entry.grain,
    catType: 'Custom',
    id: null,
    unit: entry.unit ?? orderUnit,
  };
}

function tileMaterial(
  materialType: StoredMaterial['materialType'],
  tile: CategoryNode,
): StoredMaterial {
  return {
    materialType,
    name: tile.name,
    x: null,
    y: null,
    z: null,
    grain: null,
    catType: tile.catType === 'Color' ? 'Color' : 'Material',
    id: tile.id,
  };
}

/** A ready-made tile by id; the CUSTOM tile is not one (custom entries come as objects). */
function readyMade(tiles: readonly CategoryNode[], id: number | null): CategoryNode | undefined {
  return tiles.find((tile) => tile.id === id && !tile.custom);
}

/**
 * The order's wire material as stored: the cabinet colour (materialType 'cabinet') then the
 * finish ('finish'). A ready-made one must be a colour or finish tile of the catalogue and takes
 * its name from there (the client's name is not trusted); a custom one keeps its sizes, grain
 * and unit (the order's unit when the client sent none). Returns the entries it could build and
 * a field error for each ready-made id the catalogue does not offer (`retired`: the ids the shop
 * has retired, which get their own message).
 */
export function materialsFromWire(
  wire: WireMaterial,
  tree: readonly CategoryNode[],
  orderUnit: Unit,
  retired: ReadonlySet<number> = new Set(),
): { materials: StoredMaterial[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const materials: StoredMaterial[] = [];

  if (typeof wire.color === 'number') {
    const colour = readyMade(colourTiles(tree), wire.color);
    if (colour) materials.push(tileMaterial('cabinet', colour));
    else {
      const code = retired.has(wire.color) ? 'retiredColour' : 'unknownColour';
      errors.push(fieldError('material.0.color', code));
    }
  } else {
    materials.push(customMaterial('cabinet', wire.color, orderUnit));
  }

  if (wire.custom) {
    materials.push(customMaterial('finish', wire, orderUnit));
  } else {
    const finish = readyMade(finishTiles(tree), wire.id);
    if (finish) materials.push(tileMaterial('finish', finish));
    else {
      const code = wire.id !== null && retired.has(wire.id) ? 'retiredMaterial' : 'unknownMaterial';
      errors.push(fieldError('material.0.id', code));
    }
  }
  return { materials, errors };
}

/** The cabinet colour of a stored order, if recorded. */
export function cabinetColourOf(order: Pick<StoredOrder, 'material'>): StoredMaterial | undefined {
  return order.material.find((entry) => entry.materialType === 'cabinet');
}

/** The finish material of a stored order, if recorded. */
export function finishMaterialOf(order: Pick<StoredOrder, 'material'>): StoredMaterial | undefined {
  return order.material.find((entry) => entry.materialType === 'finish');
}
