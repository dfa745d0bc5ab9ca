import {
  productionSettingsSchema,
  productionSettingsUpdateSchema,
  type ProductionSettingsHistoryEntry,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../api/admin-client';

/**
 * The shop's production settings calls (docs/production/nesting.md, "The shop's settings"):
 * read them, save them with the version read (409 `stale_production_settings` when someone else
 * saved first), and their history.
 */

/** Where the admin's query cache keeps them (under `admin`, forgotten on sign-out). */
export const productionSettingsKeys = {
  all: ['admin', 'production-settings'] as const,
  current: ['admin', 'production-settings', 'current'] as const,
  history: ['admin', 'production-settings', 'history'] as const,
};

const parseSettings = (json: unknown): VersionedProductionSettings =>
  productionSettingsUpdateSchema.parse(json);

/** GET /api/production-settings: the settings with their version (0: the defaults). */
function getProductionSettings(signal?: AbortSignal): Promise<VersionedProductionSettings> {
  return adminRequest('/production-settings', { parse: parseSettings, signal });
}

export function productionSettingsQuery() {
  return queryOptions({
    queryKey: productionSettingsKeys.current,
    queryFn: ({ signal }) => getProductionSettings(signal),
  });
}

/** PUT /api/production-settings: every setting and the version read. */
export function saveProductionSettings(
  update: VersionedProductionSettings,
): Promise<VersionedProductionSettings> {
  return adminRequest('/production-settings', {
    method: 'PUT',
    body: update,
    parse: parseSettings,
  });
}

// A field's value before and after: a number or a choice, read as given.
const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const historyRowSchema = z.object({
  id: z.number(),
  version: z.number(),
  by: z.string(),
  at: z.string(),
  settings: productionSettingsSchema,
  changes: z.array(z.object({ field: z.string(), before: historyValue, after: historyValue })),
});

/** One save of the settings: who, when, what it stored and what it changed. */
export type ProductionSettingsHistoryRow = ProductionSettingsHistoryEntry;

/** How many saves the history shows. */
export const PRODUCTION_SETTINGS_HISTORY_LIMIT = 50;

/** GET /api/production-settings/history?limit=: the saves, newest first. */
function getHistory(signal?: AbortSignal): Promise<ProductionSettingsHistoryRow[]> {
  return adminRequest(`/production-settings/history?limit=${PRODUCTION_SETTINGS_HISTORY_LIMIT}`, {
    parse: (json) => z.array(historyRowSchema).parse(json),
    signal,
  });
}

export function productionSettingsHistoryQuery() {
  return queryOptions({
    queryKey: productionSettingsKeys.history,
    queryFn: ({ signal }) => getHistory(signal),
  });
}

/** After a save: the settings kept as answered and the history read again. */
export function keepSavedSettings(client: QueryClient, saved: VersionedProductionSettings): void {
  client.setQueryData(productionSettingsKeys.current, saved);
  void client.invalidateQueries({ queryKey: productionSettingsKeys.history });
}
