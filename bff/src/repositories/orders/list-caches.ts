import { BatchedRead } from './batched-read';
import type { OrderListCriteria } from './order-list-types';
import type { OrderJson } from './order-row';

/**
 * What the admin list keeps between requests (docs/decisions/0001-admin-list-read-model.md).
 * Each cache only ever answers with exact results; one set is built per app by the container.
 */

/** A map that holds at most `maxEntries`, dropping the least recently used entry first. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Orders as JSON text by uuid and update time. An order's update time names one version of it
 * (`OrdersRepository.updateStatus` makes it strictly increase), so an entry is never out of
 * date: a changed order has a new key and the old entry ages out.
 */
export class OrderJsonCache extends LruMap<string, OrderJson> {
  constructor(maxEntries = 5_000) {
    super(maxEntries);
  }

  static key(uuid: string, updatedAt: string): string {
    return `${uuid}|${updatedAt}`;
  }
}

interface WrittenPage {
  revision: number;
  page: number;
  body: Buffer;
}

/**
 * Admin list pages as the answer bodies last written, each with the orders' revision it was
 * worked out at (see order_counts). A page is answered from here only while that revision is
 * still the current one, so any insert or status change, in any process, retires every page.
 */
export class OrderPageCache {
  private readonly pages: LruMap<string, WrittenPage>;

  constructor(maxPages = 200) {
    this.pages = new LruMap(maxPages);
  }

  static key(criteria: OrderListCriteria): string {
    return JSON.stringify(criteria);
  }

  /** The body written for this page at `revision`, if there is one. */
  get(key: string, revision: number, page: number): Buffer | undefined {
    const written = this.pages.get(key);
    return written?.revision === revision && written.page === page ? written.body : undefined;
  }

  set(key: string, revision: number, page: number, body: Buffer): void {
    this.pages.set(key, { revision, page, body });
  }
}

/** The admin list's caches, shared by every transaction of one app. */
export interface OrderListCaches {
  json: OrderJsonCache;
  pages: OrderPageCache;
  /** The orders' revision, read once for the requests that arrive together. */
  revision: BatchedRead<number>;
}

/** A fresh, empty set of caches reading the revision with `readRevision`. */
export function createOrderListCaches(readRevision: () => Promise<number>): OrderListCaches {
  return {
    json: new OrderJsonCache(),
    pages: new OrderPageCache(),
    revision: new BatchedRead(readRevision),
  };
}
