import type { Knex } from 'knex';
import { applyTableDefaults, jsonColumn } from '../dialects';

/**
 * The catalogue each order was built from (docs/decisions/0008-orders-keep-their-catalogue.md):
 * one row per order, the part of GET /api/categories/ the order uses (each item's model with its
 * type and category, each ready-made colour or finish tile of its materials), as JSON. The BFF
 * writes it with the order at intake and every production output reads it, never the live
 * catalogue. Its own table, so the admin list never reads it.
 *
 * The orders already stored get theirs from the catalogue as it is when this migration runs. A
 * migration imports nothing of the application, so the tree is built here from the catalogue
 * table the way the BFF's catalogue repository builds it, and pruned the way the domain's
 * `catalogueSnapshot` prunes it. The rows are read a page at a time.
 */

const TABLE = 'order_catalogue_snapshots';
const PAGE = 200;
/** Roots grouped as the catalogue serves them: colour tiles, finish tiles, then furniture. */
const ROOT_ORDER = ['Color', 'Material', 'Category'];

interface SnapshotNode {
  id: number;
  name: string;
  catType: string;
  order: number;
  swatch: string | null;
  custom: boolean;
  filepath: string | null;
  model: unknown;
  sheet: unknown;
  children: SnapshotNode[];
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

interface OrderRow {
  uuid: string;
  items: unknown;
  materials: unknown;
}

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function nodeOf(row: CategoryRow): SnapshotNode {
  return {
    id: Number(row.id),
    name: row.name,
    catType: row.cat_type,
    order: Number(row.sort_order),
    swatch: row.swatch,
    custom: bool(row.is_custom),
    filepath: row.filepath,
    model:
      row.xmin === null
        ? null
        : {
            bounds: {
              xmin: num(row.xmin),
              xmax: num(row.xmax),
              ymin: num(row.ymin),
              ymax: num(row.ymax),
              zmin: num(row.zmin),
              zmax: num(row.zmax),
            },
            properties: json(row.properties) ?? {},
            construction: json(row.construction) ?? null,
          },
    sheet:
      row.sheet_length === null || row.sheet_length === undefined
        ? null
        : {
            lengthMm: num(row.sheet_length),
            widthMm: num(row.sheet_width),
            thicknessMm: num(row.sheet_thickness),
            grain: bool(row.sheet_grain),
          },
    children: [],
  };
}

/** The catalogue tree as stored now, in the shape GET /api/categories/ serves. */
async function catalogueTree(knex: Knex): Promise<SnapshotNode[]> {
  const rows = await knex<CategoryRow>('categories')
    .select('*')
    .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
  const nodes = new Map(rows.map((row) => [Number(row.id), nodeOf(row)]));
  const roots: SnapshotNode[] = [];
  for (const row of rows) {
    const node = nodes.get(Number(row.id));
    if (node === undefined) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(Number(row.parent_id));
    (parent ? parent.children : roots).push(node);
  }
  const rank = (node: SnapshotNode) => ROOT_ORDER.indexOf(node.catType);
  return roots.sort((a, b) => rank(a) - rank(b));
}

/** The ids of an order's item models and of its ready-made materials. */
function usedIds(row: OrderRow): { models: Set<number>; tiles: Set<number> } {
  const items = json(row.items);
  const materials = json(row.materials);
  const models = new Set<number>();
  const tiles = new Set<number>();
  for (const item of Array.isArray(items) ? items : []) {
    const id: unknown = (item as { cabinet?: { id?: unknown } } | null)?.cabinet?.id;
    if (typeof id === 'number') models.add(id);
  }
  for (const entry of Array.isArray(materials) ? materials : []) {
    const { id, catType } = (entry ?? {}) as { id?: unknown; catType?: unknown };
    if (typeof id === 'number' && catType !== 'Custom') tiles.add(id);
  }
  return { models, tiles };
}

/** The tree pruned to what one order uses (as the domain's `catalogueSnapshot`). */
function snapshotOf(tree: readonly SnapshotNode[], row: OrderRow): SnapshotNode[] {
  const { models, tiles } = usedIds(row);
  const snapshot: SnapshotNode[] = [];
  for (const root of tree) {
    if (root.catType === 'Category') {
      const types = root.children
        .map((type) => ({
          ...type,
          children: type.children
            .filter((model) => model.model !== null && models.has(model.id))
            .map((model) => ({ ...model, children: [] })),
        }))
        .filter((type) => type.children.length > 0);
      if (types.length > 0) snapshot.push({ ...root, children: types });
    } else if (tiles.has(root.id)) {
      snapshot.push({ ...root, children: [] });
    }
  }
  return snapshot;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE, (table) => {
    applyTableDefaults(knex, table);
    table.uuid('order_uuid').primary().references('uuid').inTable('orders').onDelete('CASCADE');
    // The pruned catalogue tree: the part of GET /api/categories/ the order was built from.
    jsonColumn(knex, table, 'catalogue').notNullable();
  });
  const tree = await catalogueTree(knex);
  let after = '';
  for (;;) {
    const page = await knex<OrderRow>('orders')
      .select('uuid', 'items', 'materials')
      .where('uuid', '>', after)
      .orderBy('uuid')
      .limit(PAGE);
    if (page.length === 0) break;
    await knex(TABLE).insert(
      page.map((row) => ({
        order_uuid: row.uuid,
        catalogue: JSON.stringify(snapshotOf(tree, row)),
      })),
    );
    after = page[page.length - 1]!.uuid;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE);
}
