import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { OutboxMailer, retryDelayMs } from '../src/services/mail/outbox-mailer';
import { createMailDelivery } from '../src/services/mail/mail-delivery';
import { eventually, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { validOrder } from './support/orders-fixture';

interface OutboxRow {
  id: number;
  kind: string;
  reference: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  sent_at: string | null;
  next_attempt_at: string;
  last_error: string | null;
  delivered_to: string | null;
}

async function placeOrder(server: TestServer): Promise<StoredOrder> {
  const response = await server.postOrder(validOrder());
  expect(response.status).toBe(201);
  return (await response.json()) as StoredOrder;
}

function outboxRow(server: TestServer, uuid: string): Promise<OutboxRow | undefined> {
  return server.db<OutboxRow>('email_outbox').where({ reference: uuid }).first();
}

async function sentRow(server: TestServer, uuid: string): Promise<OutboxRow> {
  return eventually(async () => {
    const row = await outboxRow(server, uuid);
    return row?.sent_at ? row : undefined;
  });
}

/** The hour and minute of `iso` in Madrid, as the e-mails write them ("10:06"). */
function madridTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));
}

/** The tracking link an e-mail carries (a fresh token in each). */
const TRACKING_LINK = /http:\/\/shop\.example\.test\/track\/([A-Za-z0-9_-]{22})/;

forEachDatabase('Order confirmation e-mail, without SMTP', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SHOP_TIME_ZONE: 'Europe/Madrid' } });
  });
  afterAll(() => server?.stop());

  /** The .eml file the outbox wrote for an order's confirmation, read by a MIME parser. */
  async function sentEml(order: StoredOrder) {
    const row = await sentRow(server, order.uuid);
    expect(row.delivered_to).toBe(`${server.config.outboxDir}/${row.id}.eml`);
    const raw = await readFile(row.delivered_to ?? '');
    return { row, raw: raw.toString('utf8'), mail: await simpleParser(raw) };
  }

  it('queues the confirmation with the order and writes it as an .eml file', async () => {
    const order = await placeOrder(server);
    const shortId = shortOrderId(order.uuid);
    const { row, raw, mail } = await sentEml(order);

    expect(row.kind).toBe('order_confirmation');
    expect(row.recipient).toBe('maria.lopez@example.com');
    expect(mail.subject).toBe(`Order ${shortId} received: Kitchen island`);
    expect(mail.text).toBe(row.text_body);
    for (const expected of [
      'Hello Maria Lopez,',
      `Order ID: ${shortId}`,
      `Received: `,
      `, ${madridTime(order.createdAt)}\n`,
      'Name: Maria Lopez',
      'Cabinet colour: Arctic White',
      'Finish: Melamine Matte',
      '1. Base 1 Door “Sink left”',
      'Size (width × height × depth): 600 × 720 × 560 mm',
      'Quantity: 2',
      'Number of shelves: 1',
      'Hardware your order will need',
      'Hinges: ',
      'Please label each part',
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain('<li>Name: Maria Lopez</li>');
    expect(mail.html).toContain('<html lang="en">');

    // The link is the order's own tracking page, and it opens.
    const token = TRACKING_LINK.exec(mail.text ?? '')?.[1];
    expect(mail.html).toContain(`href="http://shop.example.test/track/${token}"`);
    const page = await server.fetch(`/api/track/${token}`);
    expect(page.status).toBe(200);

    expect(raw).toMatch(/^To: maria\.lopez@example\.com$/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(server.logger.lines.join('\n')).toContain(row.delivered_to ?? '');
  });

  it('writes a Spanish order’s confirmation in Spanish, with its own tracking link', async () => {
    const response = await server.postOrder({ ...validOrder(), language: 'es' });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as StoredOrder & { trackingPath: string };
    const shortId = shortOrderId(placed.uuid);
    const { mail } = await sentEml(placed);

    expect(mail.subject).toBe(`Pedido ${shortId} recibido: Kitchen island`);
    for (const expected of [
      'Estimado/a Maria Lopez:',
      `Número de pedido: ${shortId}`,
      'Recibido: ',
      `, ${madridTime(placed.createdAt)}\n`,
      'Medidas (ancho × alto × fondo): 600 × 720 × 560 mm',
      'Cantidad: 2',
      'Número de repisas: 1',
      'Herrajes que necesitará su pedido',
      'Bisagras: ',
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).not.toMatch(/Hello|Order ID|Items|Hardware/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Seguir su pedido');
    // The e-mail's link is not the one the intake answered with: each gets a fresh token.
    const token = TRACKING_LINK.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(placed.trackingPath).not.toBe(`/track/${token}`);
    expect((await server.fetch(`/api/track/${token}`)).status).toBe(200);
  });
});

forEachDatabase('Order confirmation e-mail over SMTP', (database) => {
  let server: TestServer;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startTestServer({ database, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  beforeEach(() => server.resetData());

  it('delivers the confirmation to the SMTP server', async () => {
    const order = await placeOrder(server);
    const row = await sentRow(server, order.uuid);
    expect(row.delivered_to).toMatch(/^smtp </);
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.raw.includes(shortOrderId(order.uuid))),
    );
    expect(mail.to).toEqual(['maria.lopez@example.com']);
    expect(mail.from).toBe('no-reply@shop.example.test');
  });

  it('keeps a refused e-mail queued and sends it on a later attempt', async () => {
    smtp.refuseNext(1);
    const order = await placeOrder(server);
    const failed = await eventually(async () => {
      const row = await outboxRow(server, order.uuid);
      return row?.last_error ? row : undefined;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('Mailbox busy');
    expect(String(failed.next_attempt_at) > new Date().toISOString().replace('T', ' ')).toBe(true);

    // A sender whose clock is past the backoff takes it again.
    const later = new OutboxMailer({
      outbox: server.services.repositories.outbox,
      delivery: createMailDelivery(server.config),
      logger: server.logger,
      now: () => new Date(Date.now() + 31_000),
    });
    expect(await later.deliverDue()).toBe(1);
    await later.stop();
    const sent = await outboxRow(server, order.uuid);
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.raw.includes(shortOrderId(order.uuid)))).toHaveLength(1);
  });
});

describe('retry backoff', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
