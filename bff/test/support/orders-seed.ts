import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import type { TestServer } from './harness';
import { placeOrder } from './admin-session';

export interface SeedOptions {
  count: number;
  /** Update times are spread over this many days before `now`. */
  days: number;
  now: Date;
}

/**
 * Stores `count` copies of a real order with known statuses and times through the orders
 * repository (so the counters are kept as the server keeps them), in one transaction. Some
 * share an update time to the millisecond, to exercise the uuid tie-break.
 */
export async function seedOrders(server: TestServer, options: SeedOptions): Promise<StoredOrder[]> {
  const template = await placeOrder(server);
  await server.resetData();
  const orders: StoredOrder[] = [];
  const span = options.days * 86_400_000;
  for (let index = 0; index < options.count; index += 1) {
    // Deterministic spread: every 7th order shares its time with the one before it.
    const step = index % 7 === 0 && index > 0 ? index - 1 : index;
    const updatedAt = new Date(options.now.getTime() - ((step * 97_531_357) % span));
    const createdAt = new Date(updatedAt.getTime() - ((index * 3_600_017) % (5 * 86_400_000)));
    const status: OrderStatus = ORDER_STATUSES[(index * 3) % ORDER_STATUSES.length] ?? 'Pending';
    orders.push({
      ...template,
      uuid: randomUUID(),
      status,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    });
  }
  await server.services.repositories.transaction(async (tx) => {
    for (const order of orders) await tx.orders.insert(order);
  });
  return orders;
}

/** The list as the server should give it, worked out the slow, obvious way. */
export function sortOrders(
  orders: readonly StoredOrder[],
  field: 'updatedAt' | 'createdAt',
  descending: boolean,
): StoredOrder[] {
  const sign = descending ? -1 : 1;
  return [...orders].sort((a, b) => {
    if (a[field] !== b[field]) return a[field] < b[field] ? -sign : sign;
    return a.uuid < b.uuid ? -sign : sign;
  });
}
