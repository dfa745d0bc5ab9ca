import { useCallback, useRef, useState } from 'react';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { getOrder } from '../api/get-order';

/** What a print button says when the browser blocks the tab, or when the page cannot open. */
export interface PrintPageTexts {
  blocked: string;
  failed: string;
}

/**
 * A print button's action (the labels, the quote): opens one of the order's printable pages of
 * the API in a new tab, where the shop prints it. The tab is opened at once, on the click (a tab
 * opened later would be taken for a pop-up), and sent to the page once the session is known
 * good: a cheap admin read (the order itself) goes through the admin client first, so a run-out
 * access token is refreshed and the tab's request carries valid cookies. The tab gets no handle
 * on this page (`opener` cleared). When the session is over the tab is closed and the session
 * layer asks to sign in; any other failure closes it and says so.
 */
export function usePrintPage<Paper extends string>(
  uuid: string,
  pageUrl: (uuid: string, paper: Paper) => string,
  texts: PrintPageTexts,
) {
  const notify = useNotification((state) => state.notify);
  const [opening, setOpening] = useState(false);
  const inFlight = useRef(false);
  const { blocked, failed } = texts;

  const print = useCallback(
    async (paper: Paper): Promise<boolean> => {
      if (inFlight.current) return false;
      const tab = window.open('', '_blank');
      if (!tab) {
        notify(blocked, 'error');
        return false;
      }
      tab.opener = null;
      inFlight.current = true;
      setOpening(true);
      try {
        await getOrder(uuid);
        tab.location.replace(pageUrl(uuid, paper));
        return true;
      } catch (error) {
        tab.close();
        if (!isSessionExpired(error)) notify(failed, 'error');
        return false;
      } finally {
        inFlight.current = false;
        setOpening(false);
      }
    },
    [uuid, pageUrl, notify, blocked, failed],
  );

  return { opening, print };
}
