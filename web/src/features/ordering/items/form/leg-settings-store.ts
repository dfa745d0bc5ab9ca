import { DEFAULT_CHECK_SETTINGS, type CheckSettings } from '@cutshop/domain/production';
import { useEffect } from 'react';
import { create } from 'zustand';
// Not through lib/api's index: the wizard's first pages load that index, and need no legs.
import { getLegSettings } from '../../../../lib/api/get-leg-settings';

interface LegSettingsState {
  /** The shop's legs, front gap and reveal; null while (or when) they cannot be read. */
  settings: CheckSettings | null;
  /** Reads them again: the last read while it is recent, else the server's answer. */
  refresh: () => Promise<void>;
}

function sameSettings(known: CheckSettings | null, read: CheckSettings): boolean {
  return (
    known !== null &&
    (Object.keys(read) as (keyof CheckSettings)[]).every((key) => known[key] === read[key])
  );
}

/**
 * What the construction check reads of the shop's parts settings (docs/production/parts.md,
 * "The construction check"): the legs, which the item form says and which size the box, and the
 * front gap and reveal, which size the front area; read when the form opens. Until they are read
 * the check uses the defaults, and the form says nothing about the legs.
 */
export const useLegSettingsStore = create<LegSettingsState>()((set, get) => ({
  settings: null,
  refresh: async () => {
    try {
      const settings = await getLegSettings();
      if (!sameSettings(get().settings, settings)) set({ settings });
    } catch {
      // A failed read keeps what is known.
    }
  },
}));

/** The settings the construction check runs with: the shop's, the defaults until read. */
export function checkedSettings(): CheckSettings {
  return useLegSettingsStore.getState().settings ?? DEFAULT_CHECK_SETTINGS;
}

/** The shop's check settings (null: not read), read again when the form opens. */
export function useShopSettings(): CheckSettings | null {
  const settings = useLegSettingsStore((state) => state.settings);
  const refresh = useLegSettingsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return settings;
}
