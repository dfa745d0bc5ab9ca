import { orderUuidSchema, type OrderStatusChange, type StoredOrder } from '@cutshop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { isSessionExpired } from '../api/admin-client';
import { getOrderHistory } from '../api/get-history';
import { getOrder } from '../api/get-order';

/** Where the order stands: being read, unreadable for now (Retry), or shown. */
export type OrderLoad =
  { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; order: StoredOrder };

/** The status history, read beside the order: its failure never hides the order. */
export type HistoryLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; entries: OrderStatusChange[] };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Reads one order and its history for the detail screen, straight from the API (opening a
 * detail by URL needs no list in memory). `onNotFound` runs when there is no such order (a 404,
 * or a uuid that cannot be one): docs/product.md §8 sends the person back to the list. A
 * session that has ended is left to the session layer, which sends the person to sign in.
 */
export function useOrderDetail(rawUuid: string | undefined, onNotFound: () => void) {
  const parsed = orderUuidSchema.safeParse(rawUuid ?? '');
  const uuid = parsed.success ? parsed.data : null;
  const [order, setOrderLoad] = useState<OrderLoad>({ kind: 'loading' });
  const [history, setHistoryLoad] = useState<HistoryLoad>({ kind: 'loading' });
  const notFound = useRef(onNotFound);
  notFound.current = onNotFound;
  const controller = useRef<AbortController | null>(null);

  const loadHistory = useCallback(async (id: string, signal?: AbortSignal) => {
    setHistoryLoad({ kind: 'loading' });
    try {
      const entries = await getOrderHistory(id, signal);
      setHistoryLoad({ kind: 'ready', entries });
    } catch (error) {
      if (isAbort(error) || signal?.aborted || isSessionExpired(error)) return;
      setHistoryLoad({ kind: 'error' });
    }
  }, []);

  /** Reads the order (and its history) again; `quiet` keeps the current one shown meanwhile. */
  const load = useCallback(
    async (quiet = false): Promise<StoredOrder | null> => {
      if (uuid === null) {
        notFound.current();
        return null;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      if (!quiet) setOrderLoad({ kind: 'loading' });
      void loadHistory(uuid, current.signal);
      try {
        const fresh = await getOrder(uuid, current.signal);
        if (current.signal.aborted) return null;
        setOrderLoad({ kind: 'ready', order: fresh });
        return fresh;
      } catch (error) {
        if (isAbort(error) || current.signal.aborted || isSessionExpired(error)) return null;
        if (error instanceof ApiError && error.status === 404) notFound.current();
        else setOrderLoad({ kind: 'error', error });
        return null;
      }
    },
    [uuid, loadHistory],
  );

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  /** Shows an order the server answered (after a change) and reads its new history entry. */
  const showOrder = useCallback(
    (fresh: StoredOrder) => {
      setOrderLoad({ kind: 'ready', order: fresh });
      void loadHistory(fresh.uuid, controller.current?.signal);
    },
    [loadHistory],
  );

  const retryHistory = useCallback(() => {
    if (uuid !== null) void loadHistory(uuid, controller.current?.signal);
  }, [uuid, loadHistory]);

  return { order, history, reload: load, showOrder, retryHistory };
}
