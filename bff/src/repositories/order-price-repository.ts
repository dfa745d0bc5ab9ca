import type { Knex } from 'knex';
import { orderPriceSchema, type StoredOrderPrice } from '@cutshop/domain';
import { parseJsonColumn, toJsonColumn } from '../db/columns';

/**
 * The price each order was placed at (docs/production/prices.md, "Kept with the order"): written
 * with the order at intake when the shop had a price list, never recomputed; the shop's
 * adjustment is written into it on approval. Kept apart from the orders table (the admin list
 * reads only the total and currency, which the orders repository keeps on the order's row).
 */
export interface OrderPriceRepository {
  /** Stores the order's price; the order must be stored (same transaction). */
  insert(orderUuid: string, price: StoredOrderPrice): Promise<void>;
  /** The order's price, undefined when it has none. Throws when the stored one is invalid. */
  find(orderUuid: string): Promise<StoredOrderPrice | undefined>;
  /** Replaces the order's price (with its adjustment). */
  update(orderUuid: string, price: StoredOrderPrice): Promise<void>;
}

interface PriceRow {
  order_uuid: string;
  price: unknown;
}

const TABLE = 'order_prices';

/** The price as stored: without `finalTotal`, which is worked out when it is read. */
function priceColumn(price: StoredOrderPrice): string {
  const { finalTotal: _finalTotal, ...stored } = price;
  return toJsonColumn(stored);
}

export function createOrderPriceRepository(db: Knex): OrderPriceRepository {
  return {
    async insert(orderUuid, price) {
      await db(TABLE).insert({
        order_uuid: orderUuid,
        price: priceColumn(price),
        price_list_version: price.priceListVersion,
      });
    },
    async find(orderUuid) {
      const row = await db<PriceRow>(TABLE)
        .select('price')
        .where({ order_uuid: orderUuid })
        .first();
      if (row === undefined) return undefined;
      const checked = orderPriceSchema.safeParse(parseJsonColumn(row.price));
      if (!checked.success) {
        throw new Error(
          `The price stored with order ${orderUuid} is invalid: ${checked.error.message}`,
        );
      }
      return checked.data;
    },
    async update(orderUuid, price) {
      await db(TABLE)
        .where({ order_uuid: orderUuid })
        .update({ price: priceColumn(price) });
    },
  };
}
