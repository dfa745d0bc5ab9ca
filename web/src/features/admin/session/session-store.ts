import { create } from 'zustand';

/**
 * unknown: not checked since the page loaded; signedIn / signedOut: what the server last said.
 */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

/** Why the person is signed out: never signed in, Logout, or a session that ran out. */
type SignOutReason = 'none' | 'logout' | 'expired';

interface AdminSessionState {
  status: SessionStatus;
  /**
   * The last sign-in attempt's result (docs/product.md §4, Users): null before any attempt, so
   * the login form shows its error only after one.
   */
  loginStatus: boolean | null;
  /** The signed-in e-mail, as the server names it after a sign-in or a session check. */
  email: string | null;
  reason: SignOutReason;
  /** A successful sign-in (login form or session check). */
  signIn: (email?: string) => void;
  loginFailed: () => void;
  signOut: (reason: SignOutReason) => void;
}

/**
 * The admin's signed-in state. Kept in memory only (docs/product.md §4: users state is not
 * persisted): after a reload the session check asks the server again.
 */
export const useAdminSession = create<AdminSessionState>()((set) => ({
  status: 'unknown',
  loginStatus: null,
  email: null,
  reason: 'none',
  signIn: (email) =>
    set((state) => ({
      status: 'signedIn',
      loginStatus: email === undefined ? state.loginStatus : true,
      email: email ?? state.email,
      reason: 'none',
    })),
  loginFailed: () => set({ status: 'signedOut', loginStatus: false }),
  signOut: (reason) => set({ status: 'signedOut', loginStatus: null, email: null, reason }),
}));

/** Back to "not checked yet": a page restored from the back-forward cache, and tests. */
export function resetAdminSession(): void {
  useAdminSession.setState({ status: 'unknown', loginStatus: null, email: null, reason: 'none' });
}
