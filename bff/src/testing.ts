/**
 * `@cutshop/bff/testing`: what other workspaces (the benchmark) may use to set up a BFF
 * database without reaching into the BFF's files. Not used by the server itself.
 */
import { createKnex, type Database } from './db/connection';
import { parseDatabaseUrl } from './db/database-url';
import { insertOrdersDirectly } from './repositories/orders/bulk-load';
import { recountOrders } from './repositories/orders/order-counts';

/** A connection pool to the database of a DATABASE_URL; the caller destroys it. */
export function openDatabase(databaseUrl: string): Database {
  return createKnex(parseDatabaseUrl(databaseUrl));
}

export { insertOrdersDirectly, recountOrders };
