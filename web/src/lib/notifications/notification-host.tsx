import { Suspense, useState } from 'react';
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
 * whole page (the banner hangs under the header and follows the window's top on scrolling).
 * Mounts the banner at the first message, then keeps it (it animates messages in and out).
 * Until then the page carries none of the banner's code.
 */
export function NotificationHost() {
  const message = useNotification((state) => state.message);
  const [needed, setNeeded] = useState(false);
  if (message !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationBanner />
    </Suspense>
  ) : null;
}
