import type { Context, Middleware } from 'koa';
import { DomainError, ValidationError } from '@cutshop/domain';
import type { FieldError } from '@cutshop/domain';
import { AppError, type AppErrorKind } from '../errors';
import { HttpProblem } from '../http-problem';
import type { Logger } from '../logger';
import { requestIdOf } from './request-id';
import { TooManyAttemptsError } from '../services/errors';

interface Answer {
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
  headers?: Record<string, string>;
  /** Members of the body beside `error` (e.g. the users endpoints' `status: false`). */
  extras?: Readonly<Record<string, unknown>>;
}

const INTERNAL: Answer = {
  status: 500,
  code: 'internal_error',
  message: 'An unexpected error occurred, please try again',
};

/** Errors of other libraries (koa, koa-body, co-body) carry an HTTP status and `expose`. */
interface HttpLikeError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  name?: unknown;
  message?: unknown;
  limit?: unknown;
}

function fromHttpLikeError(error: HttpLikeError): Answer | undefined {
  const status = typeof error.status === 'number' ? error.status : undefined;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (status === 413) {
    // raw-body says the limit it applied (most routes: BODY_LIMIT, 1 MB).
    const limit = typeof error.limit === 'number' ? error.limit : 1024 * 1024;
    const megabytes = Math.round((limit / (1024 * 1024)) * 10) / 10;
    return {
      status,
      code: 'payload_too_large',
      message: `The request body is larger than ${megabytes} MB`,
    };
  }
  // co-body marks a JSON syntax error with status 400 (and raw-body with this type).
  if (error.type === 'entity.parse.failed' || error.name === 'SyntaxError') {
    return { status: 400, code: 'malformed_json', message: 'The request body is not valid JSON' };
  }
  if (status === 415) {
    return { status, code: 'unsupported_media_type', message: 'Unsupported request body' };
  }
  const message =
    error.expose === true && typeof error.message === 'string' ? error.message : 'Bad request';
  return { status, code: 'bad_request', message };
}

/** The HTTP status of each kind of error (domain, service and database errors alike). */
const STATUS_OF_KIND: Readonly<Record<AppErrorKind, number>> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  stale: 409,
  key_reused: 422,
  rate_limited: 429,
  unavailable: 503,
};

function retryAfterOf(error: DomainError | AppError): Record<string, string> | undefined {
  if (error instanceof TooManyAttemptsError) {
    return { 'Retry-After': String(error.retryAfterSeconds) };
  }
  // The database is busy or away: a retry a little later is the right move.
  return error.kind === 'unavailable' ? { 'Retry-After': '5' } : undefined;
}

function fromKindedError(error: DomainError | AppError): Answer {
  return {
    status: STATUS_OF_KIND[error.kind],
    code: error.code,
    message: error.message,
    fields: error instanceof ValidationError ? error.fields : undefined,
    headers: retryAfterOf(error),
    extras: error instanceof AppError ? error.answerExtras : undefined,
  };
}

function answerFor(error: unknown): Answer {
  if (error instanceof HttpProblem) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      headers: error.headers,
      extras: error.answerExtras,
    };
  }
  if (error instanceof DomainError || error instanceof AppError) return fromKindedError(error);
  if (typeof error === 'object' && error !== null) {
    return fromHttpLikeError(error as HttpLikeError) ?? INTERNAL;
  }
  return INTERNAL;
}

function describeRequest(ctx: Context): string {
  return `${ctx.method} ${ctx.path}`;
}

/**
 * Every error becomes `{ error: { code, message, fields?, requestId } }` with its status (by the
 * error's kind), after any members the error asks for beside `error`; `requestId` is the one
 * the request-id middleware gave the request (also in X-Request-Id and on its log lines).
 * Unexpected errors are logged here with their stack and answered without details: a client
 * never sees a stack trace or SQL.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = answerFor(error);
      if (answer.status >= 500) {
        logger.error(`${describeRequest(ctx)} failed (${answer.code})`, error);
      }
      ctx.status = answer.status;
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
      const requestId = requestIdOf(ctx);
      ctx.body = {
        ...answer.extras,
        error: {
          code: answer.code,
          message: answer.message,
          ...(answer.fields ? { fields: answer.fields } : {}),
          ...(requestId === undefined ? {} : { requestId }),
        },
      };
    }
  };
}
