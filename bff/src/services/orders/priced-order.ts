import { payableTotal, type StoredOrder, type StoredOrderPrice } from '@cutshop/domain';

/** An order's price as it is answered: with what the customer pays. */
export type AnsweredPrice = StoredOrderPrice & { finalTotal: number };

/**
 * An order as POST /api/orders/, GET /api/orders/{uuid} and the status change answer it: the
 * stored order with its `price` (null: the shop had no price list when it was placed;
 * docs/production/prices.md, "Kept with the order").
 */
export type PricedOrder = StoredOrder & { price: AnsweredPrice | null };

/** The price as answered, `finalTotal` worked out from the total and the adjustment. */
export function answeredPrice(price: StoredOrderPrice): AnsweredPrice {
  return { ...price, finalTotal: payableTotal(price) };
}

export function pricedOrder(order: StoredOrder, price: StoredOrderPrice | null): PricedOrder {
  return { ...order, price: price === null ? null : answeredPrice(price) };
}
