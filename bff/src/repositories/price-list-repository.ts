import type { Knex } from 'knex';
import { withRetriedTransaction } from '../db/retried-transaction';
import { priceListSchema, type FieldChange, type PriceList } from '@cutshop/domain';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';

/** One save of the price list to record: who (the admin's e-mail), when, field by field. */
export interface PriceListChange {
  by: string;
  at: Date;
  changes: FieldChange[];
}

/** One row of the price list's history as it is read. */
export interface PriceListHistoryRecord {
  id: number;
  /** The version the save made. */
  version: number;
  by: string;
  /** ISO 8601 with milliseconds. */
  at: string;
  changes: FieldChange[];
}

/**
 * The shop's price list (one row, `price_list`) and its history (docs/production/prices.md).
 * The list's version is also its revision: every save adds one, in the same transaction as its
 * history row.
 */
export interface PriceListRepository {
  /** The list as stored, with its version; `{ version }` alone when the shop set no prices. */
  load(): Promise<PriceList>;
  /** The list's version: one primary-key row. */
  version(): Promise<number>;
  /**
   * Replaces the list if it is still at `version` (it then is at `version + 1`) and records the
   * save; false, and nothing written, when it is not. `list` null: no prices.
   */
  save(
    version: number,
    list: Omit<PriceList, 'version'> | null,
    change: PriceListChange,
  ): Promise<boolean>;
  /** The history, newest first. */
  history(limit: number): Promise<PriceListHistoryRecord[]>;
}

interface PriceListRow {
  version: unknown;
  list: unknown;
}

interface HistoryRow {
  id: unknown;
  version: unknown;
  changed_by: string;
  changed_at: unknown;
  changes: unknown;
}

/** `work` in the caller's transaction, or in one of its own. */
function inTransaction<T>(db: Knex, work: (trx: Knex) => Promise<T>): Promise<T> {
  return db.isTransaction
    ? work(db)
    : withRetriedTransaction(db, (trx) => work(trx), { what: 'price list change' });
}

export function createPriceListRepository(db: Knex): PriceListRepository {
  return {
    async load() {
      const row = (await db('price_list').where({ id: 1 }).first('version', 'list')) as
        PriceListRow | undefined;
      if (row === undefined) return { version: 0 };
      const version = Number(row.version);
      const stored = parseJsonColumn(row.list);
      const checked = priceListSchema.safeParse({ ...(stored ?? {}), version });
      if (!checked.success) {
        throw new Error(`The price list in the database is invalid: ${checked.error.message}`);
      }
      return checked.data;
    },

    async version() {
      const row = await db('price_list').where({ id: 1 }).first('version');
      return row === undefined ? 0 : Number(row.version);
    },

    save(version, list, change) {
      return inTransaction(db, async (trx) => {
        const updated = await trx('price_list')
          .where({ id: 1, version })
          .update({
            version: version + 1,
            list: list === null ? null : toJsonColumn(list),
            updated_by: change.by,
            updated_at: toDbTimestamp(change.at),
          });
        if (updated === 0) return false;
        await trx('price_list_history').insert({
          version: version + 1,
          changed_by: change.by,
          changed_at: toDbTimestamp(change.at),
          changes: toJsonColumn(change.changes),
        });
        return true;
      });
    },

    async history(limit) {
      const rows = await db<HistoryRow>('price_list_history')
        .select('*')
        .orderBy('id', 'desc')
        .limit(limit);
      return rows.map((row) => ({
        id: Number(row.id),
        version: Number(row.version),
        by: row.changed_by,
        at: isoFromDb(row.changed_at),
        changes: parseJsonColumn(row.changes) as FieldChange[],
      }));
    },
  };
}
