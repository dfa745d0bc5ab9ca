import { Box, Container } from '@chakra-ui/react';
import { AdminHeader } from '@cutshop/design-system';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { SkipLink } from '../../../components/skip-link';
import { ADMIN_PATHS } from '../../../config/paths';
import { LanguageSwitcher } from '../../../lib/i18n';
import {
  NotificationHost,
  preloadNotificationBanner,
} from '../../../lib/notifications/notification-host';
import { RequireAdmin } from '../session/require-admin';
import { useAdminSession } from '../session/session-store';
import { useLogout } from '../session/use-logout';
import { AdminNav } from './admin-nav';
import { AdminLoading } from './admin-status';

/**
 * The frame of the signed-in admin pages (order list and detail, catalogue editor): the header
 * with the logo, the language choice, the signed-in e-mail and Logout, the notification under
 * it, the links between the sections, and the page (an `<Outlet/>`) behind the session guard.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const email = useAdminSession((state) => state.email);
  const { logout } = useLogout();
  useEffect(() => {
    // Status changes announce themselves in the banner: fetch its code ahead of time.
    preloadNotificationBanner().catch(() => undefined);
  }, []);

  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink label={t('common.skipToContent')} />
      <AdminHeader
        logo={<Logo />}
        homeHref={ADMIN_PATHS.orders}
        homeLabel={t('common.homeLabel')}
        email={email ?? undefined}
        signedInLabel={t('common.signedInAs')}
        logoutLabel={t('common.logout')}
        onLogout={logout}
        actions={<LanguageSwitcher />}
      />
      <NotificationHost />
      <Container as="main" id="main" maxW="6xl" py={{ base: '4', md: '6' }} flex="1">
        <RequireAdmin>
          <AdminNav />
          <Suspense fallback={<AdminLoading />}>
            <Outlet />
          </Suspense>
        </RequireAdmin>
      </Container>
    </Box>
  );
}
