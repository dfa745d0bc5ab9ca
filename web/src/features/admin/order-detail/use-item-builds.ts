import type { StoredOrder } from '@cutshop/domain';
import { explodeOrder, type ItemBuild } from '@cutshop/domain/production';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getCategories } from '../../../lib/api';
import { adminKeys } from '../api/query-keys';

/**
 * The catalogue (GET /api/categories/, public), which says how each model is built: the one
 * shared read of lib/api, kept for the whole visit.
 */
const catalogueQuery = queryOptions({
  queryKey: adminKeys.catalogue,
  queryFn: () => getCategories(),
  staleTime: Infinity,
});

/**
 * What production makes of each item of the order (by its 1-based index), for the items' front
 * view drawings: the order exploded against the catalogue, read once per visit. Empty while the
 * catalogue is read, and when it cannot be: the drawings are an aid, the items list stands alone.
 */
export function useItemBuilds(order: StoredOrder): ReadonlyMap<number, ItemBuild> {
  const tree = useQuery(catalogueQuery).data;

  return useMemo(() => {
    if (tree === undefined) return new Map<number, ItemBuild>();
    const { items } = explodeOrder(order, tree);
    return new Map(items.map((build) => [build.index, build]));
  }, [order, tree]);
}
