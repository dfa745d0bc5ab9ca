import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { BODY_LIMIT, HttpProblem, problems } from '../http-problem';

/**
 * The deepest nesting of arrays and objects a request body may have (docs/rules-and-defaults.md,
 * "Server limits"). An order is four levels deep; anything past this is refused before any code
 * walks the body recursively (the idempotency fingerprint, the schemas), so no body can
 * overflow the stack.
 */
export const JSON_DEPTH_LIMIT = 32;

const bodyProblems = {
  tooDeep: () =>
    new HttpProblem(
      400,
      'too_deeply_nested',
      `The request body is nested deeper than ${JSON_DEPTH_LIMIT} levels`,
    ),
  undecodable: (encoding: string) =>
    new HttpProblem(
      400,
      'malformed_content_encoding',
      `The request body is not valid ${encoding} data, as its Content-Encoding says`,
    ),
  unknownEncoding: () =>
    new HttpProblem(
      415,
      'unsupported_content_encoding',
      'Send the request body as it is, or compressed with gzip, deflate or br',
    ),
};

/** 415 unless the request says its body is JSON. */
const requireJson: Middleware = async (ctx, next) => {
  if (!ctx.request.is('application/json', '+json')) throw problems.unsupportedMediaType();
  await next();
};

/**
 * A failure of zlib while it decoded the body. zlib's errors carry a numeric `errno` and a code
 * (`Z_DATA_ERROR`, `Z_BUF_ERROR`; brotli's start with `ERR_`), and no `syscall`, which tells them
 * from a socket's errors.
 */
function isDecodingError(error: unknown): boolean {
  const { code, errno, syscall } = error as { code?: unknown; errno?: unknown; syscall?: unknown };
  return (
    typeof errno === 'number' &&
    syscall === undefined &&
    typeof code === 'string' &&
    (code.startsWith('Z_') || code.startsWith('ERR_'))
  );
}

/** Unknown encodings are refused by the decoder with this message (inflation). */
function isUnknownEncoding(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unsupported Content-Encoding');
}

/**
 * The body parser's failures in this API's terms: a body that does not decode as its
 * Content-Encoding says is a 400, an encoding the server does not know a 415 (zlib's own errors
 * would be a 500). Every other failure (size, JSON syntax) goes on as it is.
 */
function bodyError(error: Error, encoding: string): Error {
  if (isUnknownEncoding(error)) return bodyProblems.unknownEncoding();
  if (isDecodingError(error)) return bodyProblems.undecodable(encoding);
  return error;
}

/**
 * Whether `value` nests arrays and objects deeper than `limit`, found without recursion (an
 * explicit stack of the containers still to look into) and stopping at the first too deep.
 */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const member of Object.values(next.value)) pending.push({ value: member, depth });
  }
  return false;
}

/** 400 for a body nested deeper than JSON_DEPTH_LIMIT. */
const refuseDeepNesting: Middleware = async (ctx, next) => {
  if (nestedDeeperThan(ctx.request.body, JSON_DEPTH_LIMIT)) throw bodyProblems.tooDeep();
  await next();
};

/**
 * For routes that take a JSON body of at most `limit` (bytes, or koa-body's '1mb' form):
 * refuses other types (415), bodies over the limit (413), bodies that do not decode as their
 * Content-Encoding says (400) or in an unknown encoding (415), malformed JSON (400) and bodies
 * nested too deep (400), then leaves the parsed body in `ctx.request.body`.
 */
export function jsonBodyWithin(limit: string | number): readonly Middleware[] {
  return [
    requireJson,
    koaBody({
      json: true,
      jsonStrict: true,
      jsonLimit: limit,
      urlencoded: false,
      text: false,
      multipart: false,
      onError(error, ctx) {
        throw bodyError(error, ctx.get('Content-Encoding'));
      },
    }),
    refuseDeepNesting,
  ];
}

/** A JSON body within BODY_LIMIT (see jsonBodyWithin). */
export const jsonBody: readonly Middleware[] = jsonBodyWithin(BODY_LIMIT);
