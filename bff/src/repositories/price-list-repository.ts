import type { Knex } from 'knex';
import { priceListSchema, type PriceList } from '@cutshop/domain';
import {
  versionedDocument,
  type DocumentChange,
  type DocumentHistoryRecord,
} from './versioned-document';

/** One save of the price list to record: who (the admin's e-mail), when, field by field. */
export type PriceListChange = DocumentChange;

/** One row of the price list's history as it is read. */
export type PriceListHistoryRecord = DocumentHistoryRecord;

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

export function createPriceListRepository(db: Knex): PriceListRepository {
  const document = versionedDocument(db, {
    table: 'price_list',
    column: 'list',
    history: 'price_list_history',
    what: 'price list change',
  });
  return {
    async load() {
      const row = await document.read();
      if (row === undefined) return { version: 0 };
      const checked = priceListSchema.safeParse({ ...(row.document ?? {}), version: row.version });
      if (!checked.success) {
        throw new Error(`The price list in the database is invalid: ${checked.error.message}`);
      }
      return checked.data;
    },

    version: () => document.version(),

    save: (version, list, change) => document.save(version, list, change),

    async history(limit) {
      return (await document.history(limit)).map(({ record }) => record);
    },
  };
}
