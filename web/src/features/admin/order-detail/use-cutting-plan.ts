import type { CuttingPlan } from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cuttingPlanQuery } from '../api/get-production';
import { sectionLoadOf } from '../api/load-state';

/** The cutting plan: being read, unreadable for now (Retry), or shown. */
export type CuttingPlanLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; plan: CuttingPlan };

/**
 * Reads an order's cutting plan beside its detail, on its own: its failure shows a Retry in its
 * section and hides nothing else. A session that has ended is left to the session layer.
 */
export function useCuttingPlan(uuid: string) {
  const read = useQuery(cuttingPlanQuery(uuid));
  const plan: CuttingPlanLoad = sectionLoadOf(read, (data) => ({
    kind: 'ready' as const,
    plan: data,
  }));
  const { refetch } = read;
  const retry = useCallback(() => void refetch(), [refetch]);

  return { plan, retry };
}
