import {
  DEFAULT_PRODUCTION_SETTINGS,
  productionSettingsChanges,
  type ProductionSettings,
  type ProductionSettingsHistoryEntry,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';

/**
 * The shop's production settings as the mock API holds them (docs/production/nesting.md, "The
 * shop's settings"): the settings with their version (0 and the defaults until a save) and the
 * history of saves, newest first. `resetAdminMockState` starts them again.
 */

/** One row of GET /api/production-settings/history. */
export type ProductionSettingsHistoryRow = ProductionSettingsHistoryEntry;

interface State {
  settings: VersionedProductionSettings;
  history: ProductionSettingsHistoryRow[];
}

function freshState(): State {
  return { settings: { ...DEFAULT_PRODUCTION_SETTINGS, version: 0 }, history: [] };
}

let state = freshState();

/** The defaults at version 0, no history. */
export function resetProductionSettingsMockState(): void {
  state = freshState();
}

export function mockProductionSettings(): VersionedProductionSettings {
  return { ...state.settings };
}

/**
 * Saves `settings` (their version already checked) as the next version with a history row;
 * a save that changes nothing writes nothing, as the server's.
 */
export function saveMockProductionSettings(
  settings: ProductionSettings,
  by: string,
  at: Date = new Date(),
): VersionedProductionSettings {
  const changes = productionSettingsChanges(state.settings, settings);
  if (changes.length === 0) return mockProductionSettings();
  const version = state.settings.version + 1;
  state.settings = { ...settings, version };
  state.history.unshift({
    id: state.history.length + 1,
    version,
    by,
    at: at.toISOString(),
    settings: { ...settings },
    changes,
  });
  return mockProductionSettings();
}

/** The history, newest first, `limit` rows at most. */
export function mockProductionSettingsHistory(limit: number): ProductionSettingsHistoryRow[] {
  return state.history.slice(0, limit);
}
