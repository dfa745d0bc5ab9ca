import type { Knex } from 'knex';
import {
  DEFAULT_PRODUCTION_SETTINGS,
  productionSettingsSchema,
  type ProductionSettings,
  type ProductionSettingsHistoryEntry,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { parseJsonColumn, toJsonColumn } from '../db/columns';
import { versionedDocument, type DocumentChange } from './versioned-document';

/** One save of the settings to record: who (the admin's e-mail), when, field by field. */
export type ProductionSettingsChange = DocumentChange;

/** One row of the settings' history as it is read: with the settings the save stored. */
export type ProductionSettingsHistoryRecord = ProductionSettingsHistoryEntry;

/**
 * The shop's production settings (one row, `production_settings`) and their history
 * (docs/production/nesting.md, "The shop's settings"). The version is also the revision: every
 * save adds one, in the same transaction as its history row.
 */
export interface ProductionSettingsRepository {
  /** The settings as stored, with their version; the defaults at version 0 before any save. */
  load(): Promise<VersionedProductionSettings>;
  /** The settings' version: one primary-key row. */
  version(): Promise<number>;
  /**
   * Replaces the settings if they are still at `version` (they then are at `version + 1`) and
   * records the save; false, and nothing written, when they are not.
   */
  save(
    version: number,
    settings: ProductionSettings,
    change: ProductionSettingsChange,
  ): Promise<boolean>;
  /** The history, newest first. */
  history(limit: number): Promise<ProductionSettingsHistoryRecord[]>;
}

/**
 * Settings read from a JSON column: a field the document did not have when it was stored takes
 * its default, which is what the code applied then (docs/decisions/0010-orders-keep-their-production-settings.md).
 * Throws when what is stored is invalid.
 */
export function storedProductionSettings(value: unknown, where: string): ProductionSettings {
  const stored = parseJsonColumn(value);
  const checked = productionSettingsSchema.safeParse({
    ...DEFAULT_PRODUCTION_SETTINGS,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  });
  if (!checked.success) {
    throw new Error(`The production settings ${where} are invalid: ${checked.error.message}`);
  }
  return checked.data;
}

export function createProductionSettingsRepository(db: Knex): ProductionSettingsRepository {
  const document = versionedDocument(db, {
    table: 'production_settings',
    column: 'settings',
    history: 'production_settings_history',
    what: 'production settings change',
  });
  return {
    async load() {
      const row = await document.read();
      const version = row?.version ?? 0;
      if (row === undefined || row.document === null) {
        return { ...DEFAULT_PRODUCTION_SETTINGS, version };
      }
      return { ...storedProductionSettings(row.document, 'in the database'), version };
    },

    version: () => document.version(),

    save: (version, settings, change) =>
      document.save(version, settings, change, { settings: toJsonColumn(settings) }),

    async history(limit) {
      return (await document.history(limit)).map(({ record, row }) => ({
        ...record,
        settings: storedProductionSettings(row.settings, `of save ${record.version}`),
      }));
    },
  };
}
