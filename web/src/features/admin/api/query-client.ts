import { QueryClient } from '@tanstack/react-query';
import { resetOrderList } from '../orders/orders-store';
import { useAdminSession } from '../session/session-store';

/**
 * The admin area's one cache of server data (docs/decisions/0007-admin-server-state.md). A
 * failure is shown at once with its Retry (no silent retries), and only the summary is read
 * again when the tab is shown; every call goes out whatever the browser says of its network, so
 * a missing network shows as such.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * Forgets every order read from the server and what the list remembered (docs/product.md §8:
 * the order state is reset when the session ends), so the next admin to sign in starts afresh.
 */
export function forgetAdminData(): void {
  adminQueryClient.clear();
  resetOrderList();
}

let forgetting = false;

/** Signing out (Logout, or a session that ran out) forgets the data; registered once. */
export function forgetAdminDataOnSignOut(): void {
  if (forgetting) return;
  forgetting = true;
  useAdminSession.subscribe((session, previous) => {
    if (session.status === 'signedOut' && previous.status !== 'signedOut') forgetAdminData();
  });
}
