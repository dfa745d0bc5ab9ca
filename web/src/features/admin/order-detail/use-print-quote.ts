import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { getOrder } from '../api/get-order';

/** The papers the quote is laid out for. */
export const QUOTE_PAPERS = ['a4', 'letter'] as const;
export type QuotePaper = (typeof QUOTE_PAPERS)[number];

/**
 * The address of the order's printable quote (GET /api/orders/:uuid/quote.html?paper=a4|letter,
 * docs/production/prices.md), in the order's language, for a new tab.
 */
export function quotePageUrl(uuid: string, paper: QuotePaper): string {
  return `${API_BASE}/orders/${encodeURIComponent(uuid)}/quote.html?paper=${paper}`;
}

/**
 * "Print quote": opens the quote page in a new tab, as "Print labels" opens the labels
 * (`use-print-labels.ts`): the tab at once, on the click; the session checked with a cheap admin
 * read first, so the tab's request carries valid cookies; the tab closed when that fails.
 */
export function usePrintQuote(uuid: string) {
  const { t } = useTranslation('admin');
  const notify = useNotification((state) => state.notify);
  const [opening, setOpening] = useState(false);
  const inFlight = useRef(false);

  const print = useCallback(
    async (paper: QuotePaper): Promise<boolean> => {
      if (inFlight.current) return false;
      const tab = window.open('', '_blank');
      if (!tab) {
        notify(t('prices.order.quote.blocked'), 'error');
        return false;
      }
      tab.opener = null;
      inFlight.current = true;
      setOpening(true);
      try {
        await getOrder(uuid);
        tab.location.replace(quotePageUrl(uuid, paper));
        return true;
      } catch (error) {
        tab.close();
        if (!isSessionExpired(error)) notify(t('prices.order.quote.failed'), 'error');
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
