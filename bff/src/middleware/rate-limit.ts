import type { Middleware } from 'koa';
import { problems } from '../http-problem';
import { LimitReachedError } from '../services/rate-limits/rate-counter';
import {
  memoryRateLimitStore,
  type RateLimitStore,
} from '../services/rate-limits/rate-limit-store';

/**
 * At most `points` requests per client IP in `durationSeconds`; more get 429 with Retry-After.
 * The IP is Koa's `ctx.ip`, which follows X-Forwarded-For only when the app trusts a proxy.
 * The counts live in `store` (services.rateLimits: shared by every process on MySQL or Redis);
 * without one, in this process's memory.
 */
export function rateLimitPerIp(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  store?: RateLimitStore;
}): Middleware {
  const store = options.store ?? memoryRateLimitStore();
  const counter = store.counter(options.keyPrefix, {
    points: options.points,
    durationSeconds: options.durationSeconds,
  });
  return async (ctx, next) => {
    try {
      const state = await counter.consume(ctx.ip);
      ctx.set('RateLimit-Limit', String(options.points));
      ctx.set('RateLimit-Remaining', String(state.remainingPoints));
    } catch (rejection) {
      if (!(rejection instanceof LimitReachedError)) throw rejection;
      throw problems.rateLimited(rejection.retryAfterSeconds);
    }
    await next();
  };
}
