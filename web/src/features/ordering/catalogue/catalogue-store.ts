import type { CategoryNode } from '@cutshop/domain';
import { create } from 'zustand';
import { getCategories, type GetCategoriesOptions } from '../../../lib/api';

interface CatalogueState {
  tree: CategoryNode[] | null;
  error: unknown;
  loading: boolean;
  /**
   * Fetches the catalogue unless it is here or on its way; a failure is kept only as `error`,
   * so the next call (the screen's "Try again") asks the server again. Once it is here, checks
   * it again as `refresh` does.
   */
  load: () => Promise<void>;
  /**
   * Reads the catalogue again: the last read while it is recent (CATALOGUE_MAX_AGE_MS), else
   * the server's answer (`fresh`: the server's answer now). A changed tree replaces the one
   * shown; a failure keeps it.
   */
  refresh: (options?: GetCategoriesOptions) => Promise<CategoryNode[] | null>;
}

/**
 * The catalogue tree the wizard's pickers show: the app's one copy of it, fetched on the first
 * screen that needs it and kept current as screens open (docs/architecture.md, "Server data in
 * the browser").
 */
export const useCatalogueStore = create<CatalogueState>()((set, get) => ({
  tree: null,
  error: null,
  loading: false,
  load: async () => {
    if (get().loading) return;
    if (get().tree) {
      await get().refresh();
      return;
    }
    set({ loading: true, error: null });
    try {
      set({ tree: await getCategories(), loading: false });
    } catch (error) {
      set({ error, loading: false });
    }
  },
  refresh: async (options) => {
    try {
      const tree = await getCategories(options);
      if (tree !== get().tree) set({ tree, error: null });
      return tree;
    } catch {
      return get().tree;
    }
  },
}));
