import type { OrderListCriteria, OrderListResult } from './order-list';

/**
 * Admin list pages as last worked out, each with the revision of the orders it was worked out
 * at (see order_counts). A page is answered from here only while that revision is still the
 * current one, which the list reads from the database on every request: any insert or status
 * change, in any process, makes every page here worthless at once. Least recently used pages
 * go first.
 */
export class OrderPageCache {
  private readonly pages = new Map<string, { revision: number; result: OrderListResult }>();

  constructor(private readonly maxPages = 200) {}

  static key(criteria: OrderListCriteria): string {
    return JSON.stringify(criteria);
  }

  get(key: string, revision: number): OrderListResult | undefined {
    const page = this.pages.get(key);
    if (page === undefined || page.revision !== revision) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page.result;
  }

  set(key: string, revision: number, result: OrderListResult): void {
    this.pages.delete(key);
    this.pages.set(key, { revision, result });
    if (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
  }
}
