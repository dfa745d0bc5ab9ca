import type { Knex } from 'knex';
import { applyTableDefaults, dialectOf } from './dialects';

/*
 * Migrations run once when several server processes start at the same moment, on one database
 * server or on different nodes of a Galera cluster (docs/operations.md, "The server on a
 * cluster"). knex guards a batch with a row of knex_migrations_lock; three things make that
 * hold when processes race:
 *
 * 1. knex's two bookkeeping tables, and the lock's single row, are made here first, each step
 *    safe to run at once in several processes (knex would insert a lock row per process that
 *    found the table empty, and then no process could ever take the lock).
 * 2. On MySQL/MariaDB the lock is taken in a transaction of its own, committed before any
 *    migration runs (knex's `disableTransactions`; MySQL commits each DDL statement on its own
 *    anyway). On a cluster, two nodes taking it at once is then a certification conflict on
 *    that row: the loser's commit fails, before it ran anything. (Taken inside the batch's
 *    transaction, the loser would only fail at its first DDL statement, and knex would then
 *    clear the lock the winner holds.)
 * 3. The process that did not get the lock waits and tries again; once the winner is done, it
 *    lists the migrations afresh and finds nothing to do. Before running a batch, the list is
 *    read again under the lock: a list read just before another process finished is stale,
 *    and the attempt starts over instead of running a migration twice.
 *
 * Both tables have a primary key and are InnoDB (a Galera cluster replicates only InnoDB
 * tables with a key reliably); they are created as knex creates them, so a database migrated
 * before keeps working.
 */

const MIGRATIONS_TABLE = 'knex_migrations';
const LOCK_TABLE = 'knex_migrations_lock';

/** How long a process waits for another one's migrations, and how often it looks. */
export const MIGRATION_LOCK_WAIT = { totalMs: 10 * 60_000, pollMs: 250 } as const;

/** The list of migrations to run was read before another process ran some of them. */
class StaleMigrationListError extends Error {
  constructor() {
    super('Another process ran some of these migrations meanwhile');
    this.name = 'StaleMigrationList';
  }
}

/** Whether the table exists after trying to create it (another process may have won). */
async function createOnce(
  knex: Knex,
  table: string,
  define: (builder: Knex.CreateTableBuilder) => void,
): Promise<void> {
  if (await knex.schema.hasTable(table)) return;
  try {
    await knex.schema.createTable(table, (builder) => {
      define(builder);
      applyTableDefaults(knex, builder);
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(table))) throw error;
  }
}

/** knex's bookkeeping tables and the lock's one row, as knex makes them (step 1 above). */
export async function prepareMigrationTables(knex: Knex): Promise<void> {
  await createOnce(knex, MIGRATIONS_TABLE, (table) => {
    table.increments();
    table.string('name');
    table.integer('batch');
    table.timestamp('migration_time');
  });
  await createOnce(knex, LOCK_TABLE, (table) => {
    table.increments('index').primary();
    table.integer('is_locked');
  });
  // Row 1 by its key: a second process's insert is ignored instead of adding a second row.
  const rows = await knex(LOCK_TABLE).count({ n: '*' });
  if (Number(rows[0]?.n ?? 0) > 0) return;
  await knex(LOCK_TABLE).insert({ index: 1, is_locked: 0 }).onConflict('index').ignore();
}

/** A failure that means another process holds the lock or was migrating at the same moment. */
function isContention(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MigrationLocked' || error instanceof StaleMigrationListError) return true;
  const code = (error as { code?: unknown }).code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs knex's `latest` with the migrations of `source` so that concurrent processes run each
 * migration once (steps 2 and 3 above); returns the names of what this process ran.
 */
export async function latestOnce<M>(
  knex: Knex,
  migrationSource: Knex.MigrationSource<M>,
  wait: { totalMs: number; pollMs: number } = MIGRATION_LOCK_WAIT,
): Promise<string[]> {
  await prepareMigrationTables(knex);
  const deadline = Date.now() + wait.totalMs;
  for (;;) {
    try {
      const [, applied] = (await knex.migrate.latest({
        migrationSource,
        disableTransactions: dialectOf(knex) === 'mysql',
        async beforeAll(db: Knex, migrations: unknown[]) {
          const done = new Set(await db(MIGRATIONS_TABLE).pluck('name'));
          // knex hands back the entries of `migrationSource`.
          const names = (migrations as M[]).map((m) => migrationSource.getMigrationName(m));
          if (names.some((name) => done.has(name))) throw new StaleMigrationListError();
        },
      })) as [number, string[]];
      return applied;
    } catch (error) {
      if (!isContention(error)) throw error;
      if (Date.now() > deadline) {
        throw new Error(
          `The migrations stayed locked for ${Math.round(wait.totalMs / 1000)} s: another ` +
            `process is migrating, or one stopped while migrating (then, with no server ` +
            `running, set is_locked = 0 in ${LOCK_TABLE})`,
          { cause: error },
        );
      }
      await sleep(wait.pollMs * (0.5 + Math.random()));
    }
  }
}
