import type { Knex } from 'knex';
import type { StoredOrder } from '@cutshop/domain';
import { orderToRow } from './order-row';

/**
 * Writes stored orders straight into the orders table, in one statement, without touching the
 * order counters: fast for a bulk load (the benchmark's, through testing.ts), and
 * `recountOrders` must follow before the list is read. They get no catalogue snapshot, so their
 * production outputs answer 409 (`order_catalogue_missing`): for lists, not for production.
 */
export async function insertOrdersDirectly(
  db: Knex,
  orders: readonly StoredOrder[],
): Promise<void> {
  if (orders.length === 0) return;
  await db('orders').insert(orders.map(orderToRow));
}
