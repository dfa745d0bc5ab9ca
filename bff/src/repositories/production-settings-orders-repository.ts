import type { Knex } from 'knex';
import type { VersionedProductionSettings } from '@cutshop/domain/production';
import { toJsonColumn } from '../db/columns';
import { storedProductionSettings } from './production-settings-repository';

/**
 * The production settings each order was placed with
 * (docs/decisions/0010-orders-keep-their-production-settings.md): written with the order at
 * intake, read by the production outputs. Kept apart from the orders table.
 */
export interface OrderProductionSettingsRepository {
  /** Stores the order's settings; the order must be stored (same transaction). */
  insert(orderUuid: string, settings: VersionedProductionSettings): Promise<void>;
  /**
   * The order's settings with the version they were saved at; undefined for an order placed
   * before the settings were kept. Throws when the stored ones are invalid.
   */
  find(orderUuid: string): Promise<VersionedProductionSettings | undefined>;
}

interface SettingsRow {
  order_uuid: string;
  settings: unknown;
  settings_version: unknown;
}

const TABLE = 'order_production_settings';

export function createOrderProductionSettingsRepository(
  db: Knex,
): OrderProductionSettingsRepository {
  return {
    async insert(orderUuid, { version, ...settings }) {
      await db(TABLE).insert({
        order_uuid: orderUuid,
        settings: toJsonColumn(settings),
        settings_version: version,
      });
    },
    async find(orderUuid) {
      const row = await db<SettingsRow>(TABLE)
        .select('settings', 'settings_version')
        .where({ order_uuid: orderUuid })
        .first();
      if (row === undefined) return undefined;
      return {
        ...storedProductionSettings(row.settings, `stored with order ${orderUuid}`),
        version: Number(row.settings_version),
      };
    },
  };
}
