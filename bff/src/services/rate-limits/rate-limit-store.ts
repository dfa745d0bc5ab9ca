import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from '../../logger';
import type { RateLimitTable } from '../../repositories/rate-limit-table';
import { RateCounter, type Limit } from './rate-counter';

/**
 * Where the rate limits count (docs/rules-and-defaults.md, "Sessions and limits"):
 * - `redis`: REDIS_URL is set; every process and machine using that Redis shares the counts;
 * - `mysql`: the rate_limits table of the shop's MySQL/MariaDB database
 *   (repositories/rate-limit-table.ts);
 * - `memory`: SQLite, where the server runs as one process.
 */
type RateLimitStoreKind = 'memory' | 'mysql' | 'redis';

/** The one place the order, sign-in and reset limits get their counters from. */
export interface RateLimitStore {
  readonly kind: RateLimitStoreKind;
  /** For the start-up log. */
  readonly description: string;
  /** A counter for one limit; `keyPrefix` keeps the limits apart in the shared store. */
  counter(keyPrefix: string, limit: Limit): RateCounter;
  /** Closes the Redis connection, stops the table's clean-up; counters fail over to memory. */
  close(): Promise<void>;
}

/** Timings of the shared stores. */
export const RATE_LIMIT_STORE_TIMING = {
  /** A Redis command that takes longer fails, and the count goes to memory. */
  redisCommandTimeoutMs: 500,
  /** Longest wait between attempts to reconnect to Redis. */
  redisLongestReconnectMs: 2_000,
  /** Added to the reconnect wait per attempt already made. */
  redisReconnectStepMs: 100,
  /** How often expired rows are deleted from the rate_limits table. */
  tablePurgeIntervalMs: 5 * 60_000,
  /** At most one warning about an unavailable store per this interval. */
  failureWarningIntervalMs: 60_000,
} as const;

interface RateLimitStoreOptions {
  /** The rate_limits table when the database is MySQL/MariaDB; null on SQLite. */
  table: RateLimitTable | null;
  redisUrl: string | null;
  logger: Logger;
}

/** Warns about a failing store at most once per interval (a burst of requests: one line). */
function failureWarner(kind: RateLimitStoreKind, logger: Logger): (error: unknown) => void {
  let lastWarningMs = -Infinity;
  return (error) => {
    const nowMs = Date.now();
    if (nowMs - lastWarningMs < RATE_LIMIT_STORE_TIMING.failureWarningIntervalMs) return;
    lastWarningMs = nowMs;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    logger.warn(
      `Rate limits: the ${kind} store failed (${reason}); counting in this process's memory until it answers again`,
    );
  };
}

/** Counters in this process's memory. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    description: "this process's memory",
    counter: (keyPrefix, limit) =>
      new RateCounter(
        new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.durationSeconds }),
        keyPrefix,
        limit,
      ),
    close: () => Promise.resolve(),
  };
}

/** Counters in the rate_limits table; its expired rows are deleted now and then. */
export function mysqlRateLimitStore(table: RateLimitTable, logger: Logger): RateLimitStore {
  const warn = failureWarner('mysql', logger);
  const purge = setInterval(() => {
    table.deleteExpired(new Date()).catch((error: unknown) => warn(error));
  }, RATE_LIMIT_STORE_TIMING.tablePurgeIntervalMs);
  purge.unref();
  return {
    kind: 'mysql',
    description: table.description,
    counter: (keyPrefix, limit) =>
      new RateCounter(table.limiter(keyPrefix, limit), keyPrefix, limit, warn),
    close() {
      clearInterval(purge);
      return Promise.resolve();
    },
  };
}

/** The Redis address without its password, for the log. */
function describeRedis(url: string): string {
  const parsed = new URL(url);
  return `Redis ${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * Counters in Redis, over one connection made here. A command waits for no reconnection: while
 * Redis is away it fails at once (no offline queue) and the count goes to memory.
 */
export function redisRateLimitStore(url: string, logger: Logger): RateLimitStore {
  const warn = failureWarner('redis', logger);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: RATE_LIMIT_STORE_TIMING.redisCommandTimeoutMs,
    retryStrategy: (attempt) =>
      Math.min(
        attempt * RATE_LIMIT_STORE_TIMING.redisReconnectStepMs,
        RATE_LIMIT_STORE_TIMING.redisLongestReconnectMs,
      ),
  });
  // A lost connection is reported here, once a minute at most, not as an unhandled 'error'.
  client.on('error', (error: unknown) => warn(error));
  return {
    kind: 'redis',
    description: describeRedis(url),
    counter(keyPrefix, limit) {
      const store: RateLimiterAbstract = new RateLimiterRedis({
        storeClient: client,
        rejectIfRedisNotReady: true,
        keyPrefix,
        points: limit.points,
        duration: limit.durationSeconds,
      });
      return new RateCounter(store, keyPrefix, limit, warn);
    },
    close() {
      client.disconnect();
      return Promise.resolve();
    },
  };
}

/** The store of this configuration: Redis when REDIS_URL is set, else the database's table. */
export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  if (options.redisUrl !== null) return redisRateLimitStore(options.redisUrl, options.logger);
  if (options.table !== null) return mysqlRateLimitStore(options.table, options.logger);
  return memoryRateLimitStore();
}
