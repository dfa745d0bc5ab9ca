import {
  fieldError,
  fieldErrorsFromZod,
  MESSAGES,
  ValidationError,
  type ApiErrorBody,
  type FieldError,
} from '@cutshop/domain';
import { HttpResponse } from 'msw';

/**
 * The back office's answers, word for word as the server gives them (the server's own tests,
 * bff/test/admin-api-answers.test.ts, hold it to these bodies): screens built against the
 * mock then behave the same against the server.
 */

/** Seconds the mock's sign-in limit asks the client to wait. */
export const MOCK_RETRY_AFTER_SECONDS = 60;

function errorBody(
  code: string,
  message: string,
  options: { fields?: FieldError[]; signedOut?: boolean } = {},
): ApiErrorBody {
  return {
    ...(options.signedOut ? { status: false as const } : {}),
    error: options.fields ? { code, message, fields: options.fields } : { code, message },
  };
}

/** The users endpoints' answers are never cached, like the server's. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export const answers = {
  /** An admin call without a valid access token. */
  unauthorized: () =>
    HttpResponse.json(errorBody('unauthorized', 'Sign in first: this needs an admin session'), {
      status: 401,
    }),
  loginFailed: () =>
    HttpResponse.json(errorBody('login_failed', MESSAGES.loginFailed, { signedOut: true }), {
      status: 401,
      headers: NO_STORE,
    }),
  sessionExpired: () =>
    HttpResponse.json(errorBody('session_expired', 'Please sign in again', { signedOut: true }), {
      status: 401,
      headers: NO_STORE,
    }),
  tooManyAttempts: (seconds = MOCK_RETRY_AFTER_SECONDS) =>
    HttpResponse.json(
      errorBody('rate_limited', `Too many attempts, please try again in ${seconds} s`),
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(seconds) } },
    ),
  invalidResetToken: () =>
    HttpResponse.json(
      errorBody('invalid_reset_token', MESSAGES.passwordChangeFailed, { signedOut: true }),
      { status: 400, headers: NO_STORE },
    ),
  /** `{ status, email? }`: whether the caller is signed in now, and as whom. */
  session: (status: boolean, email?: string) =>
    HttpResponse.json(email === undefined ? { status } : { status, email }, { headers: NO_STORE }),
  /** `{ status: true, message }`: done, with the text to show. */
  done: (message: string) => HttpResponse.json({ status: true, message }, { headers: NO_STORE }),
  orderNotFound: (uuid: string) =>
    HttpResponse.json(errorBody('order_not_found', `There is no order ${uuid}`), { status: 404 }),
  /** An order stored without the catalogue it was built from: its outputs cannot be made. */
  orderCatalogueMissing: (uuid: string) =>
    HttpResponse.json(
      errorBody(
        'order_catalogue_missing',
        `Order ${uuid} has no stored catalogue: its production outputs cannot be computed`,
      ),
      { status: 409 },
    ),
  staleOrder: (uuid: string, current: { version: number; updatedAt: string }) =>
    HttpResponse.json(
      errorBody(
        'stale_order',
        `Order ${uuid} was changed by someone else since you read it` +
          ` (it is now version ${current.version}, updated ${current.updatedAt})` +
          ': reload it and try again',
      ),
      { status: 409 },
    ),
  /** A DomainError (status move, list query, validation) with the server's status for it. */
  domainError: (error: { code: string; message: string; fields?: FieldError[] }, status: number) =>
    HttpResponse.json(errorBody(error.code, error.message, { fields: error.fields }), { status }),
  /** A body that breaks a rule: 400 with every field error, like the server. */
  invalid: (failure: ValidationError) =>
    HttpResponse.json(errorBody(failure.code, failure.message, { fields: failure.fields }), {
      status: 400,
    }),
  /** GET /api/orders/:uuid/labels.html with a `paper` other than A4 or Letter. */
  invalidPaper: (papers: readonly string[], fallback: string) =>
    HttpResponse.json(
      errorBody(
        'invalid_paper',
        `The paper must be one of: ${papers.join(', ')} (e.g. ?paper=${fallback})`,
      ),
      { status: 400 },
    ),
  malformedJson: () =>
    HttpResponse.json(errorBody('malformed_json', 'The request body is not valid JSON'), {
      status: 400,
    }),
  internalError: () =>
    HttpResponse.json(
      errorBody('internal_error', 'An unexpected error occurred, please try again'),
      { status: 500 },
    ),
};

/** The request's JSON body, or undefined when it is not JSON. */
async function jsonOf(request: Request): Promise<{ body: unknown } | undefined> {
  try {
    return { body: (await request.json()) as unknown };
  } catch {
    return undefined;
  }
}

/** A domain schema, as far as reading a body needs it. */
interface BodySchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: Parameters<typeof fieldErrorsFromZod>[0] };
}

/** The body read with `schema`: the data, or the server's 400 answer. */
export async function readBody<T>(
  request: Request,
  schema: BodySchema<T>,
): Promise<{ data: T; body: unknown } | { refusal: Response }> {
  const json = await jsonOf(request);
  if (!json) return { refusal: answers.malformedJson() };
  const parsed = schema.safeParse(json.body);
  if (!parsed.success) {
    return { refusal: answers.invalid(new ValidationError(fieldErrorsFromZod(parsed.error))) };
  }
  return { data: parsed.data, body: json.body };
}

/** How many rows a history endpoint (price list, production settings) answers: by default, and at most. */
const HISTORY_LIMIT = { default: 50, max: 500 } as const;

/**
 * A history endpoint's answer, as the server's: the rows `rows` gives for `?limit=` (50 without
 * one, 500 at most), or a 400 for a limit that is not a positive integer.
 */
export function limitedHistory(request: Request, rows: (limit: number) => unknown[]): Response {
  const raw = new URL(request.url).searchParams.get('limit');
  if (raw !== null && raw !== '' && !/^[1-9]\d{0,9}$/.test(raw)) {
    return answers.invalid(
      new ValidationError([
        fieldError('limit', 'invalidInput', 'limit must be a positive integer'),
      ]),
    );
  }
  const asked = raw === null || raw === '' ? HISTORY_LIMIT.default : Number(raw);
  return HttpResponse.json(rows(Math.min(asked, HISTORY_LIMIT.max)));
}
