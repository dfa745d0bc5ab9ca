import type { CategoryNode } from '@cutshop/domain';
import { create } from 'zustand';
import { getCategories } from '../../../lib/api';

interface CatalogueState {
  tree: CategoryNode[] | null;
  error: unknown;
  loading: boolean;
  /**
   * Fetches the catalogue unless it is here or on its way; a failure is kept only as `error`,
   * so the next call (the screen's "Try again") asks the server again.
   */
  load: () => Promise<void>;
}

/**
 * The catalogue tree the wizard's pickers show: the app's one copy of it, fetched once per page
 * load and shared by every screen that needs it.
 */
export const useCatalogueStore = create<CatalogueState>()((set, get) => ({
  tree: null,
  error: null,
  loading: false,
  load: async () => {
    if (get().tree || get().loading) return;
    set({ loading: true, error: null });
    try {
      set({ tree: await getCategories(), loading: false });
    } catch (error) {
      set({ error, loading: false });
    }
  },
}));
