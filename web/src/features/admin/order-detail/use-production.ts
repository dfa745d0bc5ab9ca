import type { CutList, HardwareSummary } from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { cutListQuery, hardwareQuery } from '../api/get-production';
import { sectionLoadOf } from '../api/load-state';

/**
 * The hardware summary: being read, shown, or left out. Its failure is only logged, never shown
 * (docs/product.md §8).
 */
export type HardwareLoad =
  { kind: 'loading' } | { kind: 'hidden' } | { kind: 'ready'; summary: HardwareSummary };

/** The cut list: being read, unreadable for now (Retry), or shown. */
export type CutListLoad =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; cutList: CutList };

/**
 * Reads an order's hardware summary and cut list beside its detail, each on its own: neither
 * failure hides the order. A session that has ended is left to the session layer.
 */
export function useProduction(uuid: string) {
  const hardwareRead = useQuery(hardwareQuery(uuid));
  const cutListRead = useQuery(cutListQuery(uuid));
  const hardwareError = hardwareRead.error;

  useEffect(() => {
    // docs/product.md §8: a hardware failure is only logged, nothing is shown.
    if (hardwareError) console.error('The hardware summary could not be loaded', hardwareError);
  }, [hardwareError]);

  const hardware: HardwareLoad =
    hardwareRead.data !== undefined
      ? { kind: 'ready', summary: hardwareRead.data }
      : { kind: hardwareRead.isError ? 'hidden' : 'loading' };
  const cutList: CutListLoad = sectionLoadOf(cutListRead, (data) => ({
    kind: 'ready' as const,
    cutList: data,
  }));
  const { refetch } = cutListRead;
  const retryCutList = useCallback(() => void refetch(), [refetch]);

  return { hardware, cutList, retryCutList };
}
