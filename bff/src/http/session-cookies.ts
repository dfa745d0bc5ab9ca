/*
 * The session cookies: set and cleared by the users routes, read by the middleware (same-origin,
 * require-admin) and the operations routes. Under http/ so routes and middleware share them
 * without one importing the other.
 */
import type { Context } from 'koa';
import { ACCESS_TOKEN_TTL_SECONDS } from '../services/auth/access-tokens';
import type { Session } from '../services/auth/auth-service';
import { DEVICE_COOKIE_DAYS } from '../services/auth/device-cookies';

export const ACCESS_COOKIE = 'cutshop_access';
export const REFRESH_COOKIE = 'cutshop_refresh';
export const DEVICE_COOKIE = 'cutshop_device';
/** The refresh token is only ever sent to the users endpoints. */
const REFRESH_PATH = '/api/users';
const ACCESS_PATH = '/api';
/** The device cookie is only ever sent to the sign-in. */
const DEVICE_PATH = '/api/users/login';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Both cookies are HttpOnly (no script reads them) and Secure whenever the request came over
 * https (behind a proxy too, with TRUST_PROXY). The access token goes with every API call from
 * our pages (SameSite=Lax); the refresh token only to /api/users and never from another site
 * (Strict). Without 'remember me' the refresh cookie ends with the browser session.
 */
export function setSessionCookies(ctx: Context, session: Session): void {
  ctx.cookies.set(ACCESS_COOKIE, session.accessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: ACCESS_PATH,
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
    overwrite: true,
  });
  ctx.cookies.set(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: REFRESH_PATH,
    ...(session.remember ? { expires: session.refreshExpiresAt } : {}),
    overwrite: true,
  });
  if (session.deviceCookie !== undefined) setDeviceCookie(ctx, session.deviceCookie);
}

/**
 * The device cookie of a sign-in (services/auth/device-cookies.ts): HttpOnly, sent to the
 * sign-in only and never from another site, kept DEVICE_COOKIE_DAYS from the last sign-in.
 * Signing out leaves it: the browser stays a known device of the account.
 */
function setDeviceCookie(ctx: Context, value: string): void {
  ctx.cookies.set(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: DEVICE_PATH,
    expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * DAY_MS),
    overwrite: true,
  });
}

export function clearSessionCookies(ctx: Context): void {
  const gone = { httpOnly: true, secure: ctx.secure, expires: new Date(0), overwrite: true };
  ctx.cookies.set(ACCESS_COOKIE, '', { ...gone, sameSite: 'lax', path: ACCESS_PATH });
  ctx.cookies.set(REFRESH_COOKIE, '', { ...gone, sameSite: 'strict', path: REFRESH_PATH });
}
