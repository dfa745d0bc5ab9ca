import { trackedOrderSchema, type TrackedOrder } from '@cutshop/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';
import { parseInSlices } from '../../../lib/api/parse-in-slices';

/**
 * GET /api/track/:token: the order behind a customer's tracking link, checked with the domain's
 * schema (in slices: the page's first check builds the schema). A 404 (unknown or malformed
 * token: the server does not say which) is an ApiError.
 */
export function getTrackedOrder(token: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiRequest(`/track/${encodeURIComponent(token)}`, {
    parse: (json) => parseInSlices(trackedOrderSchema, json),
    signal,
  });
}

export type TrackedOrderState =
  | { status: 'loading' }
  | { status: 'found'; order: TrackedOrder }
  | { status: 'notFound' }
  | { status: 'failed' };

/** The tracked order of `token`, read when the page opens; `retry` reads it again. */
export function useTrackedOrder(token: string): TrackedOrderState & { retry: () => void } {
  const [state, setState] = useState<TrackedOrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    getTrackedOrder(token, abort.signal).then(
      // A transition: React renders the order's page in short slices, not one long task that
      // would hold a slow phone's main thread.
      (order) => startTransition(() => setState({ status: 'found', order })),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setState({ status: notFound ? 'notFound' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
