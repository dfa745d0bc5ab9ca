import type { Logger } from '../../logger';
import type { OutboxRepository, QueuedEmail } from '../../repositories/outbox-repository';
import type { MailDelivery } from './mail-delivery';

interface OutboxMailerOptions {
  outbox: OutboxRepository;
  delivery: MailDelivery;
  logger: Logger;
  /** How often the queue is looked at without a kick (a retry falling due, another process). */
  pollIntervalMs?: number;
  /** How long one sender holds an e-mail before another may try it. */
  leaseMs?: number;
  /** E-mails handed to the delivery at the same time (OUTBOX_SENDING.sendsInFlight). */
  sendsInFlight?: number;
  now?: () => Date;
}

/**
 * How the outbox is worked through: e-mails are claimed `claimBatch` at a time (three
 * statements per batch, whatever its size) and `sendsInFlight` of them are being handed over at
 * once, so a slow SMTP answer does not hold the others back.
 */
const OUTBOX_SENDING = {
  claimBatch: 50,
  sendsInFlight: 8,
} as const;
/**
 * A failed send is tried again after `firstRetryMs`, doubling up to `longestRetryMs`; a claimed
 * row another process has not finished within `leaseMs` may be claimed again
 * (docs/rules-and-defaults.md, "E-mail delivery"). OUTBOX_LEASE_SECONDS sets the lease from
 * `shortestLeaseMs` (one SMTP socket timeout, mail-delivery.ts) to `longestLeaseMs`.
 */
export const OUTBOX_RETRY = {
  firstRetryMs: 30_000,
  longestRetryMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  shortestLeaseMs: 30_000,
  longestLeaseMs: 60 * 60_000,
} as const;

/** Recording an e-mail as sent is tried this often, waiting 0.2 s, 0.4 s, … (3 s in all). */
const RECORD_SENT_RETRY = { attempts: 5, firstDelayMs: 200 } as const;

/**
 * What the log says about a failed send: the mail library's error code and the SMTP reply code.
 * The reply's text stays in the outbox row only: servers often repeat the recipient's address
 * in it, and logs carry no personal data (docs/rules-and-defaults.md, "Server limits").
 */
function sendFailureSummary(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === 'string' ? code : '',
    typeof responseCode === 'number' ? `SMTP ${responseCode}` : '',
  ].filter((part) => part !== '');
  const name = error instanceof Error ? error.name : typeof error;
  return parts.length > 0 ? parts.join(', ') : name;
}

/** Waits 30 s after the first failure, doubling up to an hour; it never gives up on a mail. */
export function retryDelayMs(attempts: number): number {
  return Math.min(
    OUTBOX_RETRY.firstRetryMs * 2 ** Math.max(0, attempts - 1),
    OUTBOX_RETRY.longestRetryMs,
  );
}

/**
 * Sends what the outbox table holds, after the transaction that queued it has committed. A send
 * that fails stays queued and is retried with backoff; nothing is deleted.
 */
export class OutboxMailer {
  private readonly outbox: OutboxRepository;
  private readonly delivery: MailDelivery;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly sendsInFlight: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private kickedDuringPass = false;
  private stopped = false;

  constructor(options: OutboxMailerOptions) {
    this.outbox = options.outbox;
    this.delivery = options.delivery;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? OUTBOX_RETRY.leaseMs;
    this.sendsInFlight = options.sendsInFlight ?? OUTBOX_SENDING.sendsInFlight;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Something was queued: send it now rather than at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.pass) this.kickedDuringPass = true;
    else this.schedule(0);
  }

  /**
   * Sends every e-mail that is due now; resolves with how many went out. Delivery is at least
   * once: a process killed after handing an e-mail over and before recording it sends it again
   * when the lease runs out, with the same Message-ID (message-id.ts), which mail programs fold.
   */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.now();
      const batch = await this.outbox.claimDue(
        now,
        new Date(now.getTime() + this.leaseMs),
        OUTBOX_SENDING.claimBatch,
      );
      sent += await this.sendAll(batch);
      if (batch.length < OUTBOX_SENDING.claimBatch || this.stopped) return sent;
    }
  }

  /** Sends a claimed batch, `sendsInFlight` at a time; resolves with how many went out. */
  private async sendAll(batch: readonly QueuedEmail[]): Promise<number> {
    let next = 0;
    let sent = 0;
    const worker = async () => {
      while (next < batch.length) {
        const email = batch[next];
        next += 1;
        if (email !== undefined && (await this.sendOne(email))) sent += 1;
      }
    };
    const workers = Math.min(this.sendsInFlight, batch.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return sent;
  }

  /** Sends one e-mail and records how it went; true when it went out. */
  private async sendOne(email: QueuedEmail): Promise<boolean> {
    let deliveredTo: string;
    try {
      deliveredTo = await this.delivery.send(email);
    } catch (error) {
      const retryAt = new Date(this.now().getTime() + retryDelayMs(email.attempts));
      const reason = error instanceof Error ? error.message : String(error);
      await this.outbox.markFailed(email.id, reason, retryAt);
      this.logger.warn(
        `E-mail ${email.id} (${email.kind}) not sent, attempt ${email.attempts}: ${sendFailureSummary(error)}; retry at ${retryAt.toISOString()}`,
      );
      return false;
    }
    await this.recordSent(email, deliveredTo);
    return true;
  }

  /**
   * Records an e-mail the mail server took. A failure here is not a failed send: marked as one,
   * the e-mail would go again at its retry. The record is tried again (the database node may be
   * leaving a cluster); when it still fails, the claim's lease keeps every sender off the e-mail
   * until it runs out, and only then does it go again, with the same Message-ID.
   */
  private async recordSent(email: QueuedEmail, deliveredTo: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.outbox.markSent(email.id, this.now(), deliveredTo);
        this.logger.info(`E-mail ${email.id} (${email.kind}) sent: ${deliveredTo}`);
        return;
      } catch (error) {
        if (attempt >= RECORD_SENT_RETRY.attempts) {
          this.logger.warn(
            `E-mail ${email.id} (${email.kind}) sent but not recorded: ${sendFailureSummary(error)}; it may go again when its lease runs out`,
          );
          return;
        }
        await new Promise((resolve) =>
          setTimeout(resolve, RECORD_SENT_RETRY.firstDelayMs * 2 ** (attempt - 1)),
        );
      }
    }
  }

  /** Stops polling and waits for a pass in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
    this.delivery.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runPass(), delayMs);
    // The mail loop alone must not keep the process alive.
    this.timer.unref();
  }

  private runPass(): void {
    this.timer = null;
    this.kickedDuringPass = false;
    this.pass = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error('The e-mail outbox could not be read', error))
      .finally(() => {
        this.pass = null;
        this.schedule(this.kickedDuringPass ? 0 : this.pollIntervalMs);
      });
  }
}
