import type { DateFilterChoice, OrderListPage, StoredOrder } from '@cutshop/domain';
import type { OrderFilterValue, OrderListState } from '@cutshop/design-system';
import { hashKey, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isSessionExpired } from '../api/admin-client';
import { summaryQuery } from '../api/get-order-summary';
import { newestOrdersQuery, orderPagesQuery } from '../api/get-orders';
import { adminKeys } from '../api/query-keys';
import { replaceInPages, rowsOf, unlisted } from './merge-orders';
import { useOrderList } from './orders-store';

/** The part of the pages' query the list's state is read from. */
interface Pages {
  data: unknown;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
}

/** The design system list's state: more to load, loading, the end, or failed (with Retry). */
function listState(pages: Pages): OrderListState {
  if (pages.isFetching && (!pages.data || pages.isFetchingNextPage)) return 'loading';
  // A session that ended is not retried: the session layer sends the person to sign in.
  if (pages.isError && !isSessionExpired(pages.error)) return 'error';
  if (!pages.data) return 'loading';
  return pages.hasNextPage ? 'idle' : 'end';
}

/** The loaded pages once `incoming` are shown at the top of the first one. */
function withOrdersOnTop<T extends { pages: OrderListPage[] }>(
  loaded: T,
  incoming: StoredOrder[],
  total: number,
): T {
  const [first, ...rest] = loaded.pages;
  if (!first) return loaded;
  return { ...loaded, pages: [{ ...first, data: [...incoming, ...first.data], total }, ...rest] };
}

/**
 * The admin order list's data (docs/product.md §4, "Admin order list") for `filters` (stable
 * while they do not change): the pages loaded so far as rows, each order once where it was first
 * seen, with the next page as the end is reached and Retry for what failed; the counts per status
 * for the Date choice, polled with the orders' revision. When the revision moves, the newest
 * page is compared with the list: later copies replace their rows in place at once, and orders
 * not listed yet wait behind the "N new orders" notice until `showNew`.
 */
export function useListedOrders(filters: OrderFilterValue, date: DateFilterChoice) {
  const client = useQueryClient();
  const pages = useInfiniteQuery(orderPagesQuery(filters));
  const newest = useQuery(newestOrdersQuery(filters));
  const summary = useQuery(summaryQuery(date));
  const rows = useMemo(() => rowsOf(pages.data?.pages ?? []), [pages.data]);
  const newestPage = newest.data;
  const incoming = useMemo(
    () => (newestPage ? unlisted(rows, newestPage.data) : []),
    [rows, newestPage],
  );

  // Only the shown filters' list is kept: other filters start again from page 1 when they are
  // chosen again (docs/product.md §4), never from rows read earlier.
  useEffect(() => {
    const shown = hashKey([filters]);
    client.removeQueries({
      queryKey: adminKeys.orders,
      predicate: (query) => hashKey([query.queryKey[3]]) !== shown,
    });
  }, [client, filters]);

  const ready = pages.isSuccess && !pages.isFetching;
  const revision = summary.data?.revision;
  const { refetch: readNewest } = newest;
  useEffect(() => {
    if (revision === undefined) return;
    const seen = useOrderList.getState().revision;
    if (seen === null) {
      useOrderList.setState({ revision });
      return;
    }
    // A list being read is about to be current anyway: look again at the next summary.
    if (seen === revision || !ready) return;
    void readNewest().then((newer) => {
      if (newer.status !== 'success') return;
      client.setQueryData(
        orderPagesQuery(filters).queryKey,
        (loaded) => loaded && replaceInPages(loaded, newer.data.data),
      );
      useOrderList.setState({ revision });
    });
    // Every summary read counts (dataUpdatedAt), even one with the same answer: a failed look
    // at the newest page is tried again at the next one.
  }, [client, filters, readNewest, ready, revision, summary.dataUpdatedAt]);

  return {
    rows,
    state: listState(pages),
    error: pages.error,
    /** Orders per status for the Date choice, once counted. */
    counts: summary.data?.counts,
    incoming: incoming.length,
    /** Appends the next page, while the server has more. */
    loadNext() {
      if (pages.hasNextPage && !pages.isFetching) void pages.fetchNextPage();
    },
    /** Asks again for what failed: the first page, or the next one. */
    retry() {
      void (pages.data ? pages.fetchNextPage() : pages.refetch());
    },
    /**
     * Shows the orders the notice announced: at the top of the list or, when none of the newest
     * page was listed (more arrived than a page holds), that page instead of the list.
     */
    showNew() {
      if (!newestPage || incoming.length === 0) return;
      const gap = rows.length > 0 && incoming.length === newestPage.data.length;
      client.setQueryData(
        orderPagesQuery(filters).queryKey,
        (loaded) =>
          loaded &&
          (gap
            ? { pages: [newestPage], pageParams: [1] }
            : withOrdersOnTop(loaded, incoming, newestPage.total)),
      );
    },
  };
}
