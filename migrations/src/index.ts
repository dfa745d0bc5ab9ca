export { migrationSource, migrateToLatest, rollbackAll } from './migration-source';
export { runSeeds, type SeedResult } from '../seeds';
export { dialectOf, insertedValue, type Dialect } from './dialect';
