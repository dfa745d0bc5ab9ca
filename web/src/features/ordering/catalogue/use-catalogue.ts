import type { CategoryNode } from '@cutshop/domain';
import { useCatalogueStore } from './catalogue-store';

/**
 * The catalogue tree, for screens rendered inside RequireCatalogue (which shows them only once
 * it has arrived).
 */
export function useCatalogue(): CategoryNode[] {
  const tree = useCatalogueStore((state) => state.tree);
  if (!tree) throw new Error('useCatalogue is used outside RequireCatalogue');
  return tree;
}
