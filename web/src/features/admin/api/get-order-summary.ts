import {
  buildListQuery,
  orderSummaryQuery,
  orderSummarySchema,
  type OrderSummary,
} from '@cutshop/domain';
import { adminRequest } from './admin-client';

/**
 * GET /api/orders/summary: the counts per status for the list's date range (`from|to`, or ''
 * for all time) and the orders' revision, which the list polls to notice new orders cheaply.
 */
export function getOrderSummary(date: string, signal?: AbortSignal): Promise<OrderSummary> {
  const query = buildListQuery(orderSummaryQuery(date));
  return adminRequest(`/orders/summary${query ? `?${query}` : ''}`, {
    parse: (json) => orderSummarySchema.parse(json),
    signal,
  });
}
