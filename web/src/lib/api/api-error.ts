/** A field the server (or the client-side check before sending) refused, with its message. */
export interface ApiFieldError {
  path: string;
  message: string;
  /** The message key the web translates (docs/architecture.md, "Errors"), when the server gave one. */
  code?: string;
  /** The values of the message's placeholders (e.g. `{ limit: '17 27/32 in' }`), when it has any. */
  params?: Readonly<Record<string, string>>;
}

/** Codes the client itself gives to failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
} as const;

/**
 * Every failed call ends in this error: the HTTP status (0 when there was no answer), the
 * server's error code and message (`{ error: { code, message, fields? } }`), and field errors.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: ApiFieldError[] = [],
    /** Seconds the server asked to wait before trying again (429's `Retry-After`), if any. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  /** True for failures worth retrying with the same request (no answer, timeout, 5xx). */
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
