import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Connection as MysqlConnection } from 'mysql2';
import { migrateToLatest, runSeeds, type SeedResult } from '@cutshop/migrations';
import { fromRepoRoot } from '../paths';
import type { DatabaseHost, DatabaseTarget, MysqlTarget } from './database-url';
import { attachHostSelector, createHostSelector } from './host-selector';
import { galeraProbe } from './node-probe';
import { retryableFailure } from './retried-transaction';

/**
 * The server's own data folder, where the default DATABASE_URL keeps its file: made when it is
 * missing (a fresh checkout has none). Any other folder must exist already.
 */
const OWN_DATA_FOLDER = fromRepoRoot('var');

/**
 * The connection pool, as the start-up (runtime.ts, the CLI, testing.ts) holds it and hands it
 * to the repositories. Only `repositories/` and `db/` query it (docs/architecture.md).
 */
export type Database = Knex;

/** Opens the connection pool for the configured database (nothing is queried yet). */
export function createKnex(target: DatabaseTarget): Database {
  return target.kind === 'sqlite' ? createSqliteKnex(target.filename) : createMysqlKnex(target);
}

/** Sends the driver's warnings (e.g. each failed connection attempt, with its stack) to `warn`. */
export function onDriverWarning(db: Database, warn: (text: string) => void): void {
  const driverLog = (db.client as Knex.Client).logger;
  driverLog.warn = (message: unknown) => warn(String(message));
}

/** The part of a better-sqlite3 connection used here (the package ships no types). */
interface SqliteConnection {
  pragma(statement: string): unknown;
}

/**
 * The file of an SQLite target that does not exist yet, which opening it will create; null for
 * an existing file, memory or MySQL. The server says so loudly at start: a mistyped path would
 * otherwise open a new, empty shop without a word.
 */
export function newSqliteFile(target: DatabaseTarget): string | null {
  if (target.kind !== 'sqlite' || target.filename === ':memory:') return null;
  return existsSync(target.filename) ? null : target.filename;
}

function isFolder(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Before an SQLite file is opened: a new file is only made in a folder that exists (or the
 * server's own data folder, made when missing); else an Error naming the folder, so that a
 * mistyped DATABASE_URL stops the start instead of creating an empty shop somewhere else.
 */
function checkSqliteFolder(filename: string): void {
  if (newSqliteFile({ kind: 'sqlite', filename }) === null) return;
  const folder = path.dirname(filename);
  if (folder === OWN_DATA_FOLDER) mkdirSync(folder, { recursive: true });
  else if (!isFolder(folder)) throw new Error(`its folder ${folder} does not exist`);
}

function createSqliteKnex(filename: string): Knex {
  checkSqliteFolder(filename);
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // A failed statement's error shows `?` where its values were (see error-redaction.ts).
    compileSqlOnError: false,
    pool: {
      // SQLite has one writer; one connection also keeps an in-memory database alive and whole.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, c: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = NORMAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
}

/** How long a node found unusable is passed over before it is tried again. */
export const NODE_COOL_DOWN_MS = 5_000;

function createMysqlKnex(target: MysqlTarget): Knex {
  // Passed through to mysql2, which knows `jsonStrings` though knex's types do not.
  const settings = {
    user: target.user,
    password: target.password,
    database: target.database,
    charset: 'utf8mb4',
    // Timestamps come back as the same 'YYYY-MM-DD HH:MM:SS.mmm' text SQLite gives.
    dateStrings: true,
    // JSON columns come back as their text, as on SQLite: the repositories parse what they
    // need, and the admin list copies the text into its answer without a parse.
    jsonStrings: true,
    supportBigNumbers: true,
    timezone: 'Z',
  };
  const pool = {
    min: 0,
    max: 10,
    afterCreate(connection: MysqlConnection, done: (error: Error | null, c: unknown) => void) {
      connection.query("SET time_zone = '+00:00'", (error) => done(error, connection));
    },
  };
  const [only] = target.hosts;
  if (target.hosts.length === 1 && only) {
    return knexFactory({
      client: 'mysql2',
      connection: { ...settings, host: only.host, port: only.port },
      compileSqlOnError: false,
      pool,
      acquireConnectionTimeout: 10_000,
    });
  }
  return createClusterKnex(target.hosts, settings, pool);
}

/**
 * A pool over the nodes of a cluster (docs/operations.md, "The server on a cluster"): knex asks
 * for the connection settings whenever the chosen node changed (or an earlier node is due to be
 * tried again), and gets the node host-selector.ts chooses; a pooled connection to any other
 * node fails validation and is closed. A query or a new connection failing as if its node were
 * gone makes the selector probe that node.
 */
function createClusterKnex(
  hosts: readonly DatabaseHost[],
  settings: Knex.MySql2ConnectionConfig,
  pool: Knex.PoolConfig,
): Knex {
  const selector = createHostSelector(hosts, galeraProbe(settings), {
    coolDownMs: NODE_COOL_DOWN_MS,
  });
  const db = knexFactory({
    client: 'mysql2',
    async connection() {
      const node = await selector.choose();
      return {
        ...settings,
        host: node.host,
        port: node.port,
        expirationChecker: () => !selector.accepts(node) || selector.recheckDue(),
      };
    },
    compileSqlOnError: false,
    pool: {
      ...pool,
      validate: (connection: MysqlConnection) =>
        selector.accepts({ host: connection.config.host ?? '', port: connection.config.port ?? 0 }),
    },
    acquireConnectionTimeout: 10_000,
  });
  const suspectOn = (error: unknown) => {
    if (retryableFailure('mysql', error) === 'node') void selector.suspect();
  };
  db.on('query-error', suspectOn);
  (db.client as { pool?: EventEmitterLike }).pool?.on(
    'createFail',
    (_id: unknown, error: unknown) => suspectOn(error),
  );
  attachHostSelector(db, selector);
  return db;
}

/** The part of tarn's pool used here: its events. */
interface EventEmitterLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** Brings the schema up to date and fills what the seeds fill (both idempotent). */
export async function prepareDatabase(
  knex: Knex,
): Promise<{ migrations: string[]; seeds: SeedResult[] }> {
  const migrations = await migrateToLatest(knex);
  const seeds = await runSeeds(knex);
  return { migrations, seeds };
}
