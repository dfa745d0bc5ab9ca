import type { Knex } from 'knex';
import { classifyDriverError, dialectOf, type Dialect } from '@cutshop/migrations/dialects';
import { hostSelectorOf } from './host-selector';

/*
 * Every write transaction of the server runs through withRetriedTransaction
 * (docs/operations.md, "The server on a cluster"). A transaction that lost a lock race or whose
 * node left runs again, whole: the function that opens it is called again, reading afresh what
 * it decides on. What is retried, and why running it again is safe:
 *
 * - A deadlock (1213, ER_LOCK_DEADLOCK), a lock wait timeout (1205) or a busy SQLite: the
 *   database rolled the transaction back; nothing of it was kept. On a Galera cluster a
 *   certification conflict (two nodes wrote the same row at once) arrives as a deadlock, at
 *   any statement or at COMMIT: the loser's transaction was not applied anywhere.
 * - A connection lost or refused, or a node that left the cluster (1047), BEFORE the COMMIT was
 *   sent: the transaction never committed. Retried for every transaction.
 * - The same DURING the COMMIT: the commit may or may not have happened. Retried only where the
 *   caller says running `work` again after a commit that did happen is harmless
 *   (`idempotent: true`):
 *   - order intake (OrderService.place): the order's uuid is chosen before the transaction and
 *     its Idempotency-Key is stored in it, so a second run fails on either unique key and the
 *     first run's answer is given (no second order, no second e-mail);
 *   - an order's status change (OrderAdminService): it names the version it changes, so a
 *     second run finds the order moved on and answers as for a stale version (409), never
 *     applying the change twice;
 *   - the catalogue and price list edits: they name the revision/version they replace, the same;
 *   - an order's replan (OffcutService.replan, docs/decisions/0012-offcut-stock.md): each offcut
 *     it gives back or withdraws names its version, and the plan it replaces its time, so a
 *     second run finds them changed: it is made again from what is stored (one more replan, to
 *     the same effect) or, when it gave back and withdrew nothing, answers as for a stale order;
 *   - the order counters' compaction (counter-compaction.ts) and recount: folding or counting
 *     again from what is stored gives the same sums.
 *   Everything else (sign-in, token rotation, logout, password reset, the admin accounts) is
 *   not retried after an uncertain commit: the error reaches the client as 503, which may try
 *   again itself.
 * The outbox claim is one conditional UPDATE (outbox-repository.ts), retried the same way: a
 * claim whose commit is uncertain is simply not used (its lease runs out and the e-mail is
 * claimed again).
 */

export interface RetryOptions {
  /** Names the transaction in the retry hook (logs, metrics). */
  what: string;
  /**
   * True when running `work` again after a commit that did happen changes nothing (see above):
   * only then is a connection lost during the COMMIT retried.
   */
  idempotent?: boolean;
}

/** The attempts and the backoff between them (jittered, doubling). */
export const TRANSACTION_RETRY = {
  attempts: 5,
  firstDelayMs: 25,
  longestDelayMs: 1_000,
} as const;

/** Told before each retry: what failed, the attempt that failed and the error. */
export type RetryHook = (what: string, attempt: number, error: unknown) => void | Promise<void>;

/** What kind of failure lets a transaction run again. */
export type RetryableFailure = 'lock' | 'node';

const LOCK_CODES = new Set([
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);
const NODE_GONE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // 1047: "WSREP has not yet prepared node for application use", a node out of the cluster.
  'ER_UNKNOWN_COM_ERROR',
  'ER_SERVER_SHUTDOWN',
  'CUTSHOP_NO_USABLE_HOST',
]);
/** MariaDB's "Connection was killed" (1927), which mysql2 names after MySQL's meaning. */
const CONNECTION_KILLED_ERRNO = 1927;

/**
 * Whether `error`, or an error it wraps as its cause (the repositories translate driver errors
 * into their own), is a lost lock race or a node that is gone; undefined for anything else.
 * `dialect` adds what that database counts as busy (on SQLite, waiting for the one connection).
 */
export function retryableFailure(dialect: Dialect, error: unknown): RetryableFailure | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    if (typeof code === 'string' && LOCK_CODES.has(code)) return 'lock';
    if (classifyDriverError(dialect, e) === 'transient') return 'lock';
    if (typeof code === 'string' && NODE_GONE_CODES.has(code)) return 'node';
    if (errno === CONNECTION_KILLED_ERRNO) return 'node';
    // mysql2 marks an error of the connection itself fatal; a statement sent on a connection
    // that closed meanwhile fails with no code ("Can't add new command when connection is in
    // closed state"), and knex's ROLLBACK after a lost connection fails the same way.
    if (code === undefined && (e as { fatal?: unknown }).fatal === true) return 'node';
    e = e.cause;
  }
  return undefined;
}

/** The wait before attempt `attempt + 1`: doubling from the first delay, ±50 %. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(
    TRANSACTION_RETRY.longestDelayMs,
    TRANSACTION_RETRY.firstDelayMs * 2 ** (attempt - 1),
  );
  return Math.round(base * (0.5 + random()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction on `db` and commits; when it fails in a way listed above, runs it
 * again (at most TRANSACTION_RETRY.attempts times in all), after `beforeRetry` and a jittered
 * wait. Any other failure, or the last one, is thrown as it came.
 */
export async function withRetriedTransaction<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  options: RetryOptions,
  beforeRetry?: RetryHook,
): Promise<T> {
  const dialect = dialectOf(db);
  for (let attempt = 1; ; attempt += 1) {
    let committing = false;
    try {
      return await db.transaction(async (trx) => {
        const result = await work(trx);
        committing = true;
        return result;
      });
    } catch (error) {
      const failure = retryableFailure(dialect, error);
      const retry =
        attempt < TRANSACTION_RETRY.attempts &&
        (failure === 'lock' || (failure === 'node' && (!committing || options.idempotent)));
      if (!retry) throw error;
      // On a cluster, the node is probed before the next attempt, which goes to another node
      // when this one is gone (host-selector.ts).
      if (failure === 'node') await hostSelectorOf(db)?.suspect();
      await beforeRetry?.(options.what, attempt, error);
      await sleep(retryDelayMs(attempt));
    }
  }
}
