import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  MESSAGES,
  loginSchema,
  parseOrThrow,
  passwordChangeSchema,
  rememberSchema,
} from '@cutshop/domain';
import { jsonBody } from '../middleware/json-body';
import type { AuthService } from '../services/auth/auth-service';
import {
  ACCESS_COOKIE,
  DEVICE_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  setSessionCookies,
} from '../http/session-cookies';
import { requestIdOf } from '../middleware/request-id';

/** 'Remember me' as `remember: true`, or as the login form's `checked: ['remember']`. */
function wantsRemember(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { remember, checked } = body as { remember?: unknown; checked?: unknown };
  return remember === true || (Array.isArray(checked) && checked.includes('remember'));
}

function signedOut(ctx: Context, status: number, code: string, message: string): void {
  clearSessionCookies(ctx);
  ctx.status = status;
  // Like every error answer (middleware/error-handler.ts), it names its request.
  const requestId = requestIdOf(ctx);
  ctx.body = {
    status: false,
    error: { code, message, ...(requestId === undefined ? {} : { requestId }) },
  };
}

/**
 * The users endpoints of docs/product.md §7. `status` in each answer is whether the caller is signed in
 * (login, refresh, logout) or whether the request did what it asked (remember, change-password).
 */
export function registerUserRoutes(
  router: Router,
  auth: AuthService,
  stateChangingGet: Middleware,
): void {
  const noStore: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };

  router.post('/users/login', noStore, ...jsonBody, async (ctx) => {
    const body = ctx.request.body as unknown;
    const { username, password } = parseOrThrow(loginSchema, body);
    const session = await auth.login(
      { email: username, password, remember: wantsRemember(body) },
      ctx.ip,
      ctx.cookies.get(DEVICE_COOKIE) ?? null,
    );
    if (!session) return signedOut(ctx, 401, 'login_failed', MESSAGES.loginFailed);
    setSessionCookies(ctx, session);
    ctx.body = { status: true, email: session.email };
  });

  router.get('/users/refresh-tokens', noStore, stateChangingGet, async (ctx) => {
    const token = ctx.cookies.get(REFRESH_COOKIE);
    const session = token ? await auth.refresh(token) : null;
    if (!session) return signedOut(ctx, 401, 'session_expired', 'Please sign in again');
    setSessionCookies(ctx, session);
    ctx.body = { status: true, email: session.email };
  });

  router.get('/users/logout', noStore, stateChangingGet, async (ctx) => {
    await auth.logout({
      refreshToken: ctx.cookies.get(REFRESH_COOKIE) ?? null,
      accessToken: ctx.cookies.get(ACCESS_COOKIE) ?? null,
    });
    clearSessionCookies(ctx);
    ctx.body = { status: false };
  });

  router.post('/users/remember', noStore, ...jsonBody, async (ctx) => {
    const { username } = parseOrThrow(rememberSchema, ctx.request.body as unknown);
    await auth.requestPasswordReset(username, ctx.ip);
    ctx.body = { status: true, message: MESSAGES.rememberSent };
  });

  router.post('/users/change-password', noStore, ...jsonBody, async (ctx) => {
    const { password, token } = parseOrThrow(passwordChangeSchema, ctx.request.body as unknown);
    // A link that is not valid any more: InvalidResetTokenError answers 400 `status: false`.
    await auth.changePassword(token, password);
    clearSessionCookies(ctx);
    ctx.body = { status: true, message: MESSAGES.passwordChanged };
  });
}
