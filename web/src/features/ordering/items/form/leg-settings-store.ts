import {
  DEFAULT_CHECK_SETTINGS,
  type CheckSettings,
  type WizardSettings,
} from '@cutshop/domain/production';
import { useEffect } from 'react';
import { create } from 'zustand';
// Not through lib/api's index: the wizard's first pages load that index, and need no legs.
import { getLegSettings } from '../../../../lib/api/get-leg-settings';

interface LegSettingsState {
  /**
   * The shop's legs, front gap and reveal, and its plinths' source; null while (or when) they
   * cannot be read.
   */
  settings: WizardSettings | null;
  /** Reads them again: the last read while it is recent, else the server's answer. */
  refresh: () => Promise<void>;
}

function sameSettings(known: WizardSettings | null, read: WizardSettings): boolean {
  return (
    known !== null &&
    (Object.keys(read) as (keyof WizardSettings)[]).every((key) => known[key] === read[key])
  );
}

/**
 * What the construction check reads of the shop's parts settings (docs/production/parts.md,
 * "The construction check"): the legs, which the item form says and which size the box, and the
 * front gap and reveal, which size the front area; and where the shop's plinths come from, which
 * the summary's hardware list follows. Read when the form or the summary opens. Until they are
 * read the check uses the defaults, and the form says nothing about the legs.
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

/** The shop's wizard settings (null: not read), read again when the form or summary opens. */
export function useShopSettings(): WizardSettings | null {
  const settings = useLegSettingsStore((state) => state.settings);
  const refresh = useLegSettingsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return settings;
}
