import type { DriverErrorTranslator } from './errors';

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
