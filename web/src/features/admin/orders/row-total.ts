import { payableTotal, type StoredOrder } from '@cutshop/domain';
import { priceOf } from '../api/get-order';

/** What a listed order costs: its payable total in its currency. */
export interface ListedTotal {
  total: number;
  currency: string;
}

/**
 * A listed order's total (docs/production/prices.md): the list row's `total` and `currency`,
 * or, for an order kept from a status change's answer, its price's payable total. Null when the
 * order has no price.
 */
export function listedTotal(order: StoredOrder): ListedTotal | null {
  const row = order as { total?: number | null; currency?: string | null };
  if (typeof row.total === 'number' && typeof row.currency === 'string') {
    return { total: row.total, currency: row.currency };
  }
  const price = priceOf(order);
  if (price?.currency) {
    return { total: price.finalTotal ?? payableTotal(price), currency: price.currency };
  }
  return null;
}
