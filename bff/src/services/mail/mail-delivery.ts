import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { QueuedEmail } from '../../repositories/outbox-repository';
import { messageIdOf } from './message-id';

/** Hands one e-mail to the outside world; answers where it went (message id or file). */
export interface MailDelivery {
  send(email: QueuedEmail): Promise<string>;
  /** Where e-mails go, for the start-up log. */
  readonly description: string;
  close(): void;
}

interface MailDeliverySettings {
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
}

/** The message of an outbox row, with the Message-ID every send of that row carries. */
function messageOf(email: QueuedEmail, from: string) {
  return {
    from,
    to: email.recipient,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: messageIdOf(email, from),
  };
}

/**
 * The SMTP connections kept open and reused (the outbox mailer sends several e-mails at once):
 * as many as the mailer's sends in flight, each for up to `maxMessages` e-mails.
 */
const SMTP_POOL = { maxConnections: 8, maxMessages: 100 } as const;

/** SMTP when a server is configured. Short timeouts: a stuck server must not hold the queue. */
function smtpDelivery(smtpUrl: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    ...SMTP_POOL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
    async send(email) {
      const info = await transport.sendMail(messageOf(email, from));
      return `smtp ${info.messageId}`;
    },
    close: () => transport.close(),
  };
}

/** Without SMTP each e-mail becomes an .eml file a mail program can open. */
function fileDelivery(outboxDir: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${outboxDir}`,
    async send(email) {
      const info = await transport.sendMail(messageOf(email, from));
      await mkdir(outboxDir, { recursive: true });
      const file = await writeNewFile(outboxDir, String(email.id), info.message as Buffer);
      return file;
    },
    close: () => transport.close(),
  };
}

/** `<id>.eml`, or `<id>-<time>.eml` when a file of an earlier database has that name. */
async function writeNewFile(directory: string, id: string, content: Buffer): Promise<string> {
  const first = path.join(directory, `${id}.eml`);
  try {
    await writeFile(first, content, { flag: 'wx' });
    return first;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = path.join(directory, `${id}-${Date.now()}.eml`);
    await writeFile(other, content, { flag: 'wx' });
    return other;
  }
}

export function createMailDelivery(settings: MailDeliverySettings): MailDelivery {
  return settings.smtpUrl === null
    ? fileDelivery(settings.outboxDir, settings.mailFrom)
    : smtpDelivery(settings.smtpUrl, settings.mailFrom);
}
