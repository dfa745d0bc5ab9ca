import {
  isPriceListSet,
  payableTotal,
  type CategoryNode,
  type PriceList,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { priceOrder } from '@cutshop/domain/production';

/**
 * An order's price in the mock API as the server keeps and answers it
 * (docs/production/prices.md): computed at intake with `priceOrder` over the order's own
 * catalogue and the price list of that moment, never taken from the browser, and null when the
 * shop had no price list.
 */

/** A price as answered: with `finalTotal`, what the customer pays. */
export type AnsweredPrice = StoredOrderPrice & { finalTotal: number };

/** The price an order placed now keeps: null when the shop has no price list. */
export function priceAtIntake(
  order: StoredOrder,
  snapshot: readonly CategoryNode[],
  list: PriceList,
): StoredOrderPrice | null {
  if (!isPriceListSet(list)) return null;
  return { ...priceOrder(order, snapshot, list), adjustment: null };
}

/** The price as answered, `finalTotal` worked out from the total and the adjustment. */
export function answeredPrice(price: StoredOrderPrice | null): AnsweredPrice | null {
  return price === null ? null : { ...price, finalTotal: payableTotal(price) };
}
