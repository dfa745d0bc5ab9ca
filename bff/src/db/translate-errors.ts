import {
  classifyDriverError,
  type Dialect,
  type DriverErrorCategory,
} from '@cutshop/migrations/dialects';
import { redactDriverError } from './error-redaction';
import {
  DatabaseUnavailableError,
  TransientDatabaseError,
  UniqueViolationError,
  ValueRejectedError,
  type DriverErrorTranslator,
} from './errors';

/** The BFF's error for each kind of driver error the dialects tell apart. */
const ERROR_OF: Readonly<Record<DriverErrorCategory, new (cause: unknown) => Error>> = {
  unique: UniqueViolationError,
  transient: TransientDatabaseError,
  unavailable: DatabaseUnavailableError,
  rejected: ValueRejectedError,
};

/**
 * Turns `dialect`'s driver errors into the BFF's database errors (the driver error kept as
 * the cause, for the log); any other error is returned unchanged. Either way a driver error is
 * first redacted in place: it keeps its code, and loses the statement and its values, which
 * must never reach a log (see error-redaction.ts).
 */
export function driverErrorTranslator(dialect: Dialect): DriverErrorTranslator {
  return (error) => {
    const category = classifyDriverError(dialect, error);
    redactDriverError(error, category ?? 'unclassified');
    return category === undefined ? error : new ERROR_OF[category](error);
  };
}

/**
 * The same object with every method's failures passed through `translate`, so callers of a
 * repository only ever see domain errors, never a driver's.
 */
export function withTranslatedErrors<T extends object>(
  target: T,
  translate: DriverErrorTranslator,
): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(target)) {
    wrapped[name] =
      typeof member === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (member as (...a: unknown[]) => unknown).apply(target, args);
            } catch (error) {
              throw translate(error);
            }
          }
        : member;
  }
  return wrapped as T;
}
