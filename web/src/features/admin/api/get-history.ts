import { orderHistorySchema, type OrderStatusChange } from '@cutshop/domain';
import { adminRequest } from './admin-client';

/**
 * GET /api/orders/:uuid/history: every status change of an order (who, when, from, to,
 * message), oldest first, for the detail screen's timeline.
 */
export function getOrderHistory(uuid: string, signal?: AbortSignal): Promise<OrderStatusChange[]> {
  return adminRequest(`/orders/${encodeURIComponent(uuid)}/history`, {
    parse: (json) => orderHistorySchema.parse(json),
    signal,
  });
}
