import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';
import type { AppMetrics } from '../metrics';
import { isApiPath } from './api-fallback';

/** Route labels of requests no API route matched: bounded, whatever the path. */
const UNMATCHED_ROUTE = {
  /** A path under /api that no route knows (answered 404 or 405). */
  api: '/api/(unmatched)',
  /** The web app: its pages and assets. */
  web: '(web app)',
} as const;

const NS_PER_SECOND = 1e9;
const MS_PER_SECOND = 1000;
/** Milliseconds in the access log: to the tenth. */
const LOGGED_MS_DECIMALS = 1;

/** The pattern of the route that answered (e.g. /api/orders/:uuid), never the raw path. */
function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  return isApiPath(ctx.path) ? UNMATCHED_ROUTE.api : UNMATCHED_ROUTE.web;
}

/**
 * Outside the error handler, so it sees the final status: counts every request in the metrics
 * (method, route pattern, status, time to produce the answer) and writes one access-log line for
 * it. The line has no query string (a list filter may hold an e-mail address), no body and no
 * raw path (docs/operations.md, "Logs").
 */
export function requestMetrics(metrics: AppMetrics, logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / NS_PER_SECOND;
      const route = routeOf(ctx);
      const { method, status } = ctx;
      metrics.observeRequest({ method, route, status, seconds });
      const ms = Number((seconds * MS_PER_SECOND).toFixed(LOGGED_MS_DECIMALS));
      logger.info(`${method} ${route} ${status} ${ms} ms`, { method, route, status, ms });
    }
  };
}
