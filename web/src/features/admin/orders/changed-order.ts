import type { OrderListPage, StoredOrder } from '@cutshop/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/query-keys';
import { replaceInPages } from './merge-orders';

/**
 * Shows an order the server answered (after a status change, or read again after someone else's)
 * wherever it is kept: its detail, its row in the list in place (docs/product.md §4: updating
 * replaces the entry with the matching uuid; an order not listed is left to the list's next look
 * at its newest page), and its history, its cutting plan and the counts per status, read again
 * when next shown.
 */
export function keepChangedOrder(client: QueryClient, order: StoredOrder): void {
  client.setQueryData(adminKeys.order(order.uuid), order);
  client.setQueriesData<InfiniteData<OrderListPage, number>>(
    { queryKey: adminKeys.allOrderPages },
    (loaded) => loaded && replaceInPages(loaded, [order]),
  );
  void client.invalidateQueries({ queryKey: adminKeys.history(order.uuid), exact: true });
  // Its cutting plan is fixed at To Cut and given back on a rejection
  // (docs/production/nesting.md, "Offcuts from stock"): read it again too.
  void client.invalidateQueries({
    queryKey: adminKeys.production(order.uuid, 'cutting-plan'),
    exact: true,
  });
  void client.invalidateQueries({ queryKey: adminKeys.summaries });
}
