import type { NotificationProps } from '@cutshop/design-system';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { useNotification } from './notification-store';

const banner = lazyWithPreload(() => import('./notification-banner').then((m) => m.default));
const NotificationBanner = banner.Component;

/**
 * Fetches the banner's code (with its animation library) before a first message needs it;
 * a feature calls it once its first screen is up.
 */
export const preloadNotificationBanner = banner.preload;

/**
 * Each page frame renders it right after its header, as a child of the element holding the
 * whole page (the banner hangs under the header and follows the window's top on scrolling), or
 * with `placement="bottom"` at the window's bottom (the wizard: nothing of its forms or cards
 * hides under it; the page keeps room for it at its end).
 * Mounts the banner at the first message, then keeps it (it animates messages in and out).
 * Until then the page carries none of the banner's code.
 */
export function NotificationHost({ placement }: Pick<NotificationProps, 'placement'>) {
  const message = useNotification((state) => state.message);
  const [needed, setNeeded] = useState(false);
  if (message !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationBanner placement={placement} />
    </Suspense>
  ) : null;
}

/**
 * A message belongs to the page it was shown on: moving to another page clears it (a message
 * posted for the page being opened, `notify(…, { page })`, travels there). A redirect (a
 * replacing navigation) is not the person moving on: the message follows it.
 */
export function useNotificationPerPage(page: string, redirected: boolean) {
  const message = useNotification((state) => state.message);
  const shownOn = useRef(page);
  useEffect(() => {
    const moved = shownOn.current !== page;
    shownOn.current = page;
    const current = useNotification.getState();
    if (current.message === null) return;
    if (current.page === null || (moved && redirected)) {
      if (current.page !== page) useNotification.setState({ page });
    } else if (moved && current.page !== page) {
      current.clear();
    }
  }, [page, message, redirected]);
}
