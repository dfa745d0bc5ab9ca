import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationHost } from '../lib/notifications/notification-host';

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
