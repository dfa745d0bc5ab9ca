import {
  formatMoney,
  payableTotal,
  shortOrderId,
  type OrderStatus,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { escapeHtml } from './html';

/**
 * What an approval says of the price (docs/production/prices.md, "Kept with the order"): the
 * shop's adjustment with its reason and the new total, or the total; nothing without a price.
 * E-mails are written in English, amounts too.
 */
function approvedPriceLines(price: StoredOrderPrice | null): string[] {
  if (price === null || price.currency === null) return [];
  const money = (amount: number) => formatMoney(amount, price.currency ?? '', 'en');
  const onRequest = price.onRequest ? ' (the custom material is priced on request)' : '';
  if (price.adjustment === null) return ['', `Total: ${money(payableTotal(price))}${onRequest}`];
  const kind = price.adjustment.amount < 0 ? 'Discount' : 'Surcharge';
  return [
    '',
    `Price: ${money(price.total)}`,
    `${kind}: ${money(price.adjustment.amount)} (${price.adjustment.reason})`,
    `New total: ${money(payableTotal(price))}${onRequest}`,
  ];
}

/** What the customer is told for each status they hear about. */
const NEWS: Partial<
  Record<
    OrderStatus,
    { subject: string; lines: (order: StoredOrder, price: StoredOrderPrice | null) => string[] }
  >
> = {
  Approved: {
    subject: 'approved',
    lines: (_order, price) => [
      'Good news: your order has been approved and goes into production.',
      ...approvedPriceLines(price),
    ],
  },
  Rejected: {
    subject: 'could not be accepted',
    lines: (order) => [
      'We are sorry: your order could not be accepted.',
      ...(order.message.trim() === '' ? [] : ['', `Reason: ${order.message}`]),
    ],
  },
  'To Deliver': {
    subject: 'ready for delivery',
    lines: () => ['Your order has been cut and is ready for delivery.'],
  },
};

/**
 * The e-mail telling the customer their order's new status, or null for a status they are not
 * told about (To Cut is internal to the shop).
 */
export function statusChangeEmail(
  order: StoredOrder,
  publicUrl: string,
  price: StoredOrderPrice | null = null,
): OutgoingEmail | null {
  const news = NEWS[order.status];
  if (!news) return null;
  const shortId = shortOrderId(order.uuid);
  const paragraphs = [
    `Hello ${order.customer.fullName},`,
    '',
    `Your order "${order.name}" (order ID ${shortId}): ${order.status}.`,
    '',
    ...news.lines(order, price),
    '',
    `Please quote the order ID ${shortId} when you contact us. ${publicUrl}`,
    '',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    ...paragraphs.filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    kind: `order_status_${order.status.toLowerCase().replace(' ', '_')}`,
    reference: order.uuid,
    recipient: order.customer.email,
    subject: `Order ${shortId} ${news.subject}: ${order.name}`,
    text: paragraphs.join('\n'),
    html,
  };
}
