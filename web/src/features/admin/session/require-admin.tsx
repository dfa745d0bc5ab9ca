import { Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../config/paths';
import { AdminError, AdminLoading } from '../layout/admin-status';
import { loginPathFor } from './next-path';
import { checkSession } from './session-check';
import { useAdminSession } from './session-store';

/**
 * How long the "session ended" line stays before the sign-in page (docs/product.md §8: about
 * 200 ms after a failed load).
 */
export const SESSION_END_REDIRECT_MS = 200;

/** The current page as a path with its query, for `next`. */
function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Sends the person to the sign-in page after a session ran out, with a short notice first so
 * the page does not just vanish.
 */
function SessionEnded({ next }: { next: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(loginPathFor(next), { replace: true }),
      SESSION_END_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, next]);
  return (
    <Text role="status" py="6">
      {t('common.sessionEnded')}
    </Text>
  );
}

/**
 * Replaces the page with the sign-in page. The move waits for the next task: a page reached by
 * the browser's Back button (after Logout) mounts during the history update, and a navigation
 * asked for in that same update was dropped, leaving an empty page.
 */
function ToSignIn({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const go = () => void navigate(to, { replace: true });
    const timer = setTimeout(go, 0);
    // Even a deferred move is sometimes lost after Back: ask again until this page is gone (it
    // unmounts as soon as the sign-in page shows).
    const again = setInterval(go, SIGN_IN_RETRY_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(again);
    };
  }, [navigate, to]);
  return null;
}

/** How often ToSignIn asks again for the sign-in page while its own page is still shown. */
const SIGN_IN_RETRY_MS = 250;

/**
 * The admin pages' guard: shows them when signed in; runs the session check (GET
 * /api/users/refresh-tokens) when that is not known yet; otherwise sends the person to the
 * sign-in page with `next`, so they come back here afterwards. A check that fails for lack of
 * an answer shows the error with Retry instead of signing anyone out.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const status = useAdminSession((state) => state.status);
  const reason = useAdminSession((state) => state.reason);
  const here = useHere();
  const [checkError, setCheckError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'unknown') return;
    let live = true;
    checkSession().catch((error: unknown) => {
      if (live) setCheckError(error);
    });
    return () => {
      live = false;
    };
  }, [status, attempt]);

  if (status === 'signedIn') return children;
  if (status === 'signedOut') {
    if (reason === 'expired') return <SessionEnded next={here} />;
    // After Logout the sign-in page is the end of the visit: no way back in by `next`.
    return <ToSignIn to={reason === 'logout' ? ADMIN_PATHS.login : loginPathFor(here)} />;
  }
  if (checkError !== null) {
    return (
      <AdminError
        error={checkError}
        onRetry={() => {
          setCheckError(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return <AdminLoading label={t('common.checkingSession')} />;
}
