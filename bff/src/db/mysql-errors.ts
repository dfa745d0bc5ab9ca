import {
  DatabaseUnavailableError,
  TransientDatabaseError,
  UniqueViolationError,
  ValueRejectedError,
  errorCode,
  isPoolTimeout,
  type DriverErrorTranslator,
} from './errors';

const UNIQUE = new Set(['ER_DUP_ENTRY']);
const TRANSIENT = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_OPTION_PREVENTS_STATEMENT',
]);
const REJECTED = new Set([
  'ER_DATA_TOO_LONG',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_CHECK_CONSTRAINT_VIOLATED',
]);

/** mysql2 errors (Error with a symbolic `code` such as 'ER_DUP_ENTRY') as domain errors. */
export const translateMysqlError: DriverErrorTranslator = (error) => {
  const code = errorCode(error);
  if (code === undefined) return isPoolTimeout(error) ? new DatabaseUnavailableError(error) : error;
  if (UNIQUE.has(code)) return new UniqueViolationError(error);
  if (TRANSIENT.has(code)) return new TransientDatabaseError(error);
  if (UNAVAILABLE.has(code)) return new DatabaseUnavailableError(error);
  if (REJECTED.has(code)) return new ValueRejectedError(error);
  return error;
};
