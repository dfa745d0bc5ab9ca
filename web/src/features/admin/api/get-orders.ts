import {
  buildListQuery,
  dateRangeFor,
  orderListPageSchema,
  orderListQuery,
  type OrderListFilters,
  type OrderListPage,
} from '@cutshop/domain';
import type { OrderFilterValue } from '@cutshop/design-system';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminOrderSchema } from './get-order';
import { adminKeys } from './query-keys';

/**
 * A page of the list as the admin reads it: each row with its payable total and currency
 * (docs/production/prices.md; null when the order has no price).
 */
const adminListPageSchema = orderListPageSchema.extend({
  data: z.array(
    adminOrderSchema.extend({
      total: z.number().int().nullable().optional(),
      currency: z.string().nullable().optional(),
    }),
  ),
});

/**
 * GET /api/orders/?…: one page of the admin list for the filters, in the domain's list-query
 * grammar (docs/product.md §7), so the screen never writes query strings by hand.
 */
function getOrders(
  filters: OrderListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<OrderListPage> {
  const query = buildListQuery(orderListQuery(filters, page));
  return adminRequest(`/orders/?${query}`, {
    parse: (json) => adminListPageSchema.parse(json),
    signal,
  });
}

/**
 * Page `page` for the filter bar's value, asked now: the Date choice becomes its UTC range
 * (docs/rules-and-defaults.md, "Admin list"); the ID applies above 4 characters, a customer or
 * order name from 2 (the domain's query builder decides that).
 */
function getOrdersFor(filters: OrderFilterValue, page: number, signal: AbortSignal) {
  const listFilters = {
    uuid: filters.uuid,
    customerName: filters.customer,
    name: filters.orderName,
    status: filters.status,
    date: dateRangeFor(filters.date, new Date()),
  };
  return getOrders(listFilters, page, signal);
}

/**
 * The list's pages for the filters, from page 1 while pages remain (docs/product.md §4). Never
 * read again by itself: the summary's revision tells when to look at the newest page, and the
 * rows then change in place (docs/decisions/0007-admin-server-state.md).
 */
export function orderPagesQuery(filters: OrderFilterValue) {
  return infiniteQueryOptions({
    queryKey: adminKeys.orderPages(filters),
    queryFn: ({ pageParam, signal }) => getOrdersFor(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OrderListPage, _pages, lastPage: number) =>
      lastPage < last.pageCount ? lastPage + 1 : undefined,
    staleTime: Infinity,
  });
}

/** The newest page 1 for the filters, read when the revision moved, to compare with the list. */
export function newestOrdersQuery(filters: OrderFilterValue) {
  return queryOptions({
    queryKey: adminKeys.newestOrders(filters),
    queryFn: ({ signal }) => getOrdersFor(filters, 1, signal),
    enabled: false,
  });
}
