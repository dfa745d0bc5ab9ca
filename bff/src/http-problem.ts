import type { FieldError } from '@cutshop/domain';

interface HttpProblemOptions {
  fields?: FieldError[];
  headers?: Record<string, string>;
  /** Members of the answer's body beside `error`, where an endpoint's contract asks for them. */
  answerExtras?: Readonly<Record<string, unknown>>;
}

/**
 * A transport-level problem that knows its HTTP answer (no such endpoint, wrong method or media
 * type, a bad header, no session): status, a stable code, a message for people. Rule, service
 * and database errors carry a kind instead (domain errors and AppError).
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly answerExtras: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, options: HttpProblemOptions = {}) {
    super(message);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.answerExtras = options.answerExtras ?? {};
  }
}

/** The request body limit: orders are a few kilobytes; 1 MB leaves room for big ones. */
export const BODY_LIMIT = '1mb';

export const problems = {
  notFound: () => new HttpProblem(404, 'not_found', 'There is no such API endpoint'),
  methodNotAllowed: (allowed: string) =>
    new HttpProblem(405, 'method_not_allowed', `Use one of: ${allowed}`, {
      headers: { Allow: allowed },
    }),
  unsupportedMediaType: () =>
    new HttpProblem(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json)',
    ),
  badIdempotencyKey: () =>
    new HttpProblem(
      400,
      'invalid_idempotency_key',
      'The Idempotency-Key header must be 1 to 200 characters long',
    ),
  unauthorized: () =>
    new HttpProblem(401, 'unauthorized', 'Sign in first: this needs an admin session'),
  crossSite: () =>
    new HttpProblem(
      403,
      'cross_site_request',
      'Refused: this request comes from another site than this one',
    ),
  rateLimited: (retryAfterSeconds: number) =>
    new HttpProblem(
      429,
      'rate_limited',
      `Too many requests, please try again in ${retryAfterSeconds} s`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
};
