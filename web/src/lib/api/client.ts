import { ApiError, CLIENT_ERROR_CODES, type ApiFieldError } from './api-error';

/** Every call goes to this base path (docs/product.md §7). */
export const API_BASE = '/api';
/** A call that has not answered after this long is abandoned (docs/product.md §9). */
export const API_TIMEOUT_MS = 15_000;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Turns the parsed JSON answer into the typed result (or a promise of it: `parseInSlices`);
   * throw or reject to refuse an unexpected shape.
   */
  parse: (json: unknown) => T | Promise<T>;
  /** Lets the caller cancel as well (unmounting screen). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** One JSON call to the API with the timeout and error handling every call shares. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const response = await send(path, request);
  const json = await readJson(response);
  if (!response.ok) throw errorOf(response, json);
  return await parseAnswer(path, response, json, request.parse);
}

/** What a conditional GET answers: a new value with its ETag, or that the copy held is current. */
export type ConditionalAnswer<T> =
  { modified: true; value: T; etag: string | null } | { modified: false };

/**
 * A GET that names the copy the caller holds (`If-None-Match: etag`): the server answers 304
 * without a body when it is still current, so nothing is downloaded or parsed again. Without an
 * ETag it is a plain GET. A page-set `If-None-Match` bypasses the browser's own cache, so the 304
 * reaches this code (Fetch standard, "HTTP-network-or-cache fetch").
 */
export async function apiConditionalGet<T>(
  path: string,
  request: Omit<ApiRequest<T>, 'method' | 'body'> & { etag: string | null },
): Promise<ConditionalAnswer<T>> {
  const { etag, headers, ...rest } = request;
  const response = await send(path, {
    ...rest,
    headers: etag === null ? headers : { ...headers, 'If-None-Match': etag },
  });
  if (response.status === 304) return { modified: false };
  const json = await readJson(response);
  if (!response.ok) throw errorOf(response, json);
  const value = await parseAnswer(path, response, json, request.parse);
  return { modified: true, value, etag: response.headers.get('ETag') };
}

/** Sends the call with the shared timeout; a network failure or the timeout is an ApiError. */
async function send<T>(path: string, request: ApiRequest<T>): Promise<Response> {
  const { method = 'GET', body, headers, signal, timeoutMs = API_TIMEOUT_MS } = request;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signals = signal ? [timeout.signal, signal] : [timeout.signal];
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.any(signals),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw timeout.signal.aborted
      ? new ApiError(0, CLIENT_ERROR_CODES.timeout, `No answer from ${path} after ${timeoutMs} ms`)
      : new ApiError(0, CLIENT_ERROR_CODES.network, describe(cause));
  } finally {
    clearTimeout(timer);
  }
}

function errorOf(response: Response, json: unknown): ApiError {
  return errorFromAnswer(response.status, json, retryAfterOf(response.headers.get('Retry-After')));
}

async function parseAnswer<T>(
  path: string,
  response: Response,
  json: unknown,
  parse: (json: unknown) => T | Promise<T>,
): Promise<T> {
  try {
    return await parse(json);
  } catch (cause) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.badResponse,
      `Unexpected answer from ${path}: ${describe(cause)}`,
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * `Retry-After` in seconds: a number of seconds or an HTTP date (RFC 9110); null when absent or
 * unreadable.
 */
function retryAfterOf(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The BFF answers errors as `{ error: { code, message, fields? } }`; anything else is generic. */
function errorFromAnswer(
  status: number,
  json: unknown,
  retryAfterSeconds: number | null,
): ApiError {
  const error = isRecord(json) && isRecord(json.error) ? json.error : null;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const fields = Array.isArray(error?.fields)
    ? error.fields.filter(isFieldError).map(withStringParams)
    : [];
  return new ApiError(status, code, message, fields, retryAfterSeconds);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/** A field error with only the placeholder values that are text (anything else is dropped). */
function withStringParams(field: ApiFieldError): ApiFieldError {
  const raw: unknown = field.params;
  if (!isRecord(raw)) {
    const { params: _dropped, ...rest } = field;
    return rest;
  }
  const params = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { ...field, params };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
