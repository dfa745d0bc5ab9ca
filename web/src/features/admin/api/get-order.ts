import { storedOrderSchema, type StoredOrder } from '@cutshop/domain';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/orders/:uuid: one order as stored, read fresh so a detail opened by URL (or after
 * someone else changed it) shows what the server holds. A 404 is an ApiError with status 404.
 */
export function getOrder(uuid: string, signal?: AbortSignal): Promise<StoredOrder> {
  return adminRequest(`/orders/${encodeURIComponent(uuid)}`, {
    parse: (json) => storedOrderSchema.parse(json),
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
