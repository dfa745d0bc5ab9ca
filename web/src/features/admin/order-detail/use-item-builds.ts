import type { CategoryNode, StoredOrder } from '@cutshop/domain';
import { explodeOrder, type ItemBuild } from '@cutshop/domain/production';
import { useEffect, useMemo, useState } from 'react';
import { getCatalogue } from '../api/get-catalogue';

/**
 * What production makes of each item of the order (by its 1-based index), for the items' front
 * view drawings: the order exploded against the catalogue, read once per detail. Empty while the
 * catalogue is read, and when it cannot be: the drawings are an aid, the items list stands alone.
 */
export function useItemBuilds(order: StoredOrder): ReadonlyMap<number, ItemBuild> {
  const [tree, setTree] = useState<CategoryNode[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCatalogue(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setTree(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  return useMemo(() => {
    if (tree === null) return new Map<number, ItemBuild>();
    const { items } = explodeOrder(order, tree);
    return new Map(items.map((build) => [build.index, build]));
  }, [order, tree]);
}
