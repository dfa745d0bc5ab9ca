import { orderUuidSchema, type OrderStatusChange, type StoredOrder } from '@cutshop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { historyQuery } from '../api/get-history';
import { orderQuery } from '../api/get-order';
import { isNotFound, loadStateOf, sectionLoadOf } from '../api/load-state';
import { keepChangedOrder } from '../orders/changed-order';

/** Where the order stands: being read, unreadable for now (Retry), or shown. */
type OrderLoad =
  { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; order: StoredOrder };

/** The status history, read beside the order: its failure never hides the order. */
export type HistoryLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; entries: OrderStatusChange[] };

/**
 * Reads one order and its history for the detail screen, straight from the API (opening a
 * detail by URL needs no list in memory). `onNotFound` runs when there is no such order (a 404,
 * or a uuid that cannot be one, which is never asked for): docs/product.md §8 sends the person
 * back to the list. A session that has ended is left to the session layer, which sends the person
 * to sign in.
 */
export function useOrderDetail(rawUuid: string | undefined, onNotFound: () => void) {
  const parsed = orderUuidSchema.safeParse(rawUuid ?? '');
  const uuid = parsed.success ? parsed.data : null;
  const client = useQueryClient();
  const orderRead = useQuery({ ...orderQuery(uuid ?? ''), enabled: uuid !== null });
  const historyRead = useQuery({ ...historyQuery(uuid ?? ''), enabled: uuid !== null });
  const notFound = useRef(onNotFound);
  notFound.current = onNotFound;
  const missing = uuid === null || isNotFound(orderRead.error);

  useEffect(() => {
    if (missing) notFound.current();
  }, [missing]);

  const orderState = loadStateOf(orderRead);
  const order: OrderLoad =
    orderRead.data !== undefined
      ? { kind: 'ready', order: orderRead.data }
      : orderState === 'error' && !missing
        ? { kind: 'error', error: orderRead.error }
        : { kind: 'loading' };
  const history: HistoryLoad = sectionLoadOf(historyRead, (entries) => ({
    kind: 'ready' as const,
    entries,
  }));

  const { refetch: refetchOrder } = orderRead;
  const { refetch: refetchHistory } = historyRead;

  /** Reads the order (and then its history) again; the order shown stays meanwhile. */
  const reload = useCallback(async (): Promise<StoredOrder | null> => {
    const fresh = await refetchOrder();
    if (fresh.status !== 'success') return null;
    keepChangedOrder(client, fresh.data);
    return fresh.data;
  }, [client, refetchOrder]);

  const retryHistory = useCallback(() => void refetchHistory(), [refetchHistory]);

  return { order, history, reload, retryHistory };
}
