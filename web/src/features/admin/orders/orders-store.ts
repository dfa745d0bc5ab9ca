import { create } from 'zustand';

/** Where the person was in the list, so coming back from an order's detail returns there. */
interface ListScrollPosition {
  /** The list box's own scroll (wide screens). */
  box: number;
  /** The page's scroll (a phone, where the page scrolls). */
  page: number;
}

/**
 * What the admin order list remembers beside its rows (which live in the admin query cache), so
 * it survives a visit to an order's detail. Not persisted: orders are not kept in the browser
 * (docs/product.md §4, "Cart").
 */
export interface OrderListState {
  /** The orders' revision the listed rows are current with; null until the first summary. */
  revision: number | null;
  /** Where the person had scrolled when the list was left. */
  scroll: ListScrollPosition | null;
}

/** The one admin order list's memory. */
export const useOrderList = create<OrderListState>()(() => ({ revision: null, scroll: null }));

/**
 * Forgets it (docs/product.md §8: the order state is reset when the session ends), so the next
 * admin to sign in starts from a fresh first page.
 */
export function resetOrderList(): void {
  useOrderList.setState({ revision: null, scroll: null });
}
