import type { z } from 'zod';

/** One invalid field: a dotted path (`customer.email`, `cabinets.0.x`) and its message. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Base of every rule violation the domain reports. `code` is a stable, machine-readable name
 * (the BFF sends it as `error.code`); `message` is for people.
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** Input that breaks one or more field rules; `fields` says which and why. */
export class ValidationError extends DomainError {
  readonly fields: FieldError[];

  constructor(fields: FieldError[], message = describeFields(fields)) {
    super('validation_failed', message);
    this.fields = fields;
  }
}

/** A status change the order status machine does not allow. */
export class StatusMoveError extends DomainError {
  readonly from: string;
  readonly to: string;

  constructor(from: string, to: string, message: string) {
    super('invalid_status_move', message);
    this.from = from;
    this.to = to;
  }
}

/** A list query (filter, sort, limit, page) that does not follow the grammar or the whitelist. */
export class ListQueryError extends DomainError {
  /** The offending part as it was received, e.g. `filter=status||$like||x` or `limit`. */
  readonly part: string;

  constructor(part: string, message: string) {
    super('invalid_list_query', message);
    this.part = part;
  }
}

function describeFields(fields: FieldError[]): string {
  if (fields.length === 0) return 'Invalid input';
  const listed = fields
    .slice(0, 5)
    .map((field) => (field.path ? `${field.path}: ${field.message}` : field.message));
  const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : '';
  return `Invalid input: ${listed.join('; ')}${more}`;
}

/** The dotted path of a zod issue path: ['cabinets', 0, 'x'] -> 'cabinets.0.x'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

/** zod issues as field errors, one per issue, in zod's order. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

/**
 * Field errors as a form's error record (path -> message), the shape react-final-form's
 * `validate` returns. The first message of a path wins.
 */
export function errorRecord(fields: readonly FieldError[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const field of fields) record[field.path] ??= field.message;
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
 * A form's `validate` from a zod schema: path -> first message, an empty object when valid.
 * The same schema then checks the input again on the server.
 */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : errorRecord(fieldErrorsFromZod(result.error));
}
