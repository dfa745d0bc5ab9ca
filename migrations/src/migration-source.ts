import type { Knex } from 'knex';
import { latestOnce } from './migration-lock';
import * as createCatalogue from './migrations/20261122100000_create_catalogue';
import * as createOrders from './migrations/20261122100100_create_orders';
import * as createEmailOutbox from './migrations/20261122100200_create_email_outbox';
import * as createIdempotencyKeys from './migrations/20261122100300_create_idempotency_keys';
import * as createUsers from './migrations/20261122100400_create_users';
import * as createRefreshTokens from './migrations/20261122100500_create_refresh_tokens';
import * as createPasswordResetTokens from './migrations/20261122100600_create_password_reset_tokens';
import * as createOrderStatusHistory from './migrations/20261122100700_create_order_status_history';
import * as createOrderCounts from './migrations/20261122100800_create_order_counts';
import * as addOrderCreatedIndexes from './migrations/20261122100900_add_order_created_indexes';
import * as addCatalogueConstruction from './migrations/20261124100000_add_catalogue_construction';
import * as addOrderCountSlots from './migrations/20261124110000_add_order_count_slots';
import * as addSharedLimitsAndOutboxLeases from './migrations/20261124120000_add_shared_limits_and_outbox_leases';
import * as addOrderCatalogueSnapshots from './migrations/20261126100000_add_order_catalogue_snapshots';
import * as catalogueEditing from './migrations/20261126120000_catalogue_editing';
import * as prices from './migrations/20261126140000_prices';
import * as createOrderTrackingTokens from './migrations/20261126160000_create_order_tracking_tokens';
import * as addOrderSearchIndex from './migrations/20261126180000_add_order_search_index';
import * as productionSettings from './migrations/20261126200000_production_settings';
import * as offcutStock from './migrations/20261127100000_offcut_stock';

interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Every migration, oldest first. They are imported here rather than read from a folder so they
 * run from TypeScript without a loader, and knex records the same names whatever runs them.
 * A migration that has run is never edited: add a new file and list it at the end.
 */
const MIGRATIONS: readonly NamedMigration[] = [
  { name: '20261122100000_create_catalogue', migration: createCatalogue },
  { name: '20261122100100_create_orders', migration: createOrders },
  { name: '20261122100200_create_email_outbox', migration: createEmailOutbox },
  { name: '20261122100300_create_idempotency_keys', migration: createIdempotencyKeys },
  { name: '20261122100400_create_users', migration: createUsers },
  { name: '20261122100500_create_refresh_tokens', migration: createRefreshTokens },
  { name: '20261122100600_create_password_reset_tokens', migration: createPasswordResetTokens },
  { name: '20261122100700_create_order_status_history', migration: createOrderStatusHistory },
  { name: '20261122100800_create_order_counts', migration: createOrderCounts },
  { name: '20261122100900_add_order_created_indexes', migration: addOrderCreatedIndexes },
  { name: '20261124100000_add_catalogue_construction', migration: addCatalogueConstruction },
  { name: '20261124110000_add_order_count_slots', migration: addOrderCountSlots },
  {
    name: '20261124120000_add_shared_limits_and_outbox_leases',
    migration: addSharedLimitsAndOutboxLeases,
  },
  { name: '20261126100000_add_order_catalogue_snapshots', migration: addOrderCatalogueSnapshots },
  { name: '20261126120000_catalogue_editing', migration: catalogueEditing },
  { name: '20261126140000_prices', migration: prices },
  { name: '20261126160000_create_order_tracking_tokens', migration: createOrderTrackingTokens },
  { name: '20261126180000_add_order_search_index', migration: addOrderSearchIndex },
  { name: '20261126200000_production_settings', migration: productionSettings },
  { name: '20261127100000_offcut_stock', migration: offcutStock },
];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: () => Promise.resolve([...MIGRATIONS]),
  getMigrationName: (entry) => entry.name,
  getMigration: (entry) => Promise.resolve(entry.migration),
};

/**
 * Brings the database schema to the newest version; returns the names of what ran. Processes
 * starting at once run each migration once: the others wait and find nothing left to do
 * (migration-lock.ts).
 */
export function migrateToLatest(knex: Knex): Promise<string[]> {
  return latestOnce(knex, migrationSource);
}

/** Undoes every migration (tests and local resets). */
export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
