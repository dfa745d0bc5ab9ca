import type { SessionAnswer } from '@cutshop/domain';
import { ApiError, apiRequest, type ApiRequest } from '../../../lib/api';
import { refreshTokens } from './refresh';

/**
 * The admin session could not be renewed (the refresh token was refused): the person has to sign
 * in again. Only a 401 leads here; a network error or a 5xx stays an ApiError the screen shows
 * with a Retry button (see README, "Admin area").
 */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';

  constructor() {
    super('The admin session has ended: sign in again');
  }
}

/** Whether an error means "sign in again" rather than "try again". */
export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

type SessionEndedListener = () => void;
let onSessionEnded: SessionEndedListener | null = null;

/**
 * The session layer registers here to hear that a call found the session over, so it can send
 * the person to the sign-in screen; the client itself knows nothing about routes or state.
 */
export function setSessionEndedListener(listener: SessionEndedListener | null): void {
  onSessionEnded = listener;
}

let refreshing: Promise<SessionAnswer | null> | null = null;

/**
 * GET /api/users/refresh-tokens once for every caller that needs it at the same time: several
 * calls that find the access token run out share one refresh (a refresh token works once, so
 * two refreshes in parallel would end the session). The answer when the session is good again,
 * null when it is over.
 */
export function refreshSession(): Promise<SessionAnswer | null> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Resolves once no refresh is under way, and every caller of the last one has had its answer.
 * The tests wait for it before each page, so a check left over from the page before never
 * answers the next one.
 */
export async function refreshSettled(): Promise<void> {
  while (refreshing) await refreshing.catch(() => undefined);
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Runs one admin call: on a 401 the session is refreshed once (shared with concurrent callers)
 * and the call repeated; when the refresh is refused it throws SessionExpiredError and tells the
 * session layer. Any other failure is the call's own error (lib/api's ApiError), for the screen
 * to show. Every admin call goes through here, JSON or download.
 */
export async function withAdminSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  if ((await refreshSession()) === null) throw sessionEnded();
  try {
    return await call();
  } catch (error) {
    throw isUnauthorized(error) ? sessionEnded() : error;
  }
}

/** One admin JSON call (lib/api's apiRequest) with the session handling of withAdminSession. */
export function adminRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  return withAdminSession(() => apiRequest(path, request));
}

function sessionEnded(): SessionExpiredError {
  onSessionEnded?.();
  return new SessionExpiredError();
}
