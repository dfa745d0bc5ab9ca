import type { Knex } from 'knex';
import { COLOUR_TILES, FINISH_TILES, type SeedModel, type SeedTile } from './catalogue-data';
import { FURNITURE } from './furniture-data';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_es: string;
  cat_type: 'Category' | 'Color' | 'Material';
  sort_order: number;
  swatch: string | null;
  is_custom: boolean;
  filepath: string | null;
  xmin: number | null;
  xmax: number | null;
  ymin: number | null;
  ymax: number | null;
  zmin: number | null;
  zmax: number | null;
  properties: string | null;
  construction: string | null;
  sheet_length: number | null;
  sheet_width: number | null;
  sheet_thickness: number | null;
  sheet_grain: boolean | null;
}

const NO_MODEL = {
  xmin: null,
  xmax: null,
  ymin: null,
  ymax: null,
  zmin: null,
  zmax: null,
  properties: null,
  construction: null,
} as const;

const NO_SHEET = {
  sheet_length: null,
  sheet_width: null,
  sheet_thickness: null,
  sheet_grain: null,
} as const;

function sheetOf(tile: SeedTile) {
  if (tile.sheet === null) return NO_SHEET;
  return {
    sheet_length: tile.sheet.lengthMm,
    sheet_width: tile.sheet.widthMm,
    sheet_thickness: tile.sheet.thicknessMm,
    sheet_grain: tile.sheet.grain,
  };
}

function tileRow(tile: SeedTile, catType: 'Color' | 'Material', position: number): CategoryRow {
  return {
    id: tile.id,
    parent_id: null,
    name: tile.name,
    name_es: tile.nameEs,
    cat_type: catType,
    sort_order: position,
    swatch: tile.swatch,
    is_custom: tile.custom ?? false,
    filepath: null,
    ...NO_MODEL,
    ...sheetOf(tile),
  };
}

function groupRow(
  id: number,
  parentId: number | null,
  names: { name: string; nameEs: string },
  position: number,
) {
  const row: CategoryRow = {
    id,
    parent_id: parentId,
    name: names.name,
    name_es: names.nameEs,
    cat_type: 'Category',
    sort_order: position,
    swatch: null,
    is_custom: false,
    filepath: null,
    ...NO_MODEL,
    ...NO_SHEET,
  };
  return row;
}

function modelRow(model: SeedModel, typeId: number, position: number): CategoryRow {
  const [xmin, xmax, ymin, ymax, zmin, zmax] = model.bounds;
  const properties = Object.fromEntries(model.flags.map((flag) => [flag, true]));
  return {
    ...groupRow(model.id, typeId, model, position),
    xmin,
    xmax,
    ymin,
    ymax,
    zmin,
    zmax,
    properties: JSON.stringify(properties),
    construction: JSON.stringify(model.construction),
  };
}

/** Every catalogue row, parents before their children. */
export function catalogueRows(): CategoryRow[] {
  const rows: CategoryRow[] = [
    ...COLOUR_TILES.map((tile, index) => tileRow(tile, 'Color', index + 1)),
    ...FINISH_TILES.map((tile, index) => tileRow(tile, 'Material', index + 1)),
  ];
  FURNITURE.forEach((category, categoryIndex) => {
    rows.push(groupRow(category.id, null, category, categoryIndex + 1));
    category.types.forEach((type, typeIndex) => {
      rows.push(groupRow(type.id, category.id, type, typeIndex + 1));
      type.models.forEach((model, modelIndex) => {
        rows.push(modelRow(model, type.id, modelIndex + 1));
      });
    });
  });
  return rows;
}

async function isEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('categories').first('id');
  return row === undefined;
}

/**
 * The rows as the table takes them: without the Spanish names while the table has no column for
 * them yet (a database migrated only part of the way, as the migration tests leave it; migration
 * 20261126120000 then gives the seeded rows their Spanish names).
 */
async function insertableRows(knex: Knex): Promise<Partial<CategoryRow>[]> {
  const rows = catalogueRows();
  if (await knex.schema.hasColumn('categories', 'name_es')) return rows;
  return rows.map(({ name_es: _nameEs, ...row }) => row);
}

/**
 * Fills an empty catalogue. A catalogue that already has rows is the shop's own and is left as
 * it is, so running the seed again (every start does) changes nothing.
 */
export async function seed(knex: Knex): Promise<boolean> {
  if (!(await isEmpty(knex))) return false;
  const rows = await insertableRows(knex);
  try {
    await knex.transaction(async (trx) => {
      // The rows are in tree order, so MySQL's row-by-row foreign key check sees parents first.
      await trx('categories').insert(rows);
    });
    return true;
  } catch (error) {
    // Two processes starting together both saw an empty table; the other one won.
    if (!(await isEmpty(knex))) return false;
    throw error;
  }
}
