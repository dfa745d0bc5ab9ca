export { RequireAdmin, SESSION_END_REDIRECT_MS } from './require-admin';
export { checkSession, listenForSessionEnd, recheckSessionOnRestore } from './session-check';
export { loginPathFor, safeNextPath } from './next-path';
export { resetAdminSession, useAdminSession, type SessionStatus } from './session-store';
export { useLogout } from './use-logout';
