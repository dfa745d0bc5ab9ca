import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Connection as MysqlConnection } from 'mysql2';
import { migrateToLatest, runSeeds, type SeedResult } from '@cutshop/migrations';
import type { DatabaseTarget } from './database-url';

/** Opens the connection pool for the configured database (nothing is queried yet). */
export function createKnex(target: DatabaseTarget): Knex {
  return target.kind === 'sqlite' ? createSqliteKnex(target.filename) : createMysqlKnex(target);
}

/** The part of a better-sqlite3 connection used here (the package ships no types). */
interface SqliteConnection {
  pragma(statement: string): unknown;
}

function createSqliteKnex(filename: string): Knex {
  if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
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

function createMysqlKnex(target: Extract<DatabaseTarget, { kind: 'mysql' }>): Knex {
  // Passed through to mysql2, which knows `jsonStrings` though knex's types do not.
  const connection = {
    host: target.host,
    port: target.port,
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
  return knexFactory({
    client: 'mysql2',
    connection,
    pool: {
      min: 0,
      max: 10,
      afterCreate(connection: MysqlConnection, done: (error: Error | null, c: unknown) => void) {
        connection.query("SET time_zone = '+00:00'", (error) => done(error, connection));
      },
    },
    acquireConnectionTimeout: 10_000,
  });
}

/** Brings the schema up to date and fills what the seeds fill (both idempotent). */
export async function prepareDatabase(
  knex: Knex,
): Promise<{ migrations: string[]; seeds: SeedResult[] }> {
  const migrations = await migrateToLatest(knex);
  const seeds = await runSeeds(knex);
  return { migrations, seeds };
}
