import type { ErrorKind } from '@cutshop/domain';

/**
 * What went wrong in a service or the database, without saying how a transport answers it: the
 * domain's kinds, plus `key_reused` for an Idempotency-Key sent again with another request
 * (the Idempotency-Key header draft gives that case an answer of its own).
 */
export type AppErrorKind = ErrorKind | 'key_reused';

interface AppErrorOptions {
  cause?: unknown;
  /**
   * Members the error's answer carries beside `error`, where an endpoint's contract asks for
   * them (the users endpoints answer `status: false` when the request did not do what it asked).
   */
  answerExtras?: Readonly<Record<string, unknown>>;
}

/**
 * Base of the errors of services and the database: `kind` says what sort of failure it is (the
 * error handler maps it to a status), `code` is a stable machine-readable name sent as
 * `error.code`, `message` is for people.
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: string;
  readonly answerExtras: Readonly<Record<string, unknown>>;

  constructor(kind: AppErrorKind, code: string, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.code = code;
    this.answerExtras = options.answerExtras ?? {};
  }
}
