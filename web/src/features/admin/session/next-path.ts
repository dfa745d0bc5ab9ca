import { ADMIN_PATHS, ADMIN_PREFIX } from '../../../config/paths';

/** Pages a person should not be sent back to after signing in. */
const NOT_A_DESTINATION: readonly string[] = [
  ADMIN_PATHS.root,
  ADMIN_PATHS.login,
  ADMIN_PATHS.remember,
  ADMIN_PATHS.changePassword,
];

/**
 * Where to go after signing in: `next` when it is a path of this site's admin area, else the
 * order list. Anything else (another site, `//host`, a backslash trick, a script URL) is
 * ignored, so the login link can never be used as an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return ADMIN_PATHS.orders;
  }
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return ADMIN_PATHS.orders;
  }
  if (url.origin !== window.location.origin || !url.pathname.startsWith(ADMIN_PREFIX)) {
    return ADMIN_PATHS.orders;
  }
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_A_DESTINATION.some((page) => page.replace(/\/+$/, '') === path)) {
    return ADMIN_PATHS.orders;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `from` (a path with its query) afterwards. */
export function loginPathFor(from: string): string {
  const next = safeNextPath(from);
  return next === ADMIN_PATHS.orders && from !== ADMIN_PATHS.orders
    ? ADMIN_PATHS.login
    : `${ADMIN_PATHS.login}?${new URLSearchParams({ next }).toString()}`;
}
