import { createHash } from 'node:crypto';
import type { QueuedEmail } from '../../repositories/outbox-repository';

/** Hex digits of the content hash in a Message-ID: 64 bits tell rows apart. */
const CONTENT_HASH_HEX_DIGITS = 16;

/** The domain of the sender's address (`Orders <no-reply@shop.example>` -> `shop.example`). */
function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/**
 * The Message-ID of an outbox e-mail: the same every time the same row is sent, so that a copy
 * sent again after a crash between handing it over and recording it (the outbox delivers at
 * least once, docs/rules-and-defaults.md "E-mail delivery") is folded into one by mail
 * programs. The row's id names it; a hash of what it says tells it from the row of the same id
 * in another database (a new shop, a test server).
 */
export function messageIdOf(email: QueuedEmail, mailFrom: string): string {
  const content = JSON.stringify([
    email.id,
    email.kind,
    email.reference,
    email.recipient,
    email.subject,
    email.text,
    email.html,
  ]);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, CONTENT_HASH_HEX_DIGITS);
  return `<outbox-${email.id}.${hash}@${senderDomain(mailFrom)}>`;
}
