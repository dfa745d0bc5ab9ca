import { DEFAULT_LEG_SETTINGS, type LegSettings } from '@cutshop/domain/production';
import { useEffect } from 'react';
import { create } from 'zustand';
// Not through lib/api's index: the wizard's first pages load that index, and need no legs.
import { getLegSettings } from '../../../../lib/api/get-leg-settings';

interface LegSettingsState {
  /** The shop's legs; null while (or when) they cannot be read. */
  legs: LegSettings | null;
  /** Reads them again: the last read while it is recent, else the server's answer. */
  refresh: () => Promise<void>;
}

/**
 * The shop's legs as the item form says them and checks a size with them
 * (docs/production/parts.md, "The shop's parts settings"): read when the form opens. Until they
 * are read the check uses the defaults, and the form says nothing about the legs.
 */
export const useLegSettingsStore = create<LegSettingsState>()((set, get) => ({
  legs: null,
  refresh: async () => {
    try {
      const legs = await getLegSettings();
      const known = get().legs;
      if (
        known?.legHeightMm !== legs.legHeightMm ||
        known.heightIncludesLegs !== legs.heightIncludesLegs
      ) {
        set({ legs });
      }
    } catch {
      // A failed read keeps what is known.
    }
  },
}));

/** The legs the construction check sizes a box with: the shop's, the defaults until read. */
export function checkedLegs(): LegSettings {
  return useLegSettingsStore.getState().legs ?? DEFAULT_LEG_SETTINGS;
}

/** The shop's legs (null: not read), read again when the form opens. */
export function useShopLegs(): LegSettings | null {
  const legs = useLegSettingsStore((state) => state.legs);
  const refresh = useLegSettingsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return legs;
}
