import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { keepInitialStateWhenUnchanged } from './initial-state';

/**
 * The furniture being chosen for a new item (docs/product.md §3, "Selection"): catalogue node ids.
 */
export interface FurnitureSelection {
  categoryId: number | null;
  typeId: number | null;
  modelId: number | null;
}

interface WizardData {
  selection: FurnitureSelection;
  /**
   * The custom-size help's "sizes" flag: set once the help has been seen, after which it no
   * longer opens by itself in this browser session (docs/product.md §2).
   */
  sizesHelpSeen: boolean;
}

interface WizardActions {
  chooseCategory: (categoryId: number) => void;
  /** A type with the model preselected for it (its first model). */
  chooseType: (typeId: number, modelId: number | null) => void;
  chooseModel: (modelId: number) => void;
  markSizesHelpSeen: () => void;
  clearSelection: () => void;
}

export const WIZARD_STORAGE_KEY = 'cutshop:wizard';

const noSelection: FurnitureSelection = { categoryId: null, typeId: null, modelId: null };

export function initialWizardData(): WizardData {
  return { selection: noSelection, sizesHelpSeen: false };
}

/**
 * Wizard state that is not the order: which furniture is being chosen and whether the size
 * help was seen. Kept per browser tab (sessionStorage), so a reload on the item form keeps the
 * chosen model while a new visit starts fresh.
 */
export const useWizard = create<WizardData & WizardActions>()(
  persist(
    (set) => ({
      ...initialWizardData(),
      chooseCategory: (categoryId) =>
        set((state) =>
          state.selection.categoryId === categoryId
            ? state
            : { selection: { categoryId, typeId: null, modelId: null } },
        ),
      chooseType: (typeId, modelId) =>
        set((state) => ({ selection: { ...state.selection, typeId, modelId } })),
      chooseModel: (modelId) => set((state) => ({ selection: { ...state.selection, modelId } })),
      markSizesHelpSeen: () => set({ sizesHelpSeen: true }),
      clearSelection: () => set({ selection: noSelection }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ selection, sizesHelpSeen }): WizardData => ({ selection, sizesHelpSeen }),
      skipHydration: true,
    },
  ),
);

export async function rehydrateWizard(): Promise<void> {
  await useWizard.persist.rehydrate();
  keepInitialStateWhenUnchanged(useWizard);
}
