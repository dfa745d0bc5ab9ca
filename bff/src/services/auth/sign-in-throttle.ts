import { TooManyAttemptsError } from '../errors';
import {
  LimitReachedError,
  retryAfterSeconds,
  type CounterState,
  type Limit,
  type RateCounter,
} from '../rate-limits/rate-counter';
import type { RateLimitStore } from '../rate-limits/rate-limit-store';

export type { Limit } from '../rate-limits/rate-counter';

/**
 * Brute-force limits of the sign-in and forgotten-password forms. Windows are fixed and end on
 * their own: an account is slowed down, never locked for good. An e-mail is counted whether or
 * not it has an account, so a 429 says nothing about which e-mails exist.
 */
export interface AuthRateLimits {
  /** Sign-in attempts from one client IP. */
  loginPerIp: Limit;
  /** Failed sign-ins on one e-mail from browsers without its device cookie (a success clears them). */
  loginFailuresPerAccount: Limit;
  /** Reset-link requests from one client IP. */
  rememberPerIp: Limit;
  /** Reset-link requests for one e-mail. */
  rememberPerAccount: Limit;
  /** Failed sign-ins from one known device (DEVICE_LOGIN_FAILURES unless given). */
  loginFailuresPerDevice?: Limit;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { points: 30, durationSeconds: 15 * 60 },
  loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  rememberPerIp: { points: 10, durationSeconds: 60 * 60 },
  rememberPerAccount: { points: 3, durationSeconds: 60 * 60 },
};

/**
 * Failed sign-ins a browser with the account's device cookie may make per window: fewer than
 * the account's, as they are spent by one device only (services/auth/device-cookies.ts).
 */
export const DEVICE_LOGIN_FAILURES: Limit = { points: 5, durationSeconds: 15 * 60 };

/** Spends a point; a TooManyAttemptsError with the wait when none is left. */
async function spend(counter: RateCounter, key: string): Promise<void> {
  try {
    await counter.consume(key);
  } catch (rejection) {
    if (rejection instanceof LimitReachedError) {
      throw new TooManyAttemptsError(rejection.retryAfterSeconds);
    }
    throw rejection;
  }
}

/** Counts a failure; reaching the limit is for the next attempt to find out. */
async function countFailure(counter: RateCounter, key: string): Promise<void> {
  try {
    await counter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof LimitReachedError)) throw rejection;
  }
}

/** Refuses when the failures counted so far reach the limit. */
function refuseWhenSpent(failures: CounterState | null, limit: Limit): void {
  if (failures !== null && failures.consumedPoints >= limit.points) {
    throw new TooManyAttemptsError(retryAfterSeconds(failures.msBeforeNext));
  }
}

/**
 * The sign-in and reset limits. The counts live in the rate-limit store, shared by every
 * server process on MySQL or Redis (services/rate-limits). `device` is the id of a valid device
 * cookie for the e-mail tried (null without one): such a sign-in is held to its device's own
 * failures instead of the account's.
 */
export class SignInThrottle {
  private readonly loginPerIp: RateCounter;
  private readonly loginFailures: RateCounter;
  private readonly deviceFailures: RateCounter;
  private readonly rememberPerIp: RateCounter;
  private readonly rememberPerAccount: RateCounter;

  constructor(store: RateLimitStore, limits: AuthRateLimits = AUTH_RATE_LIMITS) {
    this.loginPerIp = store.counter('login-ip', limits.loginPerIp);
    this.loginFailures = store.counter('login-account', limits.loginFailuresPerAccount);
    this.deviceFailures = store.counter(
      'login-device',
      limits.loginFailuresPerDevice ?? DEVICE_LOGIN_FAILURES,
    );
    this.rememberPerIp = store.counter('remember-ip', limits.rememberPerIp);
    this.rememberPerAccount = store.counter('remember-account', limits.rememberPerAccount);
  }

  /** Before checking a password: counts the attempt, refuses when a limit is spent. */
  async beforeLogin(ip: string, email: string, device: string | null = null): Promise<void> {
    await spend(this.loginPerIp, ip);
    const failures = device
      ? await this.deviceFailures.get(device)
      : await this.loginFailures.get(email);
    refuseWhenSpent(failures, device ? this.deviceFailures.limit : this.loginFailures.limit);
  }

  async loginFailed(email: string, device: string | null = null): Promise<void> {
    if (device) await countFailure(this.deviceFailures, device);
    else await countFailure(this.loginFailures, email);
  }

  async loginSucceeded(email: string, device: string | null = null): Promise<void> {
    await this.loginFailures.delete(email);
    if (device) await this.deviceFailures.delete(device);
  }

  async beforeRemember(ip: string, email: string): Promise<void> {
    await spend(this.rememberPerIp, ip);
    await spend(this.rememberPerAccount, email);
  }
}
