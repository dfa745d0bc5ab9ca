import {
  buildListQuery,
  dateRangeFor,
  orderSummaryQuery,
  orderSummarySchema,
  type DateFilterChoice,
  type OrderSummary,
} from '@cutshop/domain';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

/** How often the list asks whether orders changed, while its tab is shown. */
export const SUMMARY_POLL_MS = 12_000;

/**
 * GET /api/orders/summary: the counts per status for the list's date range (`from|to`, or ''
 * for all time) and the orders' revision, which the list polls to notice new orders cheaply.
 */
function getOrderSummary(date: string, signal?: AbortSignal): Promise<OrderSummary> {
  const query = buildListQuery(orderSummaryQuery(date));
  return adminRequest(`/orders/summary${query ? `?${query}` : ''}`, {
    parse: (json) => orderSummarySchema.parse(json),
    signal,
  });
}

/**
 * The list's summary for the Date choice (in UTC days at the time of asking): read when the list
 * opens or the choice changes, then every 12 s while the tab is shown, and at once when the tab
 * is shown again; a hidden tab asks nothing. A failed read is quiet: the next one tries again.
 */
export function summaryQuery(date: DateFilterChoice) {
  return queryOptions({
    queryKey: adminKeys.summary(date),
    queryFn: ({ signal }) => getOrderSummary(dateRangeFor(date, new Date()), signal),
    refetchInterval: SUMMARY_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
