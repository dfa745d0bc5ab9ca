import {
  colourTiles,
  finishTiles,
  type CategoryNode,
  type FieldError,
  type StoredMaterial,
  type Unit,
  type WireMaterial,
} from '@cutshop/domain';

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
 * The order's material entry as stored: the cabinet colour and the finish, ready-made ones
 * looked up in the catalogue (their names from there), custom ones as the customer gave them.
 */
export function resolveMaterials(
  wire: WireMaterial,
  tree: readonly CategoryNode[],
  orderUnit: Unit,
): { materials: StoredMaterial[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const materials: StoredMaterial[] = [];

  if (typeof wire.color === 'number') {
    const colour = readyMade(colourTiles(tree), wire.color);
    if (colour) materials.push(tileMaterial('cabinet', colour));
    else errors.push({ path: 'material.0.color', message: 'unknown colour' });
  } else {
    materials.push(customMaterial('cabinet', wire.color, orderUnit));
  }

  if (wire.custom) {
    materials.push(customMaterial('finish', wire, orderUnit));
  } else {
    const finish = readyMade(finishTiles(tree), wire.id);
    if (finish) materials.push(tileMaterial('finish', finish));
    else errors.push({ path: 'material.0.id', message: 'unknown material' });
  }
  return { materials, errors };
}
