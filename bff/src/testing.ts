/**
 * `@cutshop/bff/testing`: what other workspaces (the benchmark) may use to set up a BFF
 * database without reaching into the BFF's files. Not used by the server itself.
 */
import type { Knex } from 'knex';
import type { StoredOrder } from '@cutshop/domain';
import { createKnex } from './db/connection';
import { parseDatabaseUrl } from './db/database-url';
import { recountOrders } from './repositories/orders/order-counts';
import { orderToRow } from './repositories/orders/order-row';

/** A connection pool to the database of a DATABASE_URL; the caller destroys it. */
export function openDatabase(databaseUrl: string): Knex {
  return createKnex(parseDatabaseUrl(databaseUrl));
}

/**
 * Writes stored orders straight into the orders table, in one statement, without touching the
 * order counters: fast for a bulk load, and `recountOrders` must follow before the list is read.
 */
export async function insertOrdersDirectly(
  db: Knex,
  orders: readonly StoredOrder[],
): Promise<void> {
  if (orders.length === 0) return;
  await db('orders').insert(orders.map(orderToRow));
}

export { recountOrders };
