import type { Knex } from 'knex';
import { dropColumns, jsonColumn } from '../dialects';
import { COLOUR_TILES, FINISH_TILES, type SeedPropertyFlag } from '../../seeds/catalogue-data';
import {
  DEFAULT_SHEET,
  flat,
  hung,
  standing,
  type SeedConstruction,
  type SeedConstructionKind,
  type SeedSheet,
} from '../../seeds/construction-data';
import { FURNITURE } from '../../seeds/furniture-data';

/**
 * What production needs from the catalogue, as data (docs/production/catalogue.md): how each
 * model is built (`construction`, JSON) and the sheet each ready-made colour or finish tile is
 * cut from (`sheet_*`, millimetres). Rows already there are filled: the seeded models and tiles
 * with the seed's own values, a model the shop added with a construction read from its flags,
 * any other ready-made tile with the default sheet.
 */

const SHEET_COLUMNS = ['sheet_length', 'sheet_width', 'sheet_thickness'] as const;

/** The flags that say a model has drawers, and the one that says it has a door. */
const DRAWER_FLAGS: readonly SeedPropertyFlag[] = ['frontDrawer', 'drawerSlides', 'drawerHeight'];
const DOOR_FLAG: SeedPropertyFlag = 'includeDoor';
/** The flags a flat piece may carry besides its cut orientation: its material. */
const FLAT_PIECE_FLAGS: readonly SeedPropertyFlag[] = ['cutOrientation', 'cabinetMaterial'];
/** Drawer fronts of a shop-added drawer unit: three, as most of the seeded ones. */
const DERIVED_DRAWER_FRONTS = 3;
/** The kinds that stand on legs when derived from flags. */
const KINDS_ON_LEGS: readonly SeedConstructionKind[] = ['base', 'tall', 'drawerBase'];

interface ExistingRow {
  id: number;
  cat_type: string;
  is_custom: unknown;
  xmin: unknown;
  properties: unknown;
}

function flagsOf(properties: unknown): Set<string> {
  const parsed: unknown = typeof properties === 'string' ? JSON.parse(properties) : properties;
  if (typeof parsed !== 'object' || parsed === null) return new Set();
  return new Set(
    Object.entries(parsed)
      .filter(([, on]) => on === true)
      .map(([flag]) => flag),
  );
}

function kindFromFlags(flags: ReadonlySet<string>): SeedConstructionKind {
  if (flags.has('wallMount')) return 'wall';
  if (DRAWER_FLAGS.some((flag) => flags.has(flag)) && !flags.has(DOOR_FLAG)) return 'drawerBase';
  const onlyFlatFlags = [...flags].every((flag) =>
    FLAT_PIECE_FLAGS.includes(flag as SeedPropertyFlag),
  );
  if (flags.has('cutOrientation') && onlyFlatFlags) return 'panel';
  return 'base';
}

/**
 * The construction of a model the shop added, from its flags alone: wallMount makes a wall
 * unit; drawer flags without a door a drawer unit; cutOrientation (with at most the material)
 * a panel; anything else a base unit. Base, tall and drawer units stand on legs; jProfile adds
 * the top J rail, with cProfile also the C rails between fronts.
 */
export function constructionFromFlags(properties: unknown): SeedConstruction {
  const flags = flagsOf(properties);
  const kind = kindFromFlags(flags);
  const gola = !flags.has('jProfile') ? 'none' : flags.has('cProfile') ? 'topJMidC' : 'topJ';
  const onLegs = KINDS_ON_LEGS.includes(kind);
  if (kind === 'panel') return flat(kind, { gola });
  if (kind === 'drawerBase') {
    return standing(kind, { doorColumns: 0, drawerFronts: DERIVED_DRAWER_FRONTS, gola });
  }
  return onLegs ? standing(kind, { gola }) : hung(kind, { gola });
}

const SEEDED_CONSTRUCTIONS = new Map<number, SeedConstruction>(
  FURNITURE.flatMap((category) => category.types)
    .flatMap((type) => type.models)
    .map((model) => [model.id, model.construction]),
);

const SEEDED_SHEETS = new Map<number, SeedSheet | null>(
  [...COLOUR_TILES, ...FINISH_TILES].map((tile) => [tile.id, tile.sheet]),
);

function isTile(row: ExistingRow): boolean {
  const custom = row.is_custom === true || row.is_custom === 1 || row.is_custom === '1';
  return (row.cat_type === 'Color' || row.cat_type === 'Material') && !custom;
}

function sheetColumns(sheet: SeedSheet) {
  return {
    sheet_length: sheet.lengthMm,
    sheet_width: sheet.widthMm,
    sheet_thickness: sheet.thicknessMm,
    sheet_grain: sheet.grain,
  };
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('categories', (table) => {
    // Models only: how the model is built; null on every other node.
    jsonColumn(knex, table, 'construction').nullable();
    // Ready-made colour and finish tiles only: the sheet, in millimetres; null elsewhere.
    for (const column of SHEET_COLUMNS) table.decimal(column, 8, 2).nullable();
    table.boolean('sheet_grain').nullable();
  });
  const rows = await knex<ExistingRow>('categories').select(
    'id',
    'cat_type',
    'is_custom',
    'xmin',
    'properties',
  );
  for (const row of rows) {
    if (row.xmin !== null) {
      const construction =
        SEEDED_CONSTRUCTIONS.get(row.id) ?? constructionFromFlags(row.properties);
      await knex('categories')
        .where({ id: row.id })
        .update({ construction: JSON.stringify(construction) });
    } else if (isTile(row)) {
      const sheet = SEEDED_SHEETS.get(row.id) ?? DEFAULT_SHEET;
      await knex('categories').where({ id: row.id }).update(sheetColumns(sheet));
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'categories', ['construction', ...SHEET_COLUMNS, 'sheet_grain']);
}
