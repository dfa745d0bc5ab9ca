import { createHash, timingSafeEqual } from 'node:crypto';
import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { HttpProblem } from '../http-problem';
import type { AppMetrics } from '../metrics';
import type { AccessTokenCheck } from '../middleware/require-admin';
import { ACCESS_COOKIE } from '../http/session-cookies';

/*
 * The endpoints of whoever runs the shop (docs/operations.md): liveness, readiness and metrics.
 * Cheap, never cached, never rate limited, answered even while the server shuts down.
 */

/** Where a load balancer or an orchestrator looks. */
const OPERATIONS_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  metrics: '/api/metrics',
} as const;
const EXEMPT_FROM_SHUTDOWN = new Set<string>(Object.values(OPERATIONS_PATHS));

/** Seconds a client is asked to wait before it tries again while the server restarts. */
const RETRY_AFTER_SECONDS = 5;

/** The header /api/health names the answering process in (which worker of a cluster). */
const PROCESS_ID_HEADER = 'X-Process-Id';

/** Whether the server is shutting down; set once by the runtime when it starts to close. */
export interface Lifecycle {
  readonly closing: boolean;
}

interface OperationsOptions {
  lifecycle: Lifecycle;
  /** True when the database answers a trivial query in time. */
  databaseReady(): Promise<boolean>;
  metrics: AppMetrics;
  /** METRICS_TOKEN: the bearer token that may read the metrics; null: admin sessions only. */
  metricsToken: string | null;
  /** Checks an admin access token (an admin session may read the metrics too). */
  checkAccessToken: AccessTokenCheck;
}

const notReady = (reason: string) =>
  new HttpProblem(503, 'not_ready', reason, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

const shuttingDown = () =>
  new HttpProblem(503, 'shutting_down', 'The server is restarting: please try again shortly', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), Connection: 'close' },
  });

const metricsRefused = () =>
  new HttpProblem(
    401,
    'unauthorized',
    'Send the metrics token (Authorization: Bearer …) or sign in as an admin',
    { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } },
  );

/** Equal secrets, compared in a time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return match?.[1] ?? null;
}

async function mayReadMetrics(ctx: Context, options: OperationsOptions): Promise<boolean> {
  const token = bearerToken(ctx);
  if (token !== null && options.metricsToken !== null && sameSecret(token, options.metricsToken)) {
    return true;
  }
  const session = ctx.cookies.get(ACCESS_COOKIE);
  return session !== undefined && (await options.checkAccessToken(session)) !== null;
}

const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * GET /api/health: 200 `{ status: 'ok' }` while the process runs (no database), naming the
 * process in X-Process-Id. GET /api/ready: 200 `{ status: 'ready' }` when the database answers
 * in time, else 503 (also from the moment the server starts to shut down). GET /api/metrics:
 * Prometheus text for the metrics token or an admin session, else 401.
 */
export function registerOperationsRoutes(router: Router, options: OperationsOptions): void {
  router.get('/health', noStore, (ctx) => {
    ctx.set(PROCESS_ID_HEADER, String(process.pid));
    ctx.body = { status: 'ok' };
  });
  router.get('/ready', noStore, async (ctx) => {
    if (options.lifecycle.closing) throw notReady('The server is shutting down');
    if (!(await options.databaseReady())) throw notReady('The database does not answer');
    ctx.body = { status: 'ready' };
  });
  router.get('/metrics', noStore, async (ctx) => {
    if (!(await mayReadMetrics(ctx, options))) throw metricsRefused();
    ctx.body = await options.metrics.scrape();
    ctx.set('Content-Type', options.metrics.contentType);
  });
}

/**
 * Once the server starts to shut down, every new request but the operations endpoints gets 503
 * with Connection: close (requests already in flight finish); see runtime.ts, close().
 */
export function refuseWhileClosing(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    if (lifecycle.closing && !EXEMPT_FROM_SHUTDOWN.has(ctx.path)) throw shuttingDown();
    await next();
  };
}
