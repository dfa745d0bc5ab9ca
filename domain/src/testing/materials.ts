/*
 * The cabinet colours and finishes of the sample orders, as the customer chooses them and as an
 * order stores them: a ready-made tile (its catalogue id and name, no sizes of its own) or a
 * custom sheet of 96 x 48 x 0.75 in with grain.
 */
import type { MaterialChoice, StoredMaterial } from '..';

type MaterialType = StoredMaterial['materialType'];

/** What a ready-made tile carries instead of sizes. */
const NO_SIZES = { x: null, y: null, z: null, grain: null } as const;

/** The custom sheet of the samples, in inches. */
const CUSTOM_SHEET = { x: 96, y: 48, z: 0.75, grain: true } as const;

/**
 * A ready-made tile as an order stores it: the cabinet colour is a Color tile, the finish a
 * Material tile.
 */
export function storedTile(materialType: MaterialType, name: string, id: number): StoredMaterial {
  const catType = materialType === 'cabinet' ? 'Color' : 'Material';
  return { materialType, name, ...NO_SIZES, catType, id };
}

/** A custom material as an order stores it: the custom sheet, then `changes`. */
export function storedCustom(
  materialType: MaterialType,
  name: string,
  changes: Partial<StoredMaterial> = {},
): StoredMaterial {
  return { materialType, name, ...CUSTOM_SHEET, catType: 'Custom', id: null, ...changes };
}

/** A custom material as the customer chooses it: the custom sheet, in inches. */
export function customChoice(materialType: MaterialType, name: string): MaterialChoice {
  return { id: null, name, ...CUSTOM_SHEET, unit: 'in', custom: true, materialType };
}
