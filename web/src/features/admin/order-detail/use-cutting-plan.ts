import type { CuttingPlan } from '@cutshop/domain/production';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionExpired } from '../api/admin-client';
import { getCuttingPlan } from '../api/get-production';

/** The cutting plan: being read, unreadable for now (Retry), or shown. */
export type CuttingPlanLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; plan: CuttingPlan };

/**
 * Reads an order's cutting plan beside its detail, on its own: its failure shows a Retry in its
 * section and hides nothing else. A session that has ended is left to the session layer.
 */
export function useCuttingPlan(uuid: string) {
  const [plan, setPlan] = useState<CuttingPlanLoad>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (id: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPlan({ kind: 'loading' });
    try {
      const answer = await getCuttingPlan(id, current.signal);
      if (!current.signal.aborted) setPlan({ kind: 'ready', plan: answer });
    } catch (error) {
      if (current.signal.aborted || isSessionExpired(error)) return;
      setPlan({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    void load(uuid);
    return () => controller.current?.abort();
  }, [uuid, load]);

  const retry = useCallback(() => void load(uuid), [uuid, load]);

  return { plan, retry };
}
