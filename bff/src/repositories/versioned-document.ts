import type { Knex } from 'knex';
import type { FieldChange } from '@cutshop/domain';
import { withRetriedTransaction } from '../db/retried-transaction';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';

/** One save of a document to record: who (the admin's e-mail), when, field by field. */
export interface DocumentChange {
  by: string;
  at: Date;
  changes: FieldChange[];
}

/** One row of a document's history as it is read. */
export interface DocumentHistoryRecord {
  id: number;
  /** The version the save made. */
  version: number;
  by: string;
  /** ISO 8601 with milliseconds. */
  at: string;
  changes: FieldChange[];
}

/** Where a document lives: its one row (id 1) and its history table. */
interface DocumentTables {
  table: string;
  /** The JSON column of the document in `table` (null: none set). */
  column: string;
  history: string;
  /** What a retried transaction is called in the logs. */
  what: string;
}

interface HistoryRow {
  id: unknown;
  version: unknown;
  changed_by: string;
  changed_at: unknown;
  changes: unknown;
  [column: string]: unknown;
}

/**
 * A document the shop edits as a whole, kept in one row whose version is also its revision (the
 * price list, docs/production/prices.md; the production settings, docs/production/nesting.md):
 * every save adds one to the version, in the same transaction as its history row.
 */
export function versionedDocument(db: Knex, tables: DocumentTables) {
  /** `work` in the caller's transaction, or in one of its own. */
  function inTransaction<T>(work: (trx: Knex) => Promise<T>): Promise<T> {
    return db.isTransaction
      ? work(db)
      : withRetriedTransaction(db, (trx) => work(trx), { what: tables.what });
  }

  return {
    /** The version and the document as parsed JSON (null: none set); undefined without a row. */
    async read(): Promise<{ version: number; document: unknown } | undefined> {
      const row = (await db(tables.table).where({ id: 1 }).first('version', tables.column)) as
        Record<string, unknown> | undefined;
      if (row === undefined) return undefined;
      return { version: Number(row.version), document: parseJsonColumn(row[tables.column]) };
    },

    /** The document's version: one primary-key row. */
    async version(): Promise<number> {
      const row = await db(tables.table).where({ id: 1 }).first('version');
      return row === undefined ? 0 : Number(row.version);
    },

    /**
     * Replaces the document if it is still at `version` and records the save with
     * `historyColumns` beside it; false, and nothing written, when it is not at `version`.
     */
    save(
      version: number,
      document: object | null,
      change: DocumentChange,
      historyColumns: Record<string, unknown> = {},
    ): Promise<boolean> {
      return inTransaction(async (trx) => {
        const updated = await trx(tables.table)
          .where({ id: 1, version })
          .update({
            version: version + 1,
            [tables.column]: document === null ? null : toJsonColumn(document),
            updated_by: change.by,
            updated_at: toDbTimestamp(change.at),
          });
        if (updated === 0) return false;
        await trx(tables.history).insert({
          version: version + 1,
          changed_by: change.by,
          changed_at: toDbTimestamp(change.at),
          changes: toJsonColumn(change.changes),
          ...historyColumns,
        });
        return true;
      });
    },

    /** The history, newest first, each record with its row (for the table's own columns). */
    async history(limit: number): Promise<{ record: DocumentHistoryRecord; row: HistoryRow }[]> {
      const rows = await db<HistoryRow>(tables.history)
        .select('*')
        .orderBy('id', 'desc')
        .limit(limit);
      return rows.map((row) => ({
        record: {
          id: Number(row.id),
          version: Number(row.version),
          by: row.changed_by,
          at: isoFromDb(row.changed_at),
          changes: parseJsonColumn(row.changes) as FieldChange[],
        },
        row,
      }));
    },
  };
}
