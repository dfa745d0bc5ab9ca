import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../config/paths';
import { useNotification } from '../../../lib/notifications/notification-store';
import { logout } from '../api/logout';
import { useAdminSession } from './session-store';

/**
 * Logout: ends the session on the server (GET /api/users/logout), clears the signed-in state
 * and replaces the page with the sign-in page, so Back does not show the orders again (and the
 * guard would check the session first anyway). When the server cannot be reached the person
 * stays signed in and is told so: the session cookies are still good.
 */
export function useLogout(): { logout: () => void; loggingOut: boolean } {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  function run() {
    if (loggingOut) return;
    setLoggingOut(true);
    logout().then(
      () => {
        useAdminSession.getState().signOut('logout');
        void navigate(ADMIN_PATHS.login, { replace: true });
      },
      () => {
        setLoggingOut(false);
        useNotification.getState().notify(t('common.logoutFailed'), 'error');
      },
    );
  }

  return { logout: run, loggingOut };
}
