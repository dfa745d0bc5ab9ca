import type { Context, Middleware } from 'koa';
import { problems } from '../http-problem';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * True when the browser says the request was started by another site: `Sec-Fetch-Site` other
 * than same-origin or none (typed or bookmarked), or an `Origin` that is neither PUBLIC_URL's
 * nor the one the request was sent to.
 */
function isCrossSite(ctx: Context, publicOrigin: string): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site !== '' && !SAME_SITE_FETCH.has(site.toLowerCase())) return true;
  const origin = ctx.get('Origin');
  // Koa 3's ctx.origin is the Origin header itself: the request's own origin is built here.
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  return origin !== '' && origin !== publicOrigin && origin !== ownOrigin;
}

function carriesSession(ctx: Context): boolean {
  return (
    ctx.cookies.get(ACCESS_COOKIE) !== undefined || ctx.cookies.get(REFRESH_COOKIE) !== undefined
  );
}

/**
 * Cross-site request forgery guard for every state-changing request that carries our session
 * cookies: 403 unless it comes from our own origin. Requests without them (a customer's
 * anonymous order) are left alone, from any origin.
 */
export function sameOriginForSessions(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && carriesSession(ctx) && isCrossSite(ctx, publicOrigin)) {
      throw problems.crossSite();
    }
    await next();
  };
}

/** The same guard on a GET that changes state (docs/product.md §7 has logout and token refresh as GETs). */
export function sameOriginOnly(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (isCrossSite(ctx, publicOrigin)) throw problems.crossSite();
    await next();
  };
}
