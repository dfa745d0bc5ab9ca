import { expect } from 'vitest';
import { catalogueSnapshot, type Item, type OrderInput, type StoredOrder } from '@cutshop/domain';
import { storedPart } from './admin-session';
import type { TestServer } from './harness';

/** What makes a stored order the same on every run: its uuid and its two times. */
export interface FixedOrderIdentity {
  uuid: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The production tests' reference orders (20 items in millimetres, 8 in inches, every
 * construction kind and option: domain/src/testing/reference-order.ts).
 */
export { REFERENCE_ORDER_IN, REFERENCE_ORDER_MM } from '@cutshop/domain/testing';

/** The millimetre reference order as stored for the tests: short id `4c5d6e7f8a9b`. */
export const MM_ORDER: FixedOrderIdentity = {
  uuid: '5b7e2c1a-3d4f-4a6b-8c9d-4c5d6e7f8a9b',
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-04T16:40:30.000Z',
};

/** The inch reference order as stored for the tests: short id `0a1b2c3d4e5f`. */
export const INCH_ORDER: FixedOrderIdentity = {
  uuid: '9d8c7b6a-5f4e-4d3c-8b2a-0a1b2c3d4e5f',
  createdAt: '2026-03-05T23:59:58.000Z',
  updatedAt: '2026-03-06T00:00:01.000Z',
};

/**
 * Stores `input` as the server accepts it (POST /api/orders/, so the materials and items are
 * exactly what intake makes of them), then a copy under a fixed uuid and fixed times, written
 * through the repositories with its catalogue snapshot, as intake writes them; `cabinets`
 * replaces the accepted items in the copy (to store an order larger than a request body may
 * be). Returns the copy.
 */
export async function storeOrderAs(
  server: TestServer,
  input: OrderInput,
  identity: FixedOrderIdentity,
  cabinets?: (accepted: Item[]) => Item[],
): Promise<StoredOrder> {
  const response = await server.postOrder(input);
  expect(response.status).toBe(201);
  const accepted = storedPart(await response.json());
  const order: StoredOrder = {
    ...accepted,
    ...identity,
    cabinets: cabinets ? cabinets(accepted.cabinets) : accepted.cabinets,
  };
  const catalogue = catalogueSnapshot(order, await server.services.catalogue.tree());
  await server.services.repositories.transaction(async (tx) => {
    await tx.orders.insert(order);
    await tx.orderCatalogues.insert(order.uuid, catalogue);
  });
  const stored = await server.services.repositories.orders.findByUuid(order.uuid);
  expect(stored).toEqual(order);
  return order;
}
