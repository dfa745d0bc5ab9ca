import type { StoredOrder } from '@cutshop/domain';
import { explodeOrder, type ItemBuild } from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderCatalogueQuery, orderPartsSettingsQuery } from '../api/get-production';

/**
 * What production makes of each item of the order (by its 1-based index), for the items' front
 * view drawings: the order exploded against the catalogue kept with it when it was placed
 * (GET /api/orders/:uuid/catalogue) with the parts settings kept with it
 * (GET /api/orders/:uuid/parts-settings), never today's, so the drawings match the cut list and
 * the export. Empty while those are read, and when they cannot be: the drawings are an aid, the
 * items list stands alone.
 */
export function useItemBuilds(order: StoredOrder): ReadonlyMap<number, ItemBuild> {
  const tree = useQuery(orderCatalogueQuery(order.uuid)).data;
  const settings = useQuery(orderPartsSettingsQuery(order.uuid)).data;

  return useMemo(() => {
    if (tree === undefined || settings === undefined) return new Map<number, ItemBuild>();
    const { items } = explodeOrder(order, tree, settings);
    return new Map(items.map((build) => [build.index, build]));
  }, [order, tree, settings]);
}
