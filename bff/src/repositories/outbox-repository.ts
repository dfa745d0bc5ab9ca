import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { withRetriedTransaction } from '../db/retried-transaction';
import { toDbTimestamp } from '../db/columns';

/** An e-mail to send, fully rendered when it is queued. */
export interface OutgoingEmail {
  kind: string;
  /** What it is about, e.g. the order uuid. */
  reference: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export interface QueuedEmail extends OutgoingEmail {
  id: number;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

export interface OutboxRepository {
  enqueue(email: OutgoingEmail, at: Date): Promise<number>;
  /**
   * Takes up to `limit` unsent e-mails that are due at `now`, leasing each until `leaseUntil`
   * so no other sender takes it meanwhile (a sender that dies lets the lease run out). Each due
   * e-mail is taken by one caller only, whichever process it runs in.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedEmail[]>;
  markSent(id: number, at: Date, deliveredTo: string): Promise<void>;
  markFailed(id: number, error: string, retryAt: Date): Promise<void>;
  /** E-mails not sent yet, and those of them whose last attempt failed (the metrics' gauges). */
  counts(): Promise<OutboxCounts>;
}

interface OutboxCounts {
  queued: number;
  failed: number;
}

interface OutboxRow {
  id: number;
  kind: string;
  reference: string | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** 128 random bits name one claim: two senders never hold the same token. */
const LEASE_TOKEN_BYTES = 16;

const CLAIMED_COLUMNS = [
  'id',
  'kind',
  'reference',
  'recipient',
  'subject',
  'text_body',
  'html_body',
  'attempts',
];

export function createOutboxRepository(db: Knex): OutboxRepository {
  return {
    async enqueue(email, at) {
      const [id] = await db('email_outbox').insert({
        kind: email.kind,
        reference: email.reference,
        recipient: email.recipient,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html,
        next_attempt_at: toDbTimestamp(at),
        created_at: toDbTimestamp(at),
      });
      return Number(id);
    },

    async claimDue(now, leaseUntil, limit) {
      const dueAt = toDbTimestamp(now);
      const candidates = (await db('email_outbox')
        .select('id')
        .whereNull('sent_at')
        .where('next_attempt_at', '<=', dueAt)
        .orderBy('next_attempt_at')
        .limit(limit)) as { id: number }[];
      if (candidates.length === 0) return [];
      const ids = candidates.map((row) => row.id);
      // One conditional UPDATE: a row still due gets this claim's token and lease; a row another
      // sender took a moment ago is no longer due and is left alone. The rows holding the token
      // afterwards are exactly the ones won.
      // Retried like a transaction (db/retried-transaction.ts): run again after a commit that
      // did happen, it finds its rows no longer due, and the read below finds them by the token.
      const token = randomBytes(LEASE_TOKEN_BYTES).toString('hex');
      await withRetriedTransaction(
        db,
        (trx) =>
          trx('email_outbox')
            .whereIn('id', ids)
            .whereNull('sent_at')
            .where('next_attempt_at', '<=', dueAt)
            .update({
              lease_token: token,
              next_attempt_at: toDbTimestamp(leaseUntil),
              attempts: trx.raw('attempts + 1'),
            }),
        { what: 'outbox claim', idempotent: true },
      );
      const rows = (await db('email_outbox')
        .select(CLAIMED_COLUMNS)
        .whereIn('id', ids)
        .where('lease_token', token)
        .orderBy('id')) as OutboxRow[];
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reference: row.reference,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attempts: Number(row.attempts),
      }));
    },

    async markSent(id, at, deliveredTo) {
      await db('email_outbox')
        .where({ id })
        .update({ sent_at: toDbTimestamp(at), delivered_to: deliveredTo, last_error: null });
    },

    async markFailed(id, error, retryAt) {
      await db('email_outbox')
        .where({ id })
        .update({ last_error: error.slice(0, 2000), next_attempt_at: toDbTimestamp(retryAt) });
    },

    async counts() {
      const row = (await db('email_outbox')
        .whereNull('sent_at')
        .count({ queued: '*' })
        .sum({ failed: db.raw('case when last_error is not null then 1 else 0 end') })
        .first()) as { queued?: unknown; failed?: unknown } | undefined;
      return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0) };
    },
  };
}
