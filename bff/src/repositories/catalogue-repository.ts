import type { Knex } from 'knex';
import { categoryTreeSchema, constructionSchema, type CategoryNode } from '@cutshop/domain';
import { booleanFromDb, numberFromDb, parseJsonColumn } from '../db/columns';

export interface CatalogueRepository {
  /** The whole catalogue as a tree (roots first, siblings in the shop's order). */
  loadTree(): Promise<CategoryNode[]>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  cat_type: string;
  sort_order: number;
  swatch: string | null;
  is_custom: unknown;
  filepath: string | null;
  xmin: unknown;
  xmax: unknown;
  ymin: unknown;
  ymax: unknown;
  zmin: unknown;
  zmax: unknown;
  properties: unknown;
  construction: unknown;
  sheet_length: unknown;
  sheet_width: unknown;
  sheet_thickness: unknown;
  sheet_grain: unknown;
}

const ROOT_ORDER = ['Color', 'Material', 'Category'];

/** A broken catalogue row is a data problem for the shop, not the customer's input. */
function invalidCatalogue(detail: string): Error {
  return new Error(`The catalogue in the database is invalid: ${detail}`);
}

/**
 * A model's construction (docs/production/catalogue.md). Production cannot build a model
 * without one, so a missing or malformed construction stops the load, naming the row.
 */
function constructionOf(row: CategoryRow): unknown {
  let stored: unknown;
  try {
    stored = parseJsonColumn(row.construction);
  } catch {
    throw invalidCatalogue(`model ${row.id} has a construction that is not JSON`);
  }
  if (stored === null || stored === undefined) {
    throw invalidCatalogue(`model ${row.id} has no construction`);
  }
  const checked = constructionSchema.safeParse(stored);
  if (!checked.success) {
    throw invalidCatalogue(`model ${row.id} has an invalid construction: ${checked.error.message}`);
  }
  return checked.data;
}

/** The sheet a tile is cut from; null when the row has none (CUSTOM tiles, furniture). */
function sheetOf(row: CategoryRow): unknown {
  if (row.sheet_length === null || row.sheet_length === undefined) return null;
  return {
    lengthMm: numberFromDb(row.sheet_length),
    widthMm: numberFromDb(row.sheet_width),
    thicknessMm: numberFromDb(row.sheet_thickness),
    grain: booleanFromDb(row.sheet_grain),
  };
}

function modelOf(row: CategoryRow): unknown {
  if (row.xmin === null) return null;
  return {
    bounds: {
      xmin: numberFromDb(row.xmin),
      xmax: numberFromDb(row.xmax),
      ymin: numberFromDb(row.ymin),
      ymax: numberFromDb(row.ymax),
      zmin: numberFromDb(row.zmin),
      zmax: numberFromDb(row.zmax),
    },
    properties: parseJsonColumn(row.properties) ?? {},
    construction: constructionOf(row),
  };
}

interface UncheckedNode {
  id: number;
  name: string;
  catType: string;
  order: number;
  swatch: string | null;
  custom: boolean;
  filepath: string | null;
  model: unknown;
  sheet: unknown;
  children: UncheckedNode[];
}

function buildTree(rows: readonly CategoryRow[]): UncheckedNode[] {
  const nodes = new Map<number, UncheckedNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      catType: row.cat_type,
      order: row.sort_order,
      swatch: row.swatch,
      custom: booleanFromDb(row.is_custom),
      filepath: row.filepath,
      model: modelOf(row),
      sheet: sheetOf(row),
      children: [],
    });
  }
  const roots: UncheckedNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (node === undefined) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  // Roots grouped as the wizard uses them: colour tiles, finish tiles, then furniture.
  const rank = (node: UncheckedNode) => ROOT_ORDER.indexOf(node.catType);
  return roots.sort((a, b) => rank(a) - rank(b));
}

export function createCatalogueRepository(db: Knex): CatalogueRepository {
  return {
    async loadTree() {
      const rows = await db<CategoryRow>('categories')
        .select('*')
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      const checked = categoryTreeSchema.safeParse(buildTree(rows));
      if (!checked.success) throw invalidCatalogue(checked.error.message);
      return checked.data;
    },
  };
}
