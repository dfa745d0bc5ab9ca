import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../errors';

export interface Limit {
  points: number;
  durationSeconds: number;
}

/**
 * Brute-force limits of the sign-in and forgotten-password forms. Windows are fixed and end on
 * their own: an account is slowed down, never locked for good. An e-mail is counted whether or
 * not it has an account, so a 429 says nothing about which e-mails exist.
 */
export interface AuthRateLimits {
  /** Sign-in attempts from one client IP. */
  loginPerIp: Limit;
  /** Failed sign-ins on one e-mail, from anywhere (a success clears them). */
  loginFailuresPerAccount: Limit;
  /** Reset-link requests from one client IP. */
  rememberPerIp: Limit;
  /** Reset-link requests for one e-mail. */
  rememberPerAccount: Limit;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { points: 30, durationSeconds: 15 * 60 },
  loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  rememberPerIp: { points: 10, durationSeconds: 60 * 60 },
  rememberPerAccount: { points: 3, durationSeconds: 60 * 60 },
};

function limiter(keyPrefix: string, limit: Limit): RateLimiterMemory {
  return new RateLimiterMemory({
    keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
}

const retryAfter = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/** Spends a point; a TooManyAttemptsError with the wait when none is left. */
async function spend(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new TooManyAttemptsError(retryAfter(rejection));
    throw rejection;
  }
}

/**
 * The counters live in this process's memory (see docs/architecture.md, "Scaling past one machine":
 * several processes would share them through the database or Redis).
 */
export class SignInThrottle {
  private readonly loginPerIp: RateLimiterMemory;
  private readonly loginFailures: RateLimiterMemory;
  private readonly rememberPerIp: RateLimiterMemory;
  private readonly rememberPerAccount: RateLimiterMemory;
  private readonly failureLimit: number;

  constructor(limits: AuthRateLimits = AUTH_RATE_LIMITS) {
    this.loginPerIp = limiter('login-ip', limits.loginPerIp);
    this.loginFailures = limiter('login-account', limits.loginFailuresPerAccount);
    this.rememberPerIp = limiter('remember-ip', limits.rememberPerIp);
    this.rememberPerAccount = limiter('remember-account', limits.rememberPerAccount);
    this.failureLimit = limits.loginFailuresPerAccount.points;
  }

  /** Before checking a password: counts the attempt, refuses when either limit is spent. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    await spend(this.loginPerIp, ip);
    const failures = await this.loginFailures.get(email);
    if (failures !== null && failures.consumedPoints >= this.failureLimit) {
      throw new TooManyAttemptsError(retryAfter(failures));
    }
  }

  async loginFailed(email: string): Promise<void> {
    try {
      await this.loginFailures.consume(email);
    } catch (rejection) {
      // The limit is reached: the next attempt is refused by beforeLogin.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
    }
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.loginFailures.delete(email);
  }

  async beforeRemember(ip: string, email: string): Promise<void> {
    await spend(this.rememberPerIp, ip);
    await spend(this.rememberPerAccount, email);
  }
}
