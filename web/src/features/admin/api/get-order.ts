import {
  orderPriceSchema,
  storedOrderSchema,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * An order as the admin reads it: the stored order with its price (docs/production/prices.md:
 * null when the shop had no price list when it was placed; absent from a server that keeps
 * none).
 */
export const adminOrderSchema = storedOrderSchema.extend({
  price: orderPriceSchema.nullable().optional(),
});

/** The order's price as stored, or null when it has none. */
export function priceOf(order: StoredOrder): StoredOrderPrice | null {
  return (order as { price?: StoredOrderPrice | null }).price ?? null;
}

/** Reads an order answer of the admin API, its price kept. */
export const parseAdminOrder = (json: unknown): StoredOrder => adminOrderSchema.parse(json);

/**
 * GET /api/orders/:uuid: one order as stored, read fresh so a detail opened by URL (or after
 * someone else changed it) shows what the server holds. A 404 is an ApiError with status 404.
 */
export function getOrder(uuid: string, signal?: AbortSignal): Promise<StoredOrder> {
  return adminRequest(`/orders/${encodeURIComponent(uuid)}`, {
    parse: parseAdminOrder,
    signal,
  });
}

/** The detail's order: read again each time a detail opens, the last copy shown meanwhile. */
export function orderQuery(uuid: string) {
  return queryOptions({
    queryKey: adminKeys.order(uuid),
    queryFn: ({ signal }) => getOrder(uuid, signal),
  });
}
