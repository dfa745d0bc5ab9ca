import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Around every page: scrolling to the top on navigation. Each page frame (home, wizard, admin)
 * places the notification banner itself, right under its header, which it must not cover.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTopOnNavigation />
      {children}
    </>
  );
}
