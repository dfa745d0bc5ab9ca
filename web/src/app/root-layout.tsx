import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { useNotification } from '../lib/notifications/notification-store';

const banner = lazyWithPreload(() => import('./notification-banner').then((m) => m.default));
const NotificationBanner = banner.Component;
/** Fetches the banner's code (with its animation library) before a first message needs it. */
export const preloadNotificationBanner = banner.preload;

/** Mounts the banner at the first message, then keeps it (it animates messages in and out). */
function NotificationHost() {
  const message = useNotification((state) => state.message);
  const [needed, setNeeded] = useState(false);
  if (message !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationBanner />
    </Suspense>
  ) : null;
}

/** A new page starts at its top, as a full page load would. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Around every page: scrolling to the top on navigation and the notification banner. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTopOnNavigation />
      {children}
      <NotificationHost />
    </>
  );
}

/** Shown while a screen's code is on its way: a spinner and the word, read out politely. */
export function FirstLoad() {
  const { t } = useTranslation();
  return (
    <Box display="grid" placeItems="center" minH="60dvh">
      <HStack gap="3" role="status" color="fg.muted">
        <Spinner size="md" color="brand.solid" />
        <Text>{t('common.loading')}</Text>
      </HStack>
    </Box>
  );
}
