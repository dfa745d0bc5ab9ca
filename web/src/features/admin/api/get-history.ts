import { orderHistorySchema, type OrderStatusChange } from '@cutshop/domain';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * GET /api/orders/:uuid/history: every status change of an order (who, when, from, to,
 * message), oldest first, for the detail screen's timeline.
 */
function getOrderHistory(uuid: string, signal?: AbortSignal): Promise<OrderStatusChange[]> {
  return adminRequest(`/orders/${encodeURIComponent(uuid)}/history`, {
    parse: (json) => orderHistorySchema.parse(json),
    signal,
  });
}

/** The detail's status history, read beside the order: its failure never hides the order. */
export function historyQuery(uuid: string) {
  return queryOptions({
    queryKey: adminKeys.history(uuid),
    queryFn: ({ signal }) => getOrderHistory(uuid, signal),
  });
}
