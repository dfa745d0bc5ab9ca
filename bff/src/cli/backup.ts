/**
 * The backup command (docs/operations.md, "Backup and restore"):
 *
 *   npm run backup -- <file>
 *
 * Copies the SQLite database of DATABASE_URL into <file> with SQLite's online backup API: safe
 * while the server runs and writes (the copy is one consistent moment). It never overwrites a
 * file. A MySQL or MariaDB database is backed up with that server's own tools instead.
 */
import { closeSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { describeDatabase } from '../db/database-url';

const USAGE = `Usage:
  npm run backup -- <file>

Copies the SQLite database (DATABASE_URL) into <file>, a new file, while the server may run.`;

/**
 * Pages copied per step: all of them. Copying in one step reads one consistent snapshot; in
 * smaller steps, every write the server makes meanwhile would start the copy over. The largest
 * count better-sqlite3 accepts.
 */
const ALL_PAGES = 0x7fffffff;

class UsageError extends Error {}

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteDatabase {
  backup(
    file: string,
    options: { progress: () => number },
  ): Promise<{ totalPages: number; remainingPages: number }>;
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options: { fileMustExist: boolean; readonly: boolean },
) => SqliteDatabase;

const require = createRequire(import.meta.url);

/** Where <file> points: relative to the folder `npm run` was started in (INIT_CWD). */
function targetPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Creates `target` empty, or fails when something is there already (never overwrites). */
function claim(target: string): void {
  try {
    closeSync(openSync(target, 'wx'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      throw new UsageError(`${target} exists already: give a new file name (nothing was written)`);
    }
    if (code === 'ENOENT') throw new UsageError(`The folder of ${target} does not exist`);
    throw error;
  }
}

async function backupSqlite(source: string, target: string): Promise<number> {
  const Database = require('better-sqlite3') as SqliteConstructor;
  let db: SqliteDatabase;
  try {
    db = new Database(source, { fileMustExist: true, readonly: false });
  } catch (error) {
    throw new UsageError(`Cannot open the database ${source}: ${(error as Error).message}`);
  }
  try {
    claim(target);
    try {
      const result = await db.backup(target, { progress: () => ALL_PAGES });
      return result.totalPages;
    } catch (error) {
      rmSync(target, { force: true });
      throw error;
    }
  } finally {
    db.close();
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0) throw new UsageError(USAGE);
  const config = loadConfig(process.env);
  const { database } = config;
  if (database.kind !== 'sqlite') {
    throw new UsageError(
      `The database is ${describeDatabase(database)}: back it up with that server's own tools, ` +
        'e.g. mysqldump --single-transaction (MySQL) or mariadb-dump --single-transaction ' +
        '(MariaDB), as docs/operations.md shows.',
    );
  }
  if (database.filename === ':memory:') {
    throw new UsageError('The database is in memory: there is nothing on disk to back up.');
  }
  const target = targetPath(file);
  const pages = await backupSqlite(database.filename, target);
  console.log(`Backed up ${describeDatabase(database)} to ${target} (${pages} pages).`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `The backup failed: ${message}`);
    process.exit(1);
  },
);
