import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api';
import { usePrintPage } from './use-print-page';

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

/** "Print quote": the order's quote page in a new tab, as "Print labels" (see usePrintPage). */
export function usePrintQuote(uuid: string) {
  const { t } = useTranslation('admin');
  return usePrintPage<QuotePaper>(uuid, quotePageUrl, {
    blocked: t('prices.order.quote.blocked'),
    failed: t('prices.order.quote.failed'),
  });
}
