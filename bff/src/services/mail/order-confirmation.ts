import { shortOrderId } from '@cutshop/domain';
import { renderCustomerEmail } from './customer-email-layout';
import { wordingOf, type CustomerEmailSettings, type EmailAwaitingLink } from './customer-email';
import {
  customerBlock,
  dateTimeText,
  estimateFacts,
  hardwareBlock,
  itemsBlock,
  materialsBlock,
  notesBlock,
  type OrderForEmail,
} from './order-in-words';

/**
 * The customer's confirmation of a received order, queued when the order is stored, in the
 * order's language: the order's facts with the time it was received, the total when the shop has
 * prices, the customer's details, the materials, every item with its size and options, the
 * hardware the summary listed, the notes and the link to the order's tracking page.
 */
export function orderConfirmationEmail(
  input: OrderForEmail,
  settings: CustomerEmailSettings,
): EmailAwaitingLink {
  const { order, price } = input;
  const wording = wordingOf(input, settings);
  const { words } = wording;
  const shortId = shortOrderId(order.uuid);
  const facts = [
    `${words.facts.orderId}: ${shortId}`,
    `${words.facts.orderName}: ${order.name}`,
    `${words.facts.status}: ${words.statuses[order.status]}`,
    `${words.facts.received}: ${dateTimeText(order.createdAt, wording)}`,
    ...estimateFacts(price, wording),
  ];
  const blocks = [
    itemsBlock(input, wording),
    materialsBlock(input, wording),
    hardwareBlock(input, wording),
    notesBlock(order, wording),
    customerBlock(order, wording),
  ].filter((block) => block !== null);
  return (trackingUrl) =>
    renderCustomerEmail({
      language: wording.language,
      kind: 'order_confirmation',
      reference: order.uuid,
      recipient: order.customer.email,
      subject: words.subject(shortId, words.confirmation.subject, order.name),
      greeting: words.greeting(order.customer.fullName),
      paragraphs: [words.confirmation.lead(order.name)],
      facts,
      tracking: { ...words.tracking, url: trackingUrl },
      blocks,
      closing: words.closing(shortId),
      publicUrl: settings.publicUrl,
    });
}
