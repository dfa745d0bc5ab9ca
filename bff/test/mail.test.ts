import { readFile } from 'node:fs/promises';
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

forEachDatabase('Order confirmation e-mail, without SMTP', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('queues the confirmation with the order and writes it as an .eml file', async () => {
    const order = await placeOrder(server);
    const shortId = shortOrderId(order.uuid);
    const row = await sentRow(server, order.uuid);

    expect(row.kind).toBe('order_confirmation');
    expect(row.recipient).toBe('maria.lopez@example.com');
    expect(row.subject).toContain(shortId);
    for (const expected of [
      `Order ID: ${shortId}`,
      'Name: Maria Lopez',
      'Cabinet colour: Arctic White',
      'Finish: Melamine Matte',
      '600.00 x 720.00 x 560.00 mm',
      'quantity 2',
      'Please label each part',
    ]) {
      expect(row.text_body).toContain(expected);
    }
    expect(row.html_body).toContain('<li>Name: Maria Lopez</li>');
    expect(row.html_body).toContain('Doors &amp; Fronts');

    expect(row.delivered_to).toBe(`${server.config.outboxDir}/${row.id}.eml`);
    const eml = await readFile(row.delivered_to ?? '', 'utf8');
    expect(eml).toMatch(/^To: maria\.lopez@example\.com$/m);
    expect(eml).toContain(shortId);
    expect(eml).toContain('Content-Type: text/html');
    expect(server.logger.lines.join('\n')).toContain(row.delivered_to ?? '');
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
