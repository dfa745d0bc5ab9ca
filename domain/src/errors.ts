import type { z } from 'zod';
import { MESSAGES, fillMessage, isMessageKey, messageKeyOf, type MessageKey } from './messages';

/**
 * One invalid field: a dotted path (`customer.email`, `cabinets.0.x`), the code of its message
 * (a key of MESSAGES, for screens that translate) and the message itself (for API clients).
 * A message with placeholders (`{{limit}}`) carries their values in `params`, for the screen's
 * translation; `message` has them filled in.
 */
export interface FieldError {
  path: string;
  code: MessageKey;
  message: string;
  params?: Readonly<Record<string, string>>;
}

/**
 * A field error with the domain's text for `code` (or another text, e.g. a validator's own),
 * its placeholders filled in from `params`.
 */
export function fieldError(
  path: string,
  code: MessageKey,
  message?: string,
  params?: Readonly<Record<string, string>>,
): FieldError {
  if (params === undefined) return { path, code, message: message ?? MESSAGES[code] };
  return { path, code, message: message ?? fillMessage(code, params), params: { ...params } };
}

/**
 * The message and code of a zod custom issue (`refine`, `superRefine`'s `addIssue`): zod keeps
 * `params` on the issue, so fieldErrorsFromZod reads the code from there.
 */
export function codedIssue(code: MessageKey): { message: string; params: { code: MessageKey } } {
  return { message: MESSAGES[code], params: { code } };
}

/**
 * What went wrong, without saying how a transport answers it: the input breaks a rule, the
 * thing asked for does not exist, the request clashes with the current state, it was based on
 * an old copy, it came too often, or something it needs is away. The BFF maps each kind to
 * its HTTP status in one place.
 */
export type ErrorKind =
  'invalid' | 'not_found' | 'conflict' | 'stale' | 'rate_limited' | 'unavailable';

/**
 * Base of every rule violation the domain reports. `kind` says what sort of failure it is,
 * `code` is a stable, machine-readable name (the BFF sends it as `error.code`); `message` is for
 * people.
 */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;

  constructor(kind: ErrorKind, code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.kind = kind;
    this.code = code;
  }
}

/** Input that breaks one or more field rules; `fields` says which and why. */
export class ValidationError extends DomainError {
  readonly fields: FieldError[];

  constructor(fields: readonly FieldError[], message?: string) {
    super('invalid', 'validation_failed', message ?? describeFields(fields));
    this.fields = [...fields];
  }
}

/** A status change the order status machine does not allow: it clashes with the current status. */
export class StatusMoveError extends DomainError {
  readonly from: string;
  readonly to: string;

  constructor(from: string, to: string, message: string) {
    super('conflict', 'invalid_status_move', message);
    this.from = from;
    this.to = to;
  }
}

/** A list query (filter, sort, limit, page) that does not follow the grammar or the whitelist. */
export class ListQueryError extends DomainError {
  /** The offending part as it was received, e.g. `filter=status||$like||x` or `limit`. */
  readonly part: string;

  constructor(part: string, message: string) {
    super('invalid', 'invalid_list_query', message);
    this.part = part;
  }
}

function describeFields(fields: readonly FieldError[]): string {
  if (fields.length === 0) return 'Invalid input';
  const listed = fields
    .slice(0, 5)
    .map((field) => (field.path ? `${field.path}: ${field.message}` : field.message));
  const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : '';
  return `Invalid input: ${listed.join('; ')}${more}`;
}

/** The dotted path of a zod issue path: ['cabinets', 0, 'x'] -> 'cabinets.0.x'. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

/**
 * The code of a zod issue: a custom issue carries it in `params.code`; a built-in check was
 * given one of the domain's texts (zod keeps no code beside it), else `invalidInput`.
 */
function codeOfIssue(issue: z.core.$ZodIssue): MessageKey {
  const carried: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  if (isMessageKey(carried)) return carried;
  return messageKeyOf(issue.message) ?? 'invalidInput';
}

/** zod issues as field errors, one per issue, in zod's order. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) =>
    fieldError(issuePath(issue.path), codeOfIssue(issue), issue.message),
  );
}

/**
 * Field errors as a form's error record (path -> message code), the shape react-final-form's
 * `validate` returns; the field shows the translation of the code. The first error of a path
 * wins.
 */
export function errorRecord(fields: readonly FieldError[]): Record<string, MessageKey> {
  const record: Record<string, MessageKey> = {};
  for (const field of fields) record[field.path] ??= field.code;
  return record;
}

/** Parses `input` with `schema`; throws a ValidationError listing every bad field. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data;
}

/**
 * A form's `validate` from a zod schema: path -> code of the first message, an empty object
 * when valid. The same schema then checks the input again on the server.
 */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, MessageKey> {
  const result = schema.safeParse(values);
  return result.success ? {} : errorRecord(fieldErrorsFromZod(result.error));
}
