import {
  driverErrorCode,
  isPoolTimeout,
  type DialectHelpers,
  type DriverErrorCategory,
} from './types';

const UNIQUE = new Set(['ER_DUP_ENTRY']);
const TRANSIENT = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'EPIPE',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_OPTION_PREVENTS_STATEMENT',
  // 1047, "WSREP has not yet prepared node for application use": a Galera node out of the cluster.
  'ER_UNKNOWN_COM_ERROR',
  // The BFF's own: no node of a cluster's DATABASE_URL is usable (bff/src/db/host-selector.ts).
  'CUTSHOP_NO_USABLE_HOST',
]);
const REJECTED = new Set([
  'ER_DATA_TOO_LONG',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_CHECK_CONSTRAINT_VIOLATED',
]);

/**
 * MariaDB's CHECK constraint failure (a JSON column refusing invalid JSON): errno 4025, SQLSTATE
 * 23000. mysql2 names errno 4025 after MySQL's meaning of that number
 * (ER_INNODB_AUTOEXTEND_SIZE_OUT_OF_RANGE), so it is recognised by errno and SQLSTATE instead.
 */
const MARIADB_CHECK_FAILED = { errno: 4025, sqlState: '23000' } as const;

function isMariadbCheckFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errno, sqlState } = error as { errno?: unknown; sqlState?: unknown };
  return errno === MARIADB_CHECK_FAILED.errno && sqlState === MARIADB_CHECK_FAILED.sqlState;
}

function isFatal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'fatal' in error && error.fatal === true;
}

/** mysql2 errors carry a symbolic `code` such as 'ER_DUP_ENTRY'. */
function classifyMysqlError(error: unknown): DriverErrorCategory | undefined {
  if (isMariadbCheckFailure(error)) return 'rejected';
  const code = driverErrorCode(error);
  // A statement on a connection that closed meanwhile: mysql2 marks it fatal, with no code.
  if (code === undefined) return isPoolTimeout(error) || isFatal(error) ? 'unavailable' : undefined;
  if (UNIQUE.has(code)) return 'unique';
  if (TRANSIENT.has(code)) return 'transient';
  if (UNAVAILABLE.has(code)) return 'unavailable';
  if (REJECTED.has(code)) return 'rejected';
  return undefined;
}

/** MySQL and MariaDB (the mysql2 driver). */
export const mysqlDialect: DialectHelpers = {
  name: 'mysql',
  nowWithMilliseconds: (knex) => knex.raw('CURRENT_TIMESTAMP(3)'),
  // MySQL and MariaDB have a JSON type (MariaDB checks the text is valid JSON).
  jsonColumn: (table, name) => table.json(name),
  dropColumns: (knex, table, columns) =>
    knex.schema.alterTable(table, (builder) => {
      builder.dropColumns(...columns);
    }),
  resizeText: (knex, table, column, length) =>
    knex.schema.alterTable(table, (builder) => {
      builder.string(column, length).nullable().alter();
    }),
  // A blob holds 64 KB; a medium blob 16 MB.
  bytesColumn: (table, name) => table.specificType(name, 'mediumblob'),
  applyTableDefaults(table) {
    table.engine('InnoDB');
    table.charset('utf8mb4');
    table.collate('utf8mb4_unicode_ci');
  },
  // Tables default to a case-insensitive collation ('Key' = 'key').
  exactText: (column) => column.collate('utf8mb4_bin'),
  insertedValue: (knex, column) => knex.raw('VALUES(??)', [column]),
  tableThroughIndex: (knex, table, index) => knex.raw('?? FORCE INDEX (??)', [table, index]),
  classifyError: classifyMysqlError,
};
