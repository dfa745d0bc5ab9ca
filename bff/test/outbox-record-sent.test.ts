import { describe, expect, it } from 'vitest';
import type { OutboxRepository, QueuedEmail } from '../src/repositories/outbox-repository';
import type { MailDelivery } from '../src/services/mail/mail-delivery';
import { OutboxMailer } from '../src/services/mail/outbox-mailer';
import { recordingLogger } from './support/harness';

const EMAIL: QueuedEmail = {
  id: 7,
  attempts: 1,
  kind: 'order_confirmation',
  reference: null,
  recipient: 'customer@example.com',
  subject: 'Order received',
  text: 'Hello',
  html: '<p>Hello</p>',
};

/** An outbox holding one e-mail, whose "sent" record fails `failingRecords` times. */
function outboxFailingToRecord(failingRecords: number) {
  const calls = { markSent: 0, markFailed: 0 };
  let claimed = false;
  const outbox: OutboxRepository = {
    enqueue: () => Promise.resolve(EMAIL.id),
    claimDue: () => {
      const batch = claimed ? [] : [EMAIL];
      claimed = true;
      return Promise.resolve(batch);
    },
    markSent: () => {
      calls.markSent += 1;
      if (calls.markSent <= failingRecords) {
        // What a query on a node that left the cluster fails with.
        return Promise.reject(
          Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }),
        );
      }
      return Promise.resolve();
    },
    markFailed: () => {
      calls.markFailed += 1;
      return Promise.resolve();
    },
    counts: () => Promise.resolve({ queued: 1, failed: 0 }),
  };
  return { outbox, calls };
}

function countingDelivery() {
  const sends = { count: 0 };
  const delivery: MailDelivery = {
    description: 'a counting server',
    send: () => {
      sends.count += 1;
      return Promise.resolve('smtp <id@example.com>');
    },
    close: () => undefined,
  };
  return { delivery, sends };
}

describe('An e-mail handed to the mail server whose "sent" record fails', () => {
  it('is recorded on a later try, and never marked as a failed send to go again', async () => {
    const { outbox, calls } = outboxFailingToRecord(2);
    const { delivery, sends } = countingDelivery();
    const logger = recordingLogger();
    const mailer = new OutboxMailer({ outbox, delivery, logger });
    expect(await mailer.deliverDue()).toBe(1);
    expect(sends.count).toBe(1);
    expect(calls.markSent).toBe(3);
    expect(calls.markFailed).toBe(0);
  });

  it('is left to its lease when the record keeps failing, not retried as unsent', async () => {
    const { outbox, calls } = outboxFailingToRecord(Number.POSITIVE_INFINITY);
    const { delivery, sends } = countingDelivery();
    const logger = recordingLogger();
    const mailer = new OutboxMailer({ outbox, delivery, logger });
    await mailer.deliverDue();
    expect(sends.count).toBe(1);
    expect(calls.markFailed).toBe(0);
    expect(logger.lines.join('\n')).toMatch(
      /^warn: E-mail 7 \(order_confirmation\) sent but not recorded: PROTOCOL_CONNECTION_LOST; /m,
    );
  });
});
