import type { DateFilterChoice, StatusCounts, StoredOrder } from '@cutshop/domain';
import { EMPTY_ORDER_FILTER, type OrderFilterValue } from '@cutshop/design-system';
import { create } from 'zustand';
import { useAdminSession } from '../session/session-store';
import { replaceInPlace } from './merge-orders';

/**
 * Where the list's loading stands (docs/product.md §4, "Admin order list"): nothing asked yet,
 * a page on its way, loaded, or the last request failed.
 */
export type ListLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Where the person was in the list, so coming back from an order's detail returns there. */
export interface ListScrollPosition {
  /** The list box's own scroll (wide screens). */
  box: number;
  /** The page's scroll (a phone, where the page scrolls). */
  page: number;
}

/** The admin order list's state (docs/product.md §3, "Order list state"). */
export interface OrderListState {
  /** The filters the listed orders were loaded for; null before the first load. */
  filters: OrderFilterValue | null;
  /** The listed orders, in the order they were first seen (newest change first). */
  orders: StoredOrder[];
  /** The last page loaded (0: none). */
  page: number;
  pageCount: number;
  /** Orders matching the filters, as the last page answered. */
  total: number;
  status: ListLoadStatus;
  /** Why the last request failed (shown in words, never raw); null otherwise. */
  error: unknown;
  /** Orders of a fresh first page that are not listed yet: the "N new orders" notice. */
  incoming: StoredOrder[];
  /**
   * The first page those came with; `gap` when none of it was listed (more arrived than a page
   * holds), so showing them starts the list again from that page.
   */
  incomingPage: { orders: StoredOrder[]; pageCount: number; total: number; gap: boolean } | null;
  /** The orders' revision last seen by the poll; null until the first summary. */
  revision: number | null;
  /** Orders per status, for the Date choice they were counted for. */
  counts: { date: DateFilterChoice; counts: StatusCounts } | null;
  /** Where the person had scrolled when the list was left. */
  scroll: ListScrollPosition | null;
}

/** A list with nothing loaded. */
export function initialOrderListState(): OrderListState {
  return {
    filters: null,
    orders: [],
    page: 0,
    pageCount: 0,
    total: 0,
    status: 'idle',
    error: null,
    incoming: [],
    incomingPage: null,
    revision: null,
    counts: null,
    scroll: null,
  };
}

/**
 * The one admin order list, outside the screen so it survives a visit to an order's detail (the
 * back link returns to the same rows and place). Not persisted: orders are not kept in the
 * browser (docs/product.md §4, "Cart").
 */
export const useOrderList = create<OrderListState>()(() => initialOrderListState());

/**
 * Puts a changed order (e.g. after a status change on the detail screen) in place of the listed
 * one with the same uuid (docs/product.md §4: updating replaces the entry with the matching
 * uuid). An order that is not listed is left out: the list's poll notices it.
 */
export function replaceOrder(order: StoredOrder): void {
  useOrderList.setState((state) => ({
    orders: replaceInPlace(state.orders, [order]),
    incoming: replaceInPlace(state.incoming, [order]),
  }));
}

/**
 * Forgets the list (docs/product.md §8: the order state is reset when the session ends), so the
 * next admin to sign in starts from a fresh first page.
 */
export function resetOrderList(): void {
  useOrderList.setState(initialOrderListState());
}

/** The filters the list shows, or the defaults before the first load. */
export function listedFilters(state: OrderListState): OrderFilterValue {
  return state.filters ?? EMPTY_ORDER_FILTER;
}

// Signing out (Logout, or a session that ran out) forgets the list, so the next sign-in
// starts from a fresh first page (docs/product.md §8: the order state is reset).
useAdminSession.subscribe((session, previous) => {
  if (session.status === 'signedOut' && previous.status !== 'signedOut') resetOrderList();
});
