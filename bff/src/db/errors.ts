import { AppError } from '../errors';

/** A row with this key exists already (primary key or unique index). */
export class UniqueViolationError extends AppError {
  constructor(cause: unknown) {
    super('conflict', 'unique_violation', 'A record with this key exists already', { cause });
  }
}

/** Lost a lock race (deadlock, lock timeout, busy database): trying again shortly will work. */
export class TransientDatabaseError extends AppError {
  constructor(cause: unknown) {
    super('unavailable', 'database_busy', 'The database is busy, please try again', { cause });
  }
}

/** The database cannot be reached or used at all right now. */
export class DatabaseUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      'unavailable',
      'database_unavailable',
      'The database is not available, please try again later',
      { cause },
    );
  }
}

/** The database refused a value (too long for its column, bad text encoding). */
export class ValueRejectedError extends AppError {
  constructor(cause: unknown) {
    super('invalid', 'value_rejected', 'A value is too long or not allowed', { cause });
  }
}

/** Turns a driver error into one of the errors above, or returns it unchanged. */
export type DriverErrorTranslator = (error: unknown) => unknown;
