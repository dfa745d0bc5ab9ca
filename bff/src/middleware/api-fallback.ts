import type { Middleware } from 'koa';
import type { Router } from '@koa/router';
import { problems } from '../http-problem';

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Runs the API router for paths under /api and nothing else after it: a path no route knows is
 * a JSON 404, a known path with another method a JSON 405 with Allow (the router leaves both
 * without a body). Other paths go on to the web app.
 */
export function apiRoutes(router: Router): Middleware {
  // The router adds `params` and `router` to the context itself; to Koa they are middleware.
  const routes = router.routes() as unknown as Middleware;
  const allowedMethods = router.allowedMethods() as unknown as Middleware;
  const end = () => Promise.resolve();
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    await allowedMethods(ctx, () => routes(ctx, end));
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) {
      throw problems.methodNotAllowed(String(ctx.response.get('Allow')));
    }
    if (ctx.status === 404) throw problems.notFound();
  };
}
