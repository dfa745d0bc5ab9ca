import { shortOrderId, type OrderStatus } from '@cutshop/domain';
import { renderCustomerEmail } from './customer-email-layout';
import { wordingOf, type CustomerEmailSettings, type EmailAwaitingLink } from './customer-email';
import type { CustomerEmailWords } from './customer-email-words';
import {
  approvedPriceFacts,
  dateTimeText,
  hardwareBlock,
  itemsBlock,
  materialsBlock,
  type OrderForEmail,
} from './order-in-words';

/** The statuses the customer hears about: every one an order can move to. */
function isToldStatus(status: OrderStatus): status is keyof CustomerEmailWords['news'] {
  return status !== 'Pending';
}

/**
 * The e-mail telling the customer their order's new status, in the order's language: Approved
 * (with the price and the shop's adjustment), To Cut, To Deliver and Rejected (with its reason),
 * each with the order's facts and times, its items and hardware and the link to its tracking
 * page. Null for a status the customer is not told about (none an order can move to).
 */
export function statusChangeEmail(
  input: OrderForEmail,
  settings: CustomerEmailSettings,
): EmailAwaitingLink | null {
  const { order, price } = input;
  if (!isToldStatus(order.status)) return null;
  const wording = wordingOf(input, settings);
  const { words } = wording;
  const news = words.news[order.status];
  const shortId = shortOrderId(order.uuid);
  const reason =
    order.status === 'Rejected' && order.message.trim() !== ''
      ? [`${words.reason}: ${order.message}`]
      : [];
  const facts = [
    `${words.facts.orderId}: ${shortId}`,
    `${words.facts.orderName}: ${order.name}`,
    `${words.facts.status}: ${words.statuses[order.status]}`,
    `${words.facts.received}: ${dateTimeText(order.createdAt, wording)}`,
    `${words.facts.updated}: ${dateTimeText(order.updatedAt, wording)}`,
    ...(order.status === 'Approved' ? approvedPriceFacts(price, wording) : []),
  ];
  const blocks = [
    itemsBlock(input, wording),
    materialsBlock(input, wording),
    hardwareBlock(input, wording),
  ].filter((block) => block !== null);
  return (trackingUrl) =>
    renderCustomerEmail({
      language: wording.language,
      kind: `order_status_${order.status.toLowerCase().replace(' ', '_')}`,
      reference: order.uuid,
      recipient: order.customer.email,
      subject: words.subject(shortId, news.subject, order.name),
      greeting: words.greeting(order.customer.fullName),
      paragraphs: [news.lead, ...reason],
      facts,
      tracking: { ...words.tracking, url: trackingUrl },
      blocks,
      closing: words.closing(shortId),
      publicUrl: settings.publicUrl,
    });
}
