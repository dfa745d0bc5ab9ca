import {
  DatabaseUnavailableError,
  TransientDatabaseError,
  UniqueViolationError,
  ValueRejectedError,
  errorCode,
  isPoolTimeout,
  type DriverErrorTranslator,
} from './errors';

const UNIQUE = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE']);
const TRANSIENT = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
const UNAVAILABLE = new Set(['SQLITE_CANTOPEN', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_READONLY']);
const REJECTED = new Set(['SQLITE_TOOBIG', 'SQLITE_CONSTRAINT_CHECK', 'SQLITE_MISMATCH']);

/** better-sqlite3 errors (SqliteError with an extended `code`) as domain errors. */
export const translateSqliteError: DriverErrorTranslator = (error) => {
  const code = errorCode(error);
  if (code === undefined) return isPoolTimeout(error) ? new TransientDatabaseError(error) : error;
  if (UNIQUE.has(code)) return new UniqueViolationError(error);
  if (TRANSIENT.has(code)) return new TransientDatabaseError(error);
  if ([...UNAVAILABLE].some((prefix) => code.startsWith(prefix))) {
    return new DatabaseUnavailableError(error);
  }
  if (REJECTED.has(code)) return new ValueRejectedError(error);
  return error;
};
