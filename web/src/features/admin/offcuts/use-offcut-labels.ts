import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { offcutLabelsUrl, offcutStockQuery } from './offcuts-api';

/**
 * "Print labels" of the offcut stock: the labels page of the API (one offcut, or every one in
 * stock) in a new tab, in the page's language, as the order's labels open (usePrintPage): the tab
 * opens on the click, the stock is read once through the admin client so a run-out access token
 * is refreshed, then the tab is sent to the page. `opening` names what is being opened (an
 * offcut's id, or `all`).
 */
export function useOffcutLabels() {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotification((state) => state.notify);
  const client = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const inFlight = useRef(false);

  const print = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      if (inFlight.current) return false;
      const tab = window.open('', '_blank');
      if (!tab) {
        notify(t('offcuts.blocked'), 'error');
        return false;
      }
      tab.opener = null;
      inFlight.current = true;
      setOpening(ids.length === 1 ? (ids[0] ?? 'all') : 'all');
      try {
        await client.fetchQuery({ ...offcutStockQuery(), staleTime: 0 });
        tab.location.replace(offcutLabelsUrl(ids, i18n.language));
        return true;
      } catch (error) {
        tab.close();
        if (!isSessionExpired(error)) notify(t('offcuts.failed'), 'error');
        return false;
      } finally {
        inFlight.current = false;
        setOpening(null);
      }
    },
    [client, i18n.language, notify, t],
  );

  return { opening, print };
}
