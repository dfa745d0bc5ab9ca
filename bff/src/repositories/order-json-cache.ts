import type { OrderJson } from './order-json';

/**
 * Orders as JSON text, kept by uuid and update time. Every change of an order gives it a later
 * update time (the status change makes sure of it), so an entry is never out of date: a
 * changed order simply has a new key, and the old entry ages out. Nothing needs clearing when
 * another process changes an order, so several BFF processes can each keep one.
 *
 * The admin list reads the keys of a page from an index and takes what it can from here; only
 * orders it has not seen yet are read from the table (a page is ~45 kB of JSON: reading and
 * copying it is most of what the list costs).
 */
export class OrderJsonCache {
  private readonly entries = new Map<string, OrderJson>();

  constructor(private readonly maxEntries = 5_000) {}

  static key(uuid: string, updatedAt: string): string {
    return `${uuid}|${updatedAt}`;
  }

  get(key: string): OrderJson | undefined {
    const json = this.entries.get(key);
    if (json !== undefined) {
      // Most recently used last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, json);
    }
    return json;
  }

  set(key: string, json: OrderJson): void {
    this.entries.delete(key);
    this.entries.set(key, json);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
