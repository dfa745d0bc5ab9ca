import { DomainError } from '@cutshop/domain';

/** A row with this key exists already (primary key or unique index). */
export class UniqueViolationError extends DomainError {
  constructor(cause: unknown) {
    super('unique_violation', 'A record with this key exists already');
    this.cause = cause;
  }
}

/** Lost a lock race (deadlock, lock timeout, busy database): trying again shortly will work. */
export class TransientDatabaseError extends DomainError {
  constructor(cause: unknown) {
    super('database_busy', 'The database is busy, please try again');
    this.cause = cause;
  }
}

/** The database cannot be reached or used at all right now. */
export class DatabaseUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('database_unavailable', 'The database is not available, please try again later');
    this.cause = cause;
  }
}

/** The database refused a value (too long for its column, bad text encoding). */
export class ValueRejectedError extends DomainError {
  constructor(cause: unknown) {
    super('value_rejected', 'A value is too long or not allowed');
    this.cause = cause;
  }
}

/** Turns a driver error into one of the errors above, or returns it unchanged. */
export type DriverErrorTranslator = (error: unknown) => unknown;

export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** knex gives up waiting for a pooled connection. */
export function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'KnexTimeoutError';
}
