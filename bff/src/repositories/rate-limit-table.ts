import type { Knex } from 'knex';
import { RateLimiterMySQL, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The rate_limits table of the shop's MySQL/MariaDB database (migration
 * 20261124120000_add_shared_limits_and_outbox_leases), where the rate limits count when there is
 * no Redis (services/rate-limits/rate-limit-store.ts).
 */
const RATE_LIMIT_TABLE = 'rate_limits';

/** How many requests a key may make per window. */
interface TableLimit {
  points: number;
  durationSeconds: number;
}

export interface RateLimitTable {
  /** For the start-up log. */
  readonly description: string;
  /** A limiter counting in the table; `keyPrefix` keeps the limits apart. */
  limiter(keyPrefix: string, limit: TableLimit): RateLimiterAbstract;
  /** Deletes the rows whose window ended before `now`. */
  deleteExpired(now: Date): Promise<void>;
}

/** The table in `databaseName`, through the app's own connection pool `db`. */
export function createRateLimitTable(db: Knex, databaseName: string): RateLimitTable {
  return {
    description: `the ${RATE_LIMIT_TABLE} table of the database`,
    limiter: (keyPrefix, limit) =>
      new RateLimiterMySQL({
        storeClient: db,
        storeType: 'knex',
        dbName: databaseName,
        tableName: RATE_LIMIT_TABLE,
        // The migration made it; the limiter must not create databases or tables.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
    async deleteExpired(now) {
      await db(RATE_LIMIT_TABLE).where('expire', '<', now.getTime()).delete();
    },
  };
}
