import type { Knex } from 'knex';
import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
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
}

const ROOT_ORDER = ['Color', 'Material', 'Category'];

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
      if (!checked.success) {
        // A broken catalogue row is a data problem for the shop, not the customer's input.
        throw new Error(`The catalogue in the database is invalid: ${checked.error.message}`);
      }
      return checked.data;
    },
  };
}
