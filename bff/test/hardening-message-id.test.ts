import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import type { QueuedEmail } from '../src/repositories/outbox-repository';
import { createMailDelivery } from '../src/services/mail/mail-delivery';
import { eventually, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

/** The outbox columns this test reads. */
interface OutboxRow {
  id: number;
  reference: string | null;
  sent_at: string | null;
  delivered_to: string | null;
}

const MAIL_FROM = 'Orders <no-reply@shop.example.test>';

/** The Message-ID header of a raw message. */
function messageIdOf(raw: string): string | undefined {
  return /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();
}

function queued(id: number, change: Partial<QueuedEmail> = {}): QueuedEmail {
  return {
    id,
    attempts: 1,
    kind: 'order_confirmation',
    reference: '3f2a9c1e-0b7d-4e5f-8a6b-9c0d1e2f3a4b',
    recipient: 'maria.lopez@example.com',
    subject: 'Order 9c0d1e2f3a4b received: Kitchen island',
    text: 'Hello Maria Lopez,',
    html: '<p>Hello Maria Lopez,</p>',
    ...change,
  };
}

/** `<outbox-ID.HASH@domain>`: the row's id, 16 hex digits of its content, the sender's domain. */
const MESSAGE_ID = /^<outbox-(\d+)\.[0-9a-f]{16}@shop\.example\.test>$/;

describe('the Message-ID of an outbox e-mail', () => {
  let outboxDir: string;

  beforeEach(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'cutshop-message-id-'));
  });
  afterEach(() => rm(outboxDir, { recursive: true, force: true }));

  async function idsOfFiles(): Promise<(string | undefined)[]> {
    const files = (await readdir(outboxDir)).sort();
    return Promise.all(
      files.map(async (file) => messageIdOf(await readFile(path.join(outboxDir, file), 'utf8'))),
    );
  }

  it('is the same for two sends of one row, as .eml files', async () => {
    const delivery = createMailDelivery({ smtpUrl: null, mailFrom: MAIL_FROM, outboxDir });
    await delivery.send(queued(7));
    await delivery.send(queued(7, { attempts: 2 }));
    delivery.close();
    const [first, second, ...more] = await idsOfFiles();
    expect(more).toEqual([]);
    expect(first).toMatch(MESSAGE_ID);
    expect(first?.startsWith('<outbox-7.')).toBe(true);
    expect(second).toBe(first);
  });

  it('differs between rows, and between two databases whose rows share an id', async () => {
    const delivery = createMailDelivery({ smtpUrl: null, mailFrom: MAIL_FROM, outboxDir });
    await delivery.send(queued(7));
    await delivery.send(queued(8));
    await delivery.send(queued(7, { reference: 'another-order', subject: 'Order 1 received' }));
    delivery.close();
    const ids = await idsOfFiles();
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(MESSAGE_ID);
  });

  describe('over SMTP', () => {
    let peer: SmtpPeer;

    beforeAll(async () => {
      peer = await startSmtpPeer();
    });
    afterAll(() => peer?.close());

    it('is the same for two sends of one row', async () => {
      const delivery = createMailDelivery({ smtpUrl: peer.url, mailFrom: MAIL_FROM, outboxDir });
      const first = await delivery.send(queued(12));
      const second = await delivery.send(queued(12, { attempts: 2 }));
      delivery.close();
      const [one, two] = peer.received.map((mail) => messageIdOf(mail.raw));
      expect(one).toMatch(MESSAGE_ID);
      expect(one?.startsWith('<outbox-12.')).toBe(true);
      expect(two).toBe(one);
      // What the outbox records as where the e-mail went names the same id.
      expect(first).toBe(`smtp ${one ?? ''}`);
      expect(second).toBe(first);
    });
  });
});

describe('a confirmation sent again after a crash before it was marked sent', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });
  afterAll(() => server?.stop());

  it('carries the Message-ID of the first send', async () => {
    const response = await server.postOrder(validOrder());
    const order = (await response.json()) as StoredOrder;
    const sentFile = () =>
      eventually(async () => {
        const row = await server
          .db<OutboxRow>('email_outbox')
          .where({ reference: order.uuid })
          .first();
        return row?.sent_at ? row : undefined;
      });
    await server.services.mailer.deliverDue();
    const first = await sentFile();
    // As if the process had died between handing the e-mail over and recording it.
    await server
      .db('email_outbox')
      .where({ id: first.id })
      .update({ sent_at: null, delivered_to: null, next_attempt_at: '2000-01-01 00:00:00.000' });
    await server.services.mailer.deliverDue();
    const second = await sentFile();
    expect(second.delivered_to).not.toBe(first.delivered_to);
    const firstId = messageIdOf(await readFile(first.delivered_to ?? '', 'utf8'));
    const secondId = messageIdOf(await readFile(second.delivered_to ?? '', 'utf8'));
    expect(firstId).toMatch(
      new RegExp(`^<outbox-${first.id}\\.[0-9a-f]{16}@shop\\.example\\.test>$`),
    );
    expect(secondId).toBe(firstId);
  });
});
