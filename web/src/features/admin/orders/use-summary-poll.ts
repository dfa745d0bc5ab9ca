import type { DateFilterChoice } from '@cutshop/domain';
import { useEffect } from 'react';
import { pollSummary } from './list-loader';

/** How often the list asks whether orders changed, while its tab is shown. */
export const SUMMARY_POLL_MS = 12_000;

/**
 * Reads the summary (counts per status for the Date choice, and the revision) when the list
 * opens or the Date choice changes, then every 12 s while the tab is visible, and at once when
 * the tab is shown again; a hidden tab asks nothing.
 */
export function useSummaryPoll(date: DateFilterChoice): void {
  useEffect(() => {
    let controller = new AbortController();
    const poll = () => {
      if (document.visibilityState === 'hidden') return;
      controller.abort();
      controller = new AbortController();
      void pollSummary(date, controller.signal);
    };
    poll();
    const timer = setInterval(poll, SUMMARY_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
      controller.abort();
    };
  }, [date]);
}
