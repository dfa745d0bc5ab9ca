import type { CutList, HardwareSummary } from '@cutshop/domain/production';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionExpired } from '../api/admin-client';
import { getCutList, getHardware } from '../api/get-production';

/**
 * The hardware summary: being read, shown, or left out. Its failure is only logged, never shown
 * (docs/product.md §8).
 */
export type HardwareLoad =
  { kind: 'loading' } | { kind: 'hidden' } | { kind: 'ready'; summary: HardwareSummary };

/** The cut list: being read, unreadable for now (Retry), or shown. */
export type CutListLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; cutList: CutList };

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Reads an order's hardware summary and cut list beside its detail, each on its own: neither
 * failure hides the order. A session that has ended is left to the session layer.
 */
export function useProduction(uuid: string) {
  const [hardware, setHardware] = useState<HardwareLoad>({ kind: 'loading' });
  const [cutList, setCutList] = useState<CutListLoad>({ kind: 'loading' });
  const cutListController = useRef<AbortController | null>(null);

  const loadCutList = useCallback(async (id: string) => {
    cutListController.current?.abort();
    const controller = new AbortController();
    cutListController.current = controller;
    setCutList({ kind: 'loading' });
    try {
      const answer = await getCutList(id, controller.signal);
      if (!controller.signal.aborted) setCutList({ kind: 'ready', cutList: answer });
    } catch (error) {
      if (isAbort(error, controller.signal) || isSessionExpired(error)) return;
      setCutList({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setHardware({ kind: 'loading' });
    getHardware(uuid, controller.signal).then(
      (summary) => {
        if (!controller.signal.aborted) setHardware({ kind: 'ready', summary });
      },
      (error: unknown) => {
        if (isAbort(error, controller.signal)) return;
        // docs/product.md §8: a hardware failure is only logged, nothing is shown.
        console.error('The hardware summary could not be loaded', error);
        setHardware({ kind: 'hidden' });
      },
    );
    void loadCutList(uuid);
    return () => {
      controller.abort();
      cutListController.current?.abort();
    };
  }, [uuid, loadCutList]);

  const retryCutList = useCallback(() => void loadCutList(uuid), [uuid, loadCutList]);

  return { hardware, cutList, retryCutList };
}
