import type { Context, Middleware } from 'koa';
import { problems } from '../http-problem';
import { ACCESS_COOKIE } from '../http/session-cookies';
import type { AdminIdentity } from '../services/auth/access-tokens';

/** Checks an access token; null unless it is valid. */
export type AccessTokenCheck = (token: string) => Promise<AdminIdentity | null>;

/** 401 unless the request carries a valid access token; the admin is then in ctx.state.admin. */
export function requireAdmin(check: AccessTokenCheck): Middleware {
  return async (ctx, next) => {
    const token = ctx.cookies.get(ACCESS_COOKIE);
    const admin = token ? await check(token) : null;
    if (!admin) throw problems.unauthorized();
    ctx.state.admin = admin;
    // Admin data is per person and changes: never from a shared or stale cache.
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/** The admin `requireAdmin` let through. */
export function adminOf(ctx: Context): AdminIdentity {
  const admin = (ctx.state as { admin?: AdminIdentity }).admin;
  if (!admin) throw problems.unauthorized();
  return admin;
}
