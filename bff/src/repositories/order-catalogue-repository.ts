import type { Knex } from 'knex';
import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { parseJsonColumn, toJsonColumn } from '../db/columns';

/**
 * The catalogue each order was built from (docs/decisions/0008-orders-keep-their-catalogue.md):
 * written with the order at intake, read by every production output. Kept apart from the
 * orders table, so the admin list never reads it.
 */
export interface OrderCatalogueRepository {
  /** Stores the order's catalogue snapshot; the order must be stored (same transaction). */
  insert(orderUuid: string, catalogue: readonly CategoryNode[]): Promise<void>;
  /** The order's snapshot, undefined when it has none. Throws when the stored one is invalid. */
  find(orderUuid: string): Promise<CategoryNode[] | undefined>;
}

interface SnapshotRow {
  order_uuid: string;
  catalogue: unknown;
}

const TABLE = 'order_catalogue_snapshots';

export function createOrderCatalogueRepository(db: Knex): OrderCatalogueRepository {
  return {
    async insert(orderUuid, catalogue) {
      await db(TABLE).insert({ order_uuid: orderUuid, catalogue: toJsonColumn(catalogue) });
    },
    async find(orderUuid) {
      const row = await db<SnapshotRow>(TABLE)
        .select('catalogue')
        .where({ order_uuid: orderUuid })
        .first();
      if (row === undefined) return undefined;
      const checked = categoryTreeSchema.safeParse(parseJsonColumn(row.catalogue));
      if (!checked.success) {
        throw new Error(
          `The catalogue stored with order ${orderUuid} is invalid: ${checked.error.message}`,
        );
      }
      return checked.data;
    },
  };
}
