/*
 * The customer's e-mails (docs/product.md, "E-mails to the customer"), composed for an English
 * millimetre order and a Spanish inch order, sent through nodemailer's own MIME composer and read
 * back with a real MIME parser (mailparser): subject, plain text and HTML in the order's
 * language, dates in words in the shop's time zone, "no depth" for items without one, the
 * hardware, the price, the tracking link, and nothing in the HTML that loads from elsewhere.
 */
import nodemailer from 'nodemailer';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type OrderStatus, type StoredOrder, type StoredOrderPrice } from '@cutshop/domain';
import { referenceStoredOrder, REFERENCE_TREE } from '@cutshop/domain/testing';
import type { OutgoingEmail } from '../src/repositories/outbox-repository';
import type { CustomerEmailSettings } from '../src/services/mail/customer-email';
import { orderConfirmationEmail } from '../src/services/mail/order-confirmation';
import { statusChangeEmail } from '../src/services/mail/status-change-email';
import type { OrderForEmail } from '../src/services/mail/order-in-words';

const PUBLIC_URL = 'https://shop.example.com';
const TRACKING_URL = `${PUBLIC_URL}/track/AbCdEfGhIjKlMnOpQrStUv`;
const MADRID: CustomerEmailSettings = { publicUrl: PUBLIC_URL, timeZone: 'Europe/Madrid' };

/** When the shop changed the orders' status in these tests: 09:06 UTC, 10:06 in Madrid. */
const CHANGED_AT = '2026-11-26T09:06:47.202Z';

/** A price as intake stores it (docs/production/prices.md): €1,210.00 with the tax. */
const PRICE: StoredOrderPrice = {
  currency: 'EUR',
  lines: [],
  subtotal: 100_000,
  tax: 21_000,
  total: 121_000,
  onRequest: false,
  priceListVersion: 1,
  taxRate: 0.21,
  pricesIncludeTax: false,
  adjustment: null,
};

/** An outbox row as nodemailer sends it (the file delivery's transport), read back. */
async function sent(email: OutgoingEmail): Promise<ParsedMail> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'Orders <no-reply@shop.example.com>',
    to: email.recipient,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return simpleParser(info.message as Buffer);
}

/** The HTML part's words: tags dropped, entities read, one line per block. */
function htmlWords(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h2|li|ul|p)[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** What each HTML part may not hold: anything a mail program would load from elsewhere. */
function expectNothingRemote(html: string): void {
  for (const url of html.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
    expect(url.startsWith(`${PUBLIC_URL}/`) || url === PUBLIC_URL, url).toBe(true);
  }
  expect(html).not.toMatch(/<(img|link|script|style|iframe|object|svg)\b/i);
  expect(html).not.toMatch(/\bsrc=|url\(|@import/i);
}

/** Both parts say everything: every line of the text part is in the HTML part too. */
function expectSameWords(parsed: ParsedMail): void {
  const words = htmlWords(String(parsed.html));
  for (const line of (parsed.text ?? '').split('\n').map((text) => text.trim())) {
    // A link is the HTML part's link: the tracking page's under its words, the shop's as it is.
    if (/^https?:\/\//.test(line)) expect(String(parsed.html)).toContain(`href="${line}"`);
    else if (line !== '') expect(words, line).toContain(line);
  }
}

interface Case {
  title: string;
  order: StoredOrder;
  language: 'en' | 'es';
  /** The order's received time in words in Madrid. */
  received: string;
  changed: string;
  /** Lines every e-mail of the order holds. */
  lines: string[];
  /** Words of the other language that must not appear. */
  foreign: string[];
  subjects: Record<'confirmation' | Exclude<OrderStatus, 'Pending'>, string>;
  leads: Record<'confirmation' | Exclude<OrderStatus, 'Pending'>, string>;
  greeting: string;
  reason: string;
  trackingLink: string;
  /** The status line of each e-mail: the tracking page's words for the status (STATUS_WORDS). */
  statusLines: Record<OrderStatus, string>;
  /** The price lines of the confirmation and of the approval with a €10 discount. */
  prices: { confirmation: string[]; approval: string[] };
}

const EN_MM = referenceStoredOrder('mm');
const ES_IN: StoredOrder = { ...referenceStoredOrder('in'), language: 'es' };

const CASES: Case[] = [
  {
    title: 'an English millimetre order',
    order: EN_MM,
    language: 'en',
    received: 'Received: Tuesday, 24 November 2026, 10:00',
    changed: 'Updated: Thursday, 26 November 2026, 10:06',
    lines: [
      'Order ID: 2a4b6c8d0e1f',
      'Items (sizes in mm)',
      '1. Base 1 Door “Sink left”',
      'Size (width × height × depth): 500 × 870 × 560 mm',
      'Adjustable shelf 1 height: 380 mm',
      'Front drawer holes: 10 mm (second slide type)',
      '18. Filler, Filler Strip “Filler”',
      'Size (width × height): 100 × 720 mm, no depth',
      'Cabinet colour: Arctic White',
      'Hardware your order will need',
      'Hinges: 44 pcs', // 40 door hinges + 2 x 2 top-panel hinges (items 12, 13)
      'Drawer runners (first slide type): 10 sets', // items 5, 7, 16 (3 + 1 + 6); not the loose front 20
      'Plinth clips: 34 pcs', // the plinth is cut by the run: a clip per front leg and return
      'Item 13: the lift-up door is outside its mechanism’s range; the shop will advise you.',
      'Not included in your order',
      'Please quote the order ID 2a4b6c8d0e1f when you contact us.',
    ],
    foreign: ['Pedido', 'Estado', 'sin fondo', 'Herrajes', 'Bisagras'],
    subjects: {
      confirmation: 'Order 2a4b6c8d0e1f received: Reference kitchen',
      Approved: 'Order 2a4b6c8d0e1f approved: Reference kitchen',
      'To Cut': 'Order 2a4b6c8d0e1f in the cutting queue: Reference kitchen',
      'To Deliver': 'Order 2a4b6c8d0e1f ready for delivery: Reference kitchen',
      Rejected: 'Order 2a4b6c8d0e1f could not be accepted: Reference kitchen',
    },
    leads: {
      confirmation: 'Thank you for your order "Reference kitchen".',
      Approved: 'Good news: your order has been approved and goes into production.',
      'To Cut': 'Your order is in the cutting queue: we are preparing its parts.',
      'To Deliver': 'Your order has been cut and is ready for delivery.',
      Rejected: 'We are sorry: your order could not be accepted.',
    },
    greeting: 'Hello Lucía Fernández,',
    reason: 'Reason: We do not cut 2 m doors',
    trackingLink: 'Follow your order',
    statusLines: {
      Pending: 'Status: Received',
      Approved: 'Status: Approved',
      'To Cut': 'Status: In the cutting queue',
      'To Deliver': 'Status: Ready for delivery',
      Rejected: 'Status: Not accepted',
    },
    prices: {
      confirmation: ['Total: €1,210.00 (confirmed when we approve the order)'],
      approval: [
        'Price: €1,210.00',
        'Discount: -€10.00 (Regular customer)',
        'New total: €1,200.00',
      ],
    },
  },
  {
    title: 'a Spanish inch order',
    order: ES_IN,
    language: 'es',
    received: 'Recibido: martes, 24 de noviembre de 2026, 10:30',
    changed: 'Actualizado: jueves, 26 de noviembre de 2026, 10:06',
    lines: [
      'Número de pedido: 3b5c7d9e1f20',
      'Piezas (medidas en in)',
      '1. Bajo 1 puerta “Base 20”',
      'Medidas (ancho × alto × fondo): 20 × 34,5 × 24 in',
      'Ensamble con tornillos: Sí',
      'Alto del perfil J: 57 mm',
      '7. Panel, Panel de estante “Shelf 36”',
      'Medidas (ancho × alto): 36 × 12 in, sin fondo',
      'Color del mueble: Birch ply (personalizado, 96 × 48 × 0,75 in, con veta)',
      'Acabado: Acrílico alto brillo',
      'Herrajes que necesitará su pedido',
      'Bisagras: 32 uds.',
      'Guías de cajón (primer tipo): 6 juegos',
      'Clips de zócalo: 18 uds.', // the plinth is cut by the run: a clip per front leg and return
      'No se incluyen en su pedido',
      'Le rogamos que indique el número de pedido 3b5c7d9e1f20 cuando nos contacte.',
    ],
    foreign: ['Order', 'Hello', 'Status', 'no depth', 'Hardware', 'Hinges', 'Items'],
    subjects: {
      confirmation: 'Pedido 3b5c7d9e1f20 recibido: Reference kitchen (in)',
      Approved: 'Pedido 3b5c7d9e1f20 aprobado: Reference kitchen (in)',
      'To Cut': 'Pedido 3b5c7d9e1f20 en la cola de corte: Reference kitchen (in)',
      'To Deliver': 'Pedido 3b5c7d9e1f20 listo para la entrega: Reference kitchen (in)',
      Rejected: 'Pedido 3b5c7d9e1f20 no aceptado: Reference kitchen (in)',
    },
    leads: {
      confirmation: 'Gracias por su pedido «Reference kitchen (in)».',
      Approved: 'Buenas noticias: su pedido ha sido aprobado y pasa a producción.',
      'To Cut': 'Su pedido está en la cola de corte: estamos preparando sus piezas.',
      'To Deliver': 'Su pedido ya está cortado y listo para la entrega.',
      Rejected: 'Lo sentimos: no hemos podido aceptar su pedido.',
    },
    greeting: 'Estimado/a Lucía Fernández:',
    reason: 'Motivo: We do not cut 2 m doors',
    trackingLink: 'Seguir su pedido',
    statusLines: {
      Pending: 'Estado: Recibido',
      Approved: 'Estado: Aprobado',
      'To Cut': 'Estado: En la cola de corte',
      'To Deliver': 'Estado: Listo para la entrega',
      Rejected: 'Estado: No aceptado',
    },
    prices: {
      confirmation: ['Total: 1210,00\u00a0€ (se confirma al aprobar el pedido)'],
      approval: [
        'Precio: 1210,00\u00a0€',
        'Descuento: -10,00\u00a0€ (Regular customer)',
        'Nuevo total: 1200,00\u00a0€',
      ],
    },
  },
];

/** The order as a status change leaves it. */
function movedTo(order: StoredOrder, status: Exclude<OrderStatus, 'Pending'>): StoredOrder {
  return {
    ...order,
    status,
    message: status === 'Rejected' ? 'We do not cut 2 m doors' : '',
    updatedAt: CHANGED_AT,
    version: order.version + 1,
  };
}

function composeStatus(input: OrderForEmail, settings = MADRID): OutgoingEmail {
  const email = statusChangeEmail(input, settings);
  if (email === null) throw new Error(`no e-mail for ${input.order.status}`);
  return email(TRACKING_URL);
}

describe.each(CASES)('the customer e-mails of $title', (c) => {
  function expectCommon(parsed: ParsedMail, kind: keyof Case['subjects']): void {
    expect(parsed.subject).toBe(c.subjects[kind]);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('lucia@example.com');
    const text = parsed.text ?? '';
    const html = String(parsed.html);
    expect(text.startsWith(`${c.greeting}\n`)).toBe(true);
    expect(text).toContain(c.leads[kind]);
    expect(text).toContain(c.received);
    for (const line of c.lines) expect(text).toContain(line);
    for (const word of c.foreign) expect(`${parsed.subject} ${text}`).not.toContain(word);
    expect(text).toContain(`\n${TRACKING_URL}\n`);
    expect(html).toContain(`<html lang="${c.language}">`);
    expect(html).toContain(`<a href="${TRACKING_URL}"`);
    expect(htmlWords(html)).toContain(c.trackingLink);
    expectSameWords(parsed);
    expectNothingRemote(html);
  }

  it('confirms the order in its language, with its items, hardware and tracking link', async () => {
    const email = orderConfirmationEmail(
      { order: c.order, price: null, catalogue: REFERENCE_TREE },
      MADRID,
    )(TRACKING_URL);
    expect(email.kind).toBe('order_confirmation');
    expect(email.reference).toBe(c.order.uuid);
    const parsed = await sent(email);
    expectCommon(parsed, 'confirmation');
    expect((parsed.text ?? '').split('\n')).toContain(c.statusLines.Pending);
    expect(parsed.text).not.toContain('Total');
  });

  it.each(['Approved', 'To Cut', 'To Deliver', 'Rejected'] as const)(
    'tells the customer the order is %s, in its language',
    async (status) => {
      const order = movedTo(c.order, status);
      const email = composeStatus({ order, price: null, catalogue: REFERENCE_TREE });
      expect(email.kind).toBe(`order_status_${status.toLowerCase().replace(' ', '_')}`);
      const parsed = await sent(email);
      expectCommon(parsed, status);
      expect(parsed.text).toContain(c.changed);
      expect((parsed.text ?? '').split('\n')).toContain(c.statusLines[status]);
      if (status === 'Rejected') expect(parsed.text).toContain(c.reason);
      else expect(parsed.text).not.toContain(c.reason);
    },
  );

  it('states the dates in the configured time zone', () => {
    const utc = orderConfirmationEmail(
      { order: c.order, price: null, catalogue: REFERENCE_TREE },
      { publicUrl: PUBLIC_URL, timeZone: 'UTC' },
    )(TRACKING_URL);
    const mexico = composeStatus(
      { order: movedTo(c.order, 'To Cut'), price: null, catalogue: REFERENCE_TREE },
      { publicUrl: PUBLIC_URL, timeZone: 'America/Mexico_City' },
    );
    if (c.language === 'en') {
      expect(utc.text).toContain('Received: Tuesday, 24 November 2026, 09:00');
      expect(mexico.text).toContain('Updated: Thursday, 26 November 2026, 03:06');
    } else {
      expect(utc.text).toContain('Recibido: martes, 24 de noviembre de 2026, 09:30');
      expect(mexico.text).toContain('Actualizado: jueves, 26 de noviembre de 2026, 03:06');
    }
  });

  it('states the price in the language: the estimate on receipt, the adjustment on approval', async () => {
    const confirmation = await sent(
      orderConfirmationEmail(
        { order: c.order, price: PRICE, catalogue: REFERENCE_TREE },
        MADRID,
      )(TRACKING_URL),
    );
    const adjusted: StoredOrderPrice = {
      ...PRICE,
      adjustment: {
        amount: -1000,
        reason: 'Regular customer',
        by: 'admin@shop.example.com',
        at: CHANGED_AT,
      },
    };
    const approval = await sent(
      composeStatus({
        order: movedTo(c.order, 'Approved'),
        price: adjusted,
        catalogue: REFERENCE_TREE,
      }),
    );
    for (const line of c.prices.confirmation) expect(confirmation.text).toContain(line);
    for (const line of c.prices.approval) expect(approval.text).toContain(line);
    expectSameWords(confirmation);
    expectSameWords(approval);
    expectNothingRemote(String(approval.html));
  });
});

describe('the customer e-mails, whatever the order holds', () => {
  it('escapes the customer’s texts in the HTML part and keeps its links to the shop', async () => {
    const order: StoredOrder = {
      ...EN_MM,
      name: '<img src="http://evil.example/x.png">',
      notes: 'See <a href="https://evil.example">this</a>',
    };
    const email = orderConfirmationEmail(
      { order, price: null, catalogue: REFERENCE_TREE },
      MADRID,
    )(TRACKING_URL);
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<a href="https://evil.example"');
    expect(email.html).toContain('&lt;img src=&quot;http://evil.example/x.png&quot;&gt;');
    const parsed = await sent(email);
    expect(parsed.text).toContain('See <a href="https://evil.example">this</a>');
    expectSameWords(parsed);
  });

  it('names the items as stored and leaves the hardware out for an order without its catalogue', () => {
    const email = orderConfirmationEmail(
      { order: ES_IN, price: null, catalogue: null },
      MADRID,
    )(TRACKING_URL);
    // The names stored at intake are the catalogue's English ones.
    expect(email.text).toContain('1. Base 1 Door “Base 20”');
    expect(email.text).toContain('Acabado: High-Gloss Acrylic');
    expect(email.text).toContain('Medidas (ancho × alto): 36 × 12 in, sin fondo');
    expect(email.text).not.toContain('Herrajes');
  });

  it('writes no status e-mail for Pending, a status no order moves to', () => {
    expect(EN_MM.status).toBe('Pending');
    expect(statusChangeEmail({ order: EN_MM, price: null, catalogue: null }, MADRID)).toBeNull();
  });
});
