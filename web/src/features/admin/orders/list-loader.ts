import { dateRangeFor, type DateFilterChoice } from '@cutshop/domain';
import type { OrderFilterValue } from '@cutshop/design-system';
import { isSessionExpired } from '../api/admin-client';
import { getOrderSummary } from '../api/get-order-summary';
import { getOrders } from '../api/get-orders';
import { listFiltersFor, UUID_LENGTH } from './list-filters';
import { appendPage, compareFirstPage, replaceInPlace } from './merge-orders';
import { resetOrderList, useOrderList } from './orders-store';

/**
 * The list's requests: the first page for new filters, the next page, and the check for new
 * orders after the poll saw the revision change. One list request runs at a time (a newer one
 * cancels it), so a slow answer for old filters never lands in the list.
 */

let running: AbortController | null = null;
let checking: AbortController | null = null;

function startRequest(): AbortSignal {
  running?.abort();
  checking?.abort();
  running = new AbortController();
  return running.signal;
}

/**
 * A failed request: cancelled ones are forgotten; a session that ended resets the list (the
 * session layer sends the person to sign in, docs/product.md §8); anything else (no network, a
 * 5xx) is shown with Retry and signs nobody out.
 */
function failed(error: unknown, signal: AbortSignal): void {
  if (signal.aborted) return;
  if (isSessionExpired(error)) {
    resetOrderList();
    return;
  }
  useOrderList.setState({ status: 'error', error });
}

/** Replaces the list with the first page for `filters` (docs/product.md §4: page 1 again). */
export async function loadFirstPage(filters: OrderFilterValue): Promise<void> {
  const signal = startRequest();
  useOrderList.setState({
    filters,
    orders: [],
    page: 0,
    pageCount: 0,
    total: 0,
    status: 'loading',
    error: null,
    incoming: [],
    incomingPage: null,
    scroll: null,
  });
  if (filters.uuid.trim().length > UUID_LENGTH) {
    // Longer than any uuid: nothing can match, and the server would refuse the query.
    useOrderList.setState({ status: 'loaded' });
    return;
  }
  try {
    const page = await getOrders(listFiltersFor(filters, new Date()), 1, signal);
    if (signal.aborted) return;
    useOrderList.setState({
      orders: appendPage([], page.data),
      page: 1,
      pageCount: page.pageCount,
      total: page.total,
      status: 'loaded',
    });
  } catch (error) {
    failed(error, signal);
  }
}

/** Appends the next page, while the loaded pages are fewer than the server's page count. */
export async function loadNextPage(): Promise<void> {
  const { filters, page, pageCount, status } = useOrderList.getState();
  if (!filters || status === 'loading' || page === 0 || page >= pageCount) return;
  const signal = startRequest();
  useOrderList.setState({ status: 'loading', error: null });
  try {
    const next = await getOrders(listFiltersFor(filters, new Date()), page + 1, signal);
    if (signal.aborted) return;
    useOrderList.setState((state) => ({
      orders: appendPage(state.orders, next.data),
      page: page + 1,
      pageCount: next.pageCount,
      total: next.total,
      status: 'loaded',
    }));
  } catch (error) {
    failed(error, signal);
  }
}

/** Asks again for what failed: the first page, or the next one. */
export function retryList(): void {
  const { filters, page } = useOrderList.getState();
  if (!filters) return;
  if (page === 0) void loadFirstPage(filters);
  else void loadNextPage();
}

/**
 * Reads the first page again and compares it with the list: changed orders are replaced in
 * place at once; orders not listed yet wait behind the "N new orders" notice. True when the
 * list is up to date with what the server holds now.
 */
async function checkForNewOrders(): Promise<boolean> {
  const { filters, status, page } = useOrderList.getState();
  // A list being loaded is about to be current anyway; check again at the next change.
  if (!filters || status !== 'loaded' || page === 0) return false;
  checking?.abort();
  const controller = new AbortController();
  checking = controller;
  try {
    const first = await getOrders(listFiltersFor(filters, new Date()), 1, controller.signal);
    const state = useOrderList.getState();
    if (controller.signal.aborted || state.filters !== filters) return false;
    const { incoming, changed } = compareFirstPage(state.orders, first.data);
    // None of the first page listed: more arrived than a page holds, and showing them means
    // starting the list again from page 1 rather than leaving a gap.
    const gap = state.orders.length > 0 && incoming.length === first.data.length;
    useOrderList.setState({
      orders: replaceInPlace(state.orders, changed),
      incoming,
      incomingPage: { orders: first.data, pageCount: first.pageCount, total: first.total, gap },
    });
    return true;
  } catch (error) {
    if (!controller.signal.aborted && isSessionExpired(error)) resetOrderList();
    return false;
  }
}

/**
 * Shows the orders the notice announced: at the top of the list, or, when more arrived than a
 * page holds, the fresh first page instead of the list.
 */
export function showNewOrders(): void {
  const { incoming, incomingPage, orders } = useOrderList.getState();
  if (!incomingPage || incoming.length === 0) return;
  if (incomingPage.gap) {
    useOrderList.setState({
      orders: appendPage([], incomingPage.orders),
      page: 1,
      pageCount: incomingPage.pageCount,
      total: incomingPage.total,
      incoming: [],
      incomingPage: null,
    });
    return;
  }
  useOrderList.setState({
    orders: appendPage(incoming, orders),
    total: incomingPage.total,
    incoming: [],
    incomingPage: null,
  });
}

/**
 * Reads GET /api/orders/summary for the Date choice: the counts per status, and the revision;
 * when the revision moved since the last look, the list checks for new orders. A failed poll is
 * quiet (the next one tries again) unless the session ended.
 */
export async function pollSummary(date: DateFilterChoice, signal: AbortSignal): Promise<void> {
  try {
    const summary = await getOrderSummary(dateRangeFor(date, new Date()), signal);
    if (signal.aborted) return;
    const previous = useOrderList.getState().revision;
    useOrderList.setState({ counts: { date, counts: summary.counts } });
    if (previous === null) {
      useOrderList.setState({ revision: summary.revision });
    } else if (previous !== summary.revision && (await checkForNewOrders())) {
      useOrderList.setState({ revision: summary.revision });
    }
  } catch (error) {
    if (!signal.aborted && isSessionExpired(error)) resetOrderList();
  }
}
