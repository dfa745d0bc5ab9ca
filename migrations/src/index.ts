export { migrationSource, migrateToLatest, rollbackAll } from './migration-source';
export { runSeeds, type SeedResult } from '../seeds';
// The counting of migration 20261122100800, frozen with it: the BFF recounts with it after a
// bulk load. A later migration that changes order_counts brings its own and the BFF follows.
export { countStoredOrders } from './migrations/20261122100800_create_order_counts';
