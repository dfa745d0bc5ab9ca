import type { LabelPaper } from '@cutshop/domain/production';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { getOrder } from '../api/get-order';
import { labelsPageUrl } from '../api/get-production';

/**
 * "Print labels": opens the order's label page of the API in a new tab, where the shop prints it.
 * The tab is opened at once, on the click (a tab opened later would be taken for a pop-up), and
 * sent to the page once the session is known good: a cheap admin read (the order itself) goes
 * through the admin client first, so a run-out access token is refreshed and the tab's request
 * carries valid cookies. The tab gets no handle on this page (`opener` cleared). When the
 * session is over the tab is closed and the session layer asks to sign in; any other failure
 * closes it and says so.
 */
export function usePrintLabels(uuid: string) {
  const { t } = useTranslation('admin');
  const notify = useNotification((state) => state.notify);
  const [opening, setOpening] = useState(false);
  const inFlight = useRef(false);

  const print = useCallback(
    async (paper: LabelPaper): Promise<boolean> => {
      if (inFlight.current) return false;
      const tab = window.open('', '_blank');
      if (!tab) {
        notify(t('production.labels.blocked'), 'error');
        return false;
      }
      tab.opener = null;
      inFlight.current = true;
      setOpening(true);
      try {
        await getOrder(uuid);
        tab.location.replace(labelsPageUrl(uuid, paper));
        return true;
      } catch (error) {
        tab.close();
        if (!isSessionExpired(error)) notify(t('production.labels.failed'), 'error');
        return false;
      } finally {
        inFlight.current = false;
        setOpening(false);
      }
    },
    [uuid, notify, t],
  );

  return { opening, print };
}
