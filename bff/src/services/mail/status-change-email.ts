import { shortOrderId, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { escapeHtml } from './html';

/** What the customer is told for each status they hear about. */
const NEWS: Partial<
  Record<OrderStatus, { subject: string; lines: (order: StoredOrder) => string[] }>
> = {
  Approved: {
    subject: 'approved',
    lines: () => ['Good news: your order has been approved and goes into production.'],
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
export function statusChangeEmail(order: StoredOrder, publicUrl: string): OutgoingEmail | null {
  const news = NEWS[order.status];
  if (!news) return null;
  const shortId = shortOrderId(order.uuid);
  const paragraphs = [
    `Hello ${order.customer.fullName},`,
    '',
    `Your order "${order.name}" (order ID ${shortId}): ${order.status}.`,
    '',
    ...news.lines(order),
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
