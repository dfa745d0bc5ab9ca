import type { CategoryNode } from '@cutshop/domain';
import { useEffect } from 'react';
import { useCatalogueStore } from './catalogue-store';

/**
 * The catalogue tree, or null while it has not arrived, read again when the screen opens: a
 * read older than CATALOGUE_MAX_AGE_MS asks the server, so an open wizard shows what the shop
 * changed meanwhile (a retired tile gone, a new one there). Screens that can show something
 * without it (step 2, step 3, the summary) use this one.
 */
export function useCurrentCatalogue(): CategoryNode[] | null {
  const tree = useCatalogueStore((state) => state.tree);
  const load = useCatalogueStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return tree;
}

/**
 * The catalogue tree, for screens rendered inside RequireCatalogue (which shows them only once
 * it has arrived), read again when the screen opens (useCurrentCatalogue).
 */
export function useCatalogue(): CategoryNode[] {
  const tree = useCurrentCatalogue();
  if (!tree) throw new Error('useCatalogue is used outside RequireCatalogue');
  return tree;
}
