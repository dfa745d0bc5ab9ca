import {
  formatDecimal,
  formatMoney,
  shortOrderId,
  type StoredOrderPrice,
  type Item,
  type StoredMaterial,
  type StoredOrder,
  type Unit,
} from '@cutshop/domain';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { escapeHtml } from './html';

/** One block of the message: a heading and its lines, shared by the text and HTML parts. */
interface Section {
  heading: string;
  lines: string[];
}

function sizes(values: readonly (number | null)[], unit: Unit): string {
  return `${values.map((value) => (value === null ? '?' : formatDecimal(value))).join(' x ')} ${unit}`;
}

function describeMaterial(material: StoredMaterial, orderUnit: Unit): string {
  const role = material.materialType === 'cabinet' ? 'Cabinet colour' : 'Finish';
  if (material.catType !== 'Custom') return `${role}: ${material.name}`;
  const grain = material.grain ? 'with grain' : 'no grain';
  const size = sizes([material.x, material.y, material.z], material.unit ?? orderUnit);
  return `${role}: ${material.name} (custom, ${size}, ${grain})`;
}

function describeItem(item: Item, index: number, unit: Unit): string {
  const what = [item.name, item.parentName, item.cabinet.name].join(' / ');
  const size = sizes([item.x, item.y, item.z], unit);
  return `${index + 1}. ${what} - "${item.description}" - ${size} (W x H x D) - quantity ${item.quantity}`;
}

function sectionsOf(order: StoredOrder): Section[] {
  const { customer } = order;
  const sections: Section[] = [
    {
      heading: 'Customer',
      lines: [
        `Name: ${customer.fullName}`,
        `Address: ${customer.address}`,
        `E-mail: ${customer.email}`,
        `Phone: ${customer.phoneNumber}`,
      ],
    },
    {
      heading: 'Materials',
      lines: order.material.map((material) => describeMaterial(material, order.unit)),
    },
    {
      heading: `Items (sizes in ${order.unit})`,
      lines: order.cabinets.map((item, index) => describeItem(item, index, order.unit)),
    },
  ];
  if (order.notes.trim() !== '')
    sections.push({ heading: 'Notes', lines: order.notes.split('\n') });
  return sections;
}

/**
 * The order's total as the confirmation states it (docs/production/prices.md), in English:
 * none without a price.
 */
function totalFacts(price: StoredOrderPrice | null): string[] {
  if (price === null || price.currency === null) return [];
  const total = formatMoney(price.total, price.currency, 'en');
  const onRequest = price.onRequest ? ' plus the custom material, price on request' : '';
  return [`Total: ${total}${onRequest} (confirmed when we approve the order)`];
}

/** The customer's confirmation of a received order, queued when the order is stored. */
export function orderConfirmationEmail(
  order: StoredOrder,
  publicUrl: string,
  price: StoredOrderPrice | null = null,
): OutgoingEmail {
  const shortId = shortOrderId(order.uuid);
  const greeting = `Hello ${order.customer.fullName},`;
  const intro = `Thank you for your order "${order.name}". We have received it and will review it shortly.`;
  const facts = [
    `Order ID: ${shortId}`,
    `Status: ${order.status}`,
    `Received: ${order.createdAt}`,
    ...totalFacts(price),
  ];
  const sections = sectionsOf(order);
  const closing = `Please quote the order ID ${shortId} when you contact us. ${publicUrl}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts,
    ...sections.flatMap((section) => [
      '',
      section.heading,
      ...section.lines.map((line) => `  ${line}`),
    ]),
    '',
    closing,
    '',
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.heading)}</h3><ul>${section.lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
    ),
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    kind: 'order_confirmation',
    reference: order.uuid,
    recipient: order.customer.email,
    subject: `Order ${shortId} received: ${order.name}`,
    text,
    html,
  };
}
