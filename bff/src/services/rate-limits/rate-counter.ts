import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** At most `points` counted per key in a fixed window of `durationSeconds`. */
export interface Limit {
  points: number;
  durationSeconds: number;
}

/** Where a key stands in its current window. */
export interface CounterState {
  consumedPoints: number;
  remainingPoints: number;
  /** Until the window ends. */
  msBeforeNext: number;
}

/** The limit of a key is spent for now; `retryAfterSeconds` until its window ends. */
export class LimitReachedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Limit reached, retry in ${retryAfterSeconds} s`);
    this.name = 'LimitReachedError';
  }
}

/** A store operation failed (Redis or the database did not answer); counted in memory instead. */
type StoreFailureListener = (error: unknown) => void;

const MS_PER_SECOND = 1000;

/** Whole seconds until the window ends, at least one. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / MS_PER_SECOND));
}

/**
 * Keys are stored as a SHA-256 of the client address or e-mail, so neither the rate-limit table
 * nor Redis holds personal data, and every key has the same short length.
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function stateOf(result: RateLimiterRes): CounterState {
  return {
    consumedPoints: result.consumedPoints,
    remainingPoints: result.remainingPoints,
    msBeforeNext: result.msBeforeNext,
  };
}

/**
 * One limit on one store, whatever the store. When the store fails, the counting goes on in
 * this process's memory (the limit then holds per process) and `onStoreFailure` is told; a
 * request is never refused or failed because the store is down
 * (docs/rules-and-defaults.md, "Sessions and limits").
 */
export class RateCounter {
  private readonly fallback: RateLimiterMemory;

  constructor(
    private readonly store: RateLimiterAbstract,
    keyPrefix: string,
    readonly limit: Limit,
    private readonly onStoreFailure: StoreFailureListener = () => undefined,
  ) {
    this.fallback = new RateLimiterMemory({
      keyPrefix,
      points: limit.points,
      duration: limit.durationSeconds,
    });
  }

  /** Counts one point; a LimitReachedError when that goes past the limit. */
  async consume(key: string): Promise<CounterState> {
    const stored = storedKey(key);
    try {
      return stateOf(await this.withFallback((limiter) => limiter.consume(stored)));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new LimitReachedError(retryAfterSeconds(rejection.msBeforeNext));
      }
      throw rejection;
    }
  }

  /** The key's state, or null when nothing is counted in the current window. */
  async get(key: string): Promise<CounterState | null> {
    const result = await this.withFallback((limiter) => limiter.get(storedKey(key)));
    return result === null ? null : stateOf(result);
  }

  /** Forgets what was counted for the key. */
  async delete(key: string): Promise<void> {
    const stored = storedKey(key);
    await this.withFallback((limiter) => limiter.delete(stored));
  }

  private async withFallback<T>(
    operation: (limiter: RateLimiterAbstract) => Promise<T>,
  ): Promise<T> {
    try {
      return await operation(this.store);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      this.onStoreFailure(error);
      return operation(this.fallback);
    }
  }
}
