import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { problems } from '../http-problem';

/**
 * At most `points` requests per client IP in `durationSeconds`; more get 429 with Retry-After.
 * The IP is Koa's `ctx.ip`, which follows X-Forwarded-For only when the app trusts a proxy.
 * Counters live in this process's memory (see docs/architecture.md, "Scaling past one machine", for several processes).
 */
export function rateLimitPerIp(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}): Middleware {
  const limiter = new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  return async (ctx, next) => {
    try {
      const state = await limiter.consume(ctx.ip);
      ctx.set('RateLimit-Limit', String(options.points));
      ctx.set('RateLimit-Remaining', String(state.remainingPoints));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw problems.rateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
    await next();
  };
}
