import type { StoredOrder } from '@cutshop/domain';

/** Whether `next` is a later copy of the same order than `current`. */
function isNewer(next: StoredOrder, current: StoredOrder): boolean {
  return next.version > current.version;
}

/**
 * `page` appended to `list`: an order already listed keeps its first-seen position (orders
 * that arrive between two pages push older ones onto the next page, so a page can repeat rows),
 * updated in place when the page holds a later copy of it.
 */
export function appendPage(list: readonly StoredOrder[], page: readonly StoredOrder[]) {
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
export function replaceInPlace(list: readonly StoredOrder[], changes: readonly StoredOrder[]) {
  if (changes.length === 0) return [...list];
  const byUuid = new Map(changes.map((order) => [order.uuid, order]));
  return list.map((order) => {
    const next = byUuid.get(order.uuid);
    return next && isNewer(next, order) ? next : order;
  });
}

/** What a fresh first page says about the list: orders not listed yet, and later copies. */
export function compareFirstPage(list: readonly StoredOrder[], firstPage: readonly StoredOrder[]) {
  const listed = new Map(list.map((order) => [order.uuid, order]));
  const incoming: StoredOrder[] = [];
  const changed: StoredOrder[] = [];
  for (const order of firstPage) {
    const current = listed.get(order.uuid);
    if (!current) incoming.push(order);
    else if (isNewer(order, current)) changed.push(order);
  }
  return { incoming, changed };
}
