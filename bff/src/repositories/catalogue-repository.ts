import type { Knex } from 'knex';
import { withRetriedTransaction } from '../db/retried-transaction';
import {
  catalogueEntrySchema,
  constructionSchema,
  withoutRetired,
  type CatalogueEntry,
  type CategoryNode,
  type EditableNode,
  type FieldChange,
} from '@cutshop/domain';
import { z } from 'zod';
import {
  booleanFromDb,
  isoFromDb,
  numberFromDb,
  parseJsonColumn,
  toDbTimestamp,
  toJsonColumn,
} from '../db/columns';

/** What a change did to a node, as the history records it. */
import type { CatalogueAction } from '@cutshop/domain';

export type { CatalogueAction };

/** One change to record: which node, what, by whom (the admin's e-mail), when, field by field. */
export interface CatalogueChange {
  nodeId: number;
  action: CatalogueAction;
  by: string;
  at: Date;
  changes: FieldChange[];
}

/** One row of the catalogue's history as it is read. */
export interface CatalogueHistoryRecord {
  id: number;
  nodeId: number;
  action: CatalogueAction;
  by: string;
  /** ISO 8601 with milliseconds. */
  at: string;
  changes: FieldChange[];
}

/** A node the shop's import brings, as it is stored: its fields, place and state. */
export interface ImportedNode {
  id: number;
  fields: EditableNode;
  retired: boolean;
}

/** What an import writes, worked out by the service from the domain's import plan. */
export interface CatalogueImportWrites {
  /** New nodes with the file's ids, parents before their children. */
  inserts: ImportedNode[];
  /** Nodes whose fields or state change (each gets a new version). */
  updates: ImportedNode[];
  /** Nodes the file leaves out: retired. */
  retire: number[];
  /** One history row per node the import changes. */
  history: CatalogueChange[];
}

/**
 * The catalogue table and its history. Every write method is one transaction (the caller's,
 * when it runs in one: the service runs several of them in one `repositories.transaction`)
 * with its history rows and the revision's bump; nothing is ever deleted.
 */
export interface CatalogueRepository {
  /** The customers' catalogue as a tree (retired nodes and what sits under them left out). */
  loadTree(): Promise<CategoryNode[]>;
  /** The whole catalogue, retired nodes included, each with its version and state. */
  loadEntries(): Promise<CatalogueEntry[]>;
  /** The catalogue's revision: it grows with every change (one primary-key row). */
  revision(): Promise<number>;
  /**
   * Locks the catalogue for a change until the transaction ends (the revision's row), so that
   * what the change then reads is what it writes over. Call it first in the transaction.
   */
  lockForChange(): Promise<void>;
  /** Stores a new node; answers its id. */
  create(fields: EditableNode, change: Omit<CatalogueChange, 'nodeId'>): Promise<number>;
  /**
   * Replaces a node's editable fields if it is still at `version` (its version then grows by
   * one); false, and nothing written, when it is not (someone changed it meanwhile).
   */
  update(
    id: number,
    version: number,
    fields: EditableNode,
    change: Omit<CatalogueChange, 'nodeId'>,
  ): Promise<boolean>;
  /** Retires (or restores) a node; false, and nothing written, when it is so already. */
  setRetired(
    id: number,
    retired: boolean,
    change: Omit<CatalogueChange, 'nodeId' | 'changes'>,
  ): Promise<boolean>;
  /** Writes an import: inserts, updates and retirements, with their history. */
  applyImport(writes: CatalogueImportWrites): Promise<void>;
  /** The history, newest first: of one node, or of every node when `nodeId` is undefined. */
  history(query: { nodeId?: number; limit: number }): Promise<CatalogueHistoryRecord[]>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_es?: string | null;
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
  // Since migration 20261126120000 (absent on a database migrated only part of the way).
  version?: unknown;
  retired?: unknown;
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
  nameEs: string | null;
  catType: string;
  order: number;
  swatch: string | null;
  custom: boolean;
  filepath: string | null;
  model: unknown;
  sheet: unknown;
  version: number;
  retired: boolean;
  children: UncheckedNode[];
}

function buildTree(rows: readonly CategoryRow[]): UncheckedNode[] {
  const nodes = new Map<number, UncheckedNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      nameEs: row.name_es ?? null,
      catType: row.cat_type,
      order: row.sort_order,
      swatch: row.swatch,
      custom: booleanFromDb(row.is_custom),
      filepath: row.filepath,
      model: modelOf(row),
      sheet: sheetOf(row),
      version: row.version === undefined ? 1 : Number(row.version),
      retired: booleanFromDb(row.retired),
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

const entriesSchema = z.array(catalogueEntrySchema);

/** Millimetres as the decimal(8,2) columns keep them, so both databases read back the same. */
function mm(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The columns of a node's editable fields (filepath, custom and state are kept as they are). */
function columnsOf(fields: EditableNode) {
  const { model, sheet } = fields;
  return {
    parent_id: fields.parentId,
    name: fields.name,
    name_es: fields.nameEs,
    cat_type: fields.catType,
    sort_order: fields.order,
    swatch: fields.swatch,
    xmin: model === null ? null : mm(model.bounds.xmin),
    xmax: model === null ? null : mm(model.bounds.xmax),
    ymin: model === null ? null : mm(model.bounds.ymin),
    ymax: model === null ? null : mm(model.bounds.ymax),
    zmin: model === null ? null : mm(model.bounds.zmin),
    zmax: model === null ? null : mm(model.bounds.zmax),
    properties: model === null ? null : toJsonColumn(model.properties),
    construction: model === null ? null : toJsonColumn(model.construction),
    sheet_length: sheet === null ? null : mm(sheet.lengthMm),
    sheet_width: sheet === null ? null : mm(sheet.widthMm),
    sheet_thickness: sheet === null ? null : mm(sheet.thicknessMm),
    sheet_grain: sheet === null ? null : sheet.grain,
  };
}

interface HistoryRow {
  id: number;
  node_id: number;
  action: string;
  changed_by: string;
  changed_at: unknown;
  changes: unknown;
}

function historyRowOf(change: CatalogueChange) {
  return {
    node_id: change.nodeId,
    action: change.action,
    changed_by: change.by,
    changed_at: toDbTimestamp(change.at),
    changes: toJsonColumn(change.changes),
  };
}

/** History rows are inserted a few at a time: an import may change hundreds of nodes. */
const HISTORY_BATCH = 100;

/** `work` in the caller's transaction, or in one of its own. */
function inTransaction<T>(db: Knex, work: (trx: Knex) => Promise<T>): Promise<T> {
  return db.isTransaction
    ? work(db)
    : withRetriedTransaction(db, (trx) => work(trx), { what: 'catalogue change' });
}

async function bumpRevision(db: Knex): Promise<void> {
  await db('catalogue_revision')
    .where({ id: 1 })
    .update({ revision: db.raw('?? + 1', ['revision']) });
}

export function createCatalogueRepository(db: Knex): CatalogueRepository {
  async function loadEntries(): Promise<CatalogueEntry[]> {
    const rows = await db<CategoryRow>('categories')
      .select('*')
      .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
    const checked = entriesSchema.safeParse(buildTree(rows));
    if (!checked.success) throw invalidCatalogue(checked.error.message);
    return checked.data;
  }

  return {
    loadEntries,

    async loadTree() {
      return withoutRetired(await loadEntries());
    },

    async revision() {
      const row = await db('catalogue_revision').where({ id: 1 }).first('revision');
      return row === undefined ? 0 : Number(row.revision);
    },

    async lockForChange() {
      // An update of the one row takes its lock (MySQL/MariaDB) or the write lock (SQLite).
      await db('catalogue_revision')
        .where({ id: 1 })
        .update({ revision: db.raw('??', ['revision']) });
    },

    create(fields, change) {
      return inTransaction(db, async (trx) => {
        const [inserted] = await trx('categories').insert({
          ...columnsOf(fields),
          is_custom: false,
          filepath: null,
          version: 1,
          retired: false,
          updated_at: toDbTimestamp(change.at),
        });
        const id = Number(inserted);
        await trx('catalogue_history').insert(historyRowOf({ ...change, nodeId: id }));
        await bumpRevision(trx);
        return id;
      });
    },

    update(id, version, fields, change) {
      return inTransaction(db, async (trx) => {
        const updated = await trx('categories')
          .where({ id, version })
          .update({
            ...columnsOf(fields),
            version: version + 1,
            updated_at: toDbTimestamp(change.at),
          });
        if (updated === 0) return false;
        await trx('catalogue_history').insert(historyRowOf({ ...change, nodeId: id }));
        await bumpRevision(trx);
        return true;
      });
    },

    setRetired(id, retired, change) {
      return inTransaction(db, async (trx) => {
        const updated = await trx('categories')
          .where({ id, retired: !retired })
          .update({
            retired,
            version: trx.raw('?? + 1', ['version']),
            updated_at: toDbTimestamp(change.at),
          });
        if (updated === 0) return false;
        const changes: FieldChange[] = [{ field: 'retired', before: !retired, after: retired }];
        await trx('catalogue_history').insert(historyRowOf({ ...change, nodeId: id, changes }));
        await bumpRevision(trx);
        return true;
      });
    },

    applyImport(writes) {
      return inTransaction(db, async (trx) => {
        const at = toDbTimestamp(writes.history[0]?.at ?? new Date());
        // In the file's order, so a parent is always there before its children.
        for (const node of writes.inserts) {
          await trx('categories').insert({
            id: node.id,
            ...columnsOf(node.fields),
            is_custom: false,
            filepath: null,
            version: 1,
            retired: node.retired,
            updated_at: at,
          });
        }
        for (const node of writes.updates) {
          await trx('categories')
            .where({ id: node.id })
            .update({
              ...columnsOf(node.fields),
              retired: node.retired,
              version: trx.raw('?? + 1', ['version']),
              updated_at: at,
            });
        }
        if (writes.retire.length > 0) {
          await trx('categories')
            .whereIn('id', writes.retire)
            .update({ retired: true, version: trx.raw('?? + 1', ['version']), updated_at: at });
        }
        const rows = writes.history.map(historyRowOf);
        for (let from = 0; from < rows.length; from += HISTORY_BATCH) {
          await trx('catalogue_history').insert(rows.slice(from, from + HISTORY_BATCH));
        }
        await bumpRevision(trx);
      });
    },

    async history({ nodeId, limit }) {
      const query = db<HistoryRow>('catalogue_history').select('*');
      if (nodeId !== undefined) query.where({ node_id: nodeId });
      const rows = await query.orderBy('id', 'desc').limit(limit);
      return rows.map((row) => ({
        id: Number(row.id),
        nodeId: Number(row.node_id),
        action: row.action as CatalogueAction,
        by: row.changed_by,
        at: isoFromDb(row.changed_at),
        changes: parseJsonColumn(row.changes) as FieldChange[],
      }));
    },
  };
}
