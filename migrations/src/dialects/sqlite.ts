import {
  driverErrorCode,
  isPoolTimeout,
  type DialectHelpers,
  type DriverErrorCategory,
} from './types';

const UNIQUE = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE']);
const TRANSIENT = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
/** Prefixes: SQLITE_IOERR has many extended codes (SQLITE_IOERR_WRITE, ...). */
const UNAVAILABLE = ['SQLITE_CANTOPEN', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_READONLY'];
const REJECTED = new Set(['SQLITE_TOOBIG', 'SQLITE_CONSTRAINT_CHECK', 'SQLITE_MISMATCH']);

/** better-sqlite3 errors (SqliteError) carry an extended `code`. */
function classifySqliteError(error: unknown): DriverErrorCategory | undefined {
  const code = driverErrorCode(error);
  // One connection: waiting for it is waiting for the single writer, worth another try.
  if (code === undefined) return isPoolTimeout(error) ? 'transient' : undefined;
  if (UNIQUE.has(code)) return 'unique';
  if (TRANSIENT.has(code)) return 'transient';
  if (UNAVAILABLE.some((prefix) => code.startsWith(prefix))) return 'unavailable';
  if (REJECTED.has(code)) return 'rejected';
  return undefined;
}

/** SQLite (the better-sqlite3 driver). */
export const sqliteDialect: DialectHelpers = {
  name: 'sqlite',
  // SQLite only accepts an expression as a default inside parentheses.
  nowWithMilliseconds: (knex) => knex.raw("(strftime('%Y-%m-%d %H:%M:%f','now'))"),
  // TEXT: a column typed "json" has numeric affinity in SQLite.
  jsonColumn: (table, name) => table.text(name),
  // knex drops a SQLite column by copying the table, which a self-referencing foreign key
  // refuses; SQLite drops a column that no index or key uses in place.
  async dropColumns(knex, table, columns) {
    for (const column of columns) {
      await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, column]);
    }
  },
  // SQLite does not enforce a text column's length: nothing to rebuild.
  resizeText: () => Promise.resolve(),
  bytesColumn: (table, name) => table.binary(name),
  applyTableDefaults: () => undefined,
  // SQLite compares text exactly already.
  exactText: (column) => column,
  insertedValue: (knex, column) => knex.raw('??', [`excluded.${column}`]),
  tableThroughIndex: (knex, table, index) => knex.raw('?? INDEXED BY ??', [table, index]),
  classifyError: classifySqliteError,
};
