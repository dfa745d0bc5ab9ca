import type { CategoryNode } from '@cutshop/domain';
import { create } from 'zustand';
import { loadCategories } from '../../../lib/api';

interface CatalogueState {
  tree: CategoryNode[] | null;
  error: unknown;
  loading: boolean;
  /** Fetches the catalogue unless it is here or on its way; a failure can be retried. */
  load: () => Promise<void>;
}

/** The catalogue tree the wizard's pickers show, once loaded. */
export const useCatalogueStore = create<CatalogueState>()((set, get) => ({
  tree: null,
  error: null,
  loading: false,
  load: async () => {
    if (get().tree || get().loading) return;
    set({ loading: true, error: null });
    try {
      set({ tree: await loadCategories(), loading: false });
    } catch (error) {
      set({ error, loading: false });
    }
  },
}));
