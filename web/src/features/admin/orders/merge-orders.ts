import type { OrderListPage, StoredOrder } from '@cutshop/domain';

/** Whether `next` is a later copy of the same order than `current`. */
function isNewer(next: StoredOrder, current: StoredOrder): boolean {
  return next.version > current.version;
}

/**
 * `page` appended to `list`: an order already listed keeps its first-seen position (orders
 * that arrive between two pages push older ones onto the next page, so a page can repeat rows),
 * updated in place when the page holds a later copy of it.
 */
function appendPage(list: readonly StoredOrder[], page: readonly StoredOrder[]) {
  const byUuid = new Map(page.map((order) => [order.uuid, order]));
  const listed = new Set(list.map((order) => order.uuid));
  const merged = list.map((order) => {
    const next = byUuid.get(order.uuid);
    return next && isNewer(next, order) ? next : order;
  });
  const seen = new Set<string>();
  for (const order of page) {
    if (listed.has(order.uuid) || seen.has(order.uuid)) continue;
    seen.add(order.uuid);
    merged.push(order);
  }
  return merged;
}

/** `list` with the later copies in `changes` put in place by uuid (docs/product.md §4). */
function replaceInPlace(list: readonly StoredOrder[], changes: readonly StoredOrder[]) {
  if (changes.length === 0) return [...list];
  const byUuid = new Map(changes.map((order) => [order.uuid, order]));
  return list.map((order) => {
    const next = byUuid.get(order.uuid);
    return next && isNewer(next, order) ? next : order;
  });
}

/** The rows of the loaded pages, in order: each order once, where it was first seen. */
export function rowsOf(pages: readonly OrderListPage[]): StoredOrder[] {
  return pages.reduce<StoredOrder[]>((list, page) => appendPage(list, page.data), []);
}

/** The loaded pages with the later copies in `changes` put in place by uuid. */
export function replaceInPages<T extends { pages: OrderListPage[] }>(
  loaded: T,
  changes: readonly StoredOrder[],
): T {
  return {
    ...loaded,
    pages: loaded.pages.map((page) => ({ ...page, data: replaceInPlace(page.data, changes) })),
  };
}

/** The orders of a fresh first page that are not listed yet: the "N new orders" notice. */
export function unlisted(list: readonly StoredOrder[], firstPage: readonly StoredOrder[]) {
  const listed = new Set(list.map((order) => order.uuid));
  return firstPage.filter((order) => !listed.has(order.uuid));
}
