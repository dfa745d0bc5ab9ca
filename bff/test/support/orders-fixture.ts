import { readFileSync } from 'node:fs';
import type { OrderInput } from '@cutshop/domain';

const FIXTURE = new URL('./fixtures/valid-order.json', import.meta.url);

/** A fresh copy of the valid sample order (bff/test/fixtures/valid-order.json). */
export function validOrder(): OrderInput {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as OrderInput;
}

/** The sample order with `change` applied to a copy. */
export function orderWith(change: (order: OrderInput) => void): OrderInput {
  const order = validOrder();
  change(order);
  return order;
}

export function firstItem(order: OrderInput) {
  const item = order.cabinets[0];
  if (!item) throw new Error('the sample order has no item');
  return item;
}
