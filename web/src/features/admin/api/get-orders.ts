import {
  buildListQuery,
  orderListPageSchema,
  orderListQuery,
  type OrderListFilters,
  type OrderListPage,
} from '@cutshop/domain';
import { adminRequest } from './admin-client';

/**
 * GET /api/orders/?…: one page of the admin list for the filters, in the domain's list-query
 * grammar (docs/product.md §7), so the screen never writes query strings by hand.
 */
export function getOrders(
  filters: OrderListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<OrderListPage> {
  const query = buildListQuery(orderListQuery(filters, page));
  return adminRequest(`/orders/?${query}`, {
    parse: (json) => orderListPageSchema.parse(json),
    signal,
  });
}
