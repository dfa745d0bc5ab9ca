import { refreshSession, setSessionEndedListener } from '../api/admin-client';
import { resetAdminSession, useAdminSession } from './session-store';

/**
 * Asks the server whether the person is signed in (GET /api/users/refresh-tokens, shared with
 * any refresh under way) and records the answer, unless the status changed while the answer was
 * on its way: a sign-in or Logout meanwhile is newer than it. (A page restored from the
 * back-forward cache forgets its status; a check started while it was unknown still counts.)
 * Resolves true when signed in; throws when the server could not be reached, which says nothing
 * about the session.
 */
export async function checkSession(): Promise<boolean> {
  const asked = useAdminSession.getState().status;
  const session = await refreshSession();
  const now = useAdminSession.getState();
  if (now.status !== asked) return session !== null;
  if (session) now.signIn(session.email);
  else if (now.status !== 'signedOut') now.signOut('none');
  return session !== null;
}

/**
 * A call found the session over (its refresh was refused): the guard sees `expired` and sends
 * the person to the sign-in screen. Registered once when the admin chunk loads.
 */
export function listenForSessionEnd(): void {
  setSessionEndedListener(() => {
    if (useAdminSession.getState().status === 'signedIn') {
      useAdminSession.getState().signOut('expired');
    }
  });
}

/**
 * A page the browser restores from its back-forward cache (Back after Logout in another page of
 * the same tab) still holds the state it had, signed in, with the orders on screen. Such a page
 * forgets its session state, so the guard checks with the server again before showing anything.
 */
export function recheckSessionOnRestore(): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resetAdminSession();
  });
}
