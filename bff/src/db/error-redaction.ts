import { DomainError } from '@cutshop/domain';
import { AppError } from '../errors';

/**
 * Database errors as a log may show them (docs/rules-and-defaults.md, "Server limits"): the
 * driver's code and errno, what kind of failure it is, and the statement type and table; never
 * the statement itself, its values or the driver's own message (MySQL repeats a duplicate value
 * in it, and knex puts the whole statement with its values in front of it). A JSON column that
 * does not parse gives a SyntaxError quoting the column's text: it is shown by its name only.
 */

/** The members of a driver error read here (mysql2, better-sqlite3, knex). */
interface DriverErrorFields {
  code?: unknown;
  errno?: unknown;
  sql?: unknown;
  sqlMessage?: unknown;
  bindings?: unknown;
}

/** Members that carry the statement or its values, removed from a redacted error. */
const DATA_MEMBERS = ['sql', 'sqlMessage', 'bindings', 'parameters'] as const;

/** Statement types the log may name, each with the table that follows it. */
const STATEMENT =
  /^\s*(insert\s+(?:ignore\s+)?into|replace\s+into|update|delete\s+from|create\s+table|alter\s+table|drop\s+table|select\b[\s\S]*?\bfrom)\s+[`"[]?([\w$]+)/i;

/** Errors already redacted here: their message and stack are safe. */
const redacted = new WeakSet<Error>();

/**
 * Whether `error` may quote stored or submitted data: a driver's error (it has a code, an errno
 * or the statement), a knex pool timeout (it keeps the statement's values) or a JSON parse error.
 * The application's own errors never do.
 */
export function mayQuoteData(error: unknown): error is Error & DriverErrorFields {
  if (!(error instanceof Error) || error instanceof AppError || error instanceof DomainError) {
    return false;
  }
  const { code, errno, sql } = error as DriverErrorFields;
  return (
    typeof code === 'string' ||
    typeof errno === 'number' ||
    typeof sql === 'string' ||
    error.name === 'KnexTimeoutError' ||
    error instanceof SyntaxError
  );
}

/** `insert into orders`, `select from users`: the statement type and table, nothing else. */
function statementOf(error: Error & DriverErrorFields): string | undefined {
  const text = typeof error.sql === 'string' ? error.sql : error.message;
  const match = STATEMENT.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const verb = match[1].toLowerCase().replace(/\s+/g, ' ');
  return `${verb.startsWith('select') ? 'select from' : verb} ${match[2]}`;
}

/** The one line a log may show for `error`; `kind` is what the dialect made of it, if known. */
function safeErrorMessage(error: Error & DriverErrorFields, kind?: string): string {
  if (error instanceof SyntaxError && error.code === undefined) {
    return 'Unreadable JSON (the text is not shown: it may hold personal data)';
  }
  const code = typeof error.code === 'string' ? error.code : error.name;
  const facts = [typeof error.errno === 'number' ? `errno ${error.errno}` : '', kind ?? ''];
  const detail = facts.filter((fact) => fact !== '').join(', ');
  const statement = statementOf(error);
  return [`Database error ${code}`, detail && `(${detail})`, statement && `in ${statement}`]
    .filter((part) => part)
    .join(' ');
}

/** The stack's call frames alone (the first lines repeat the message). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The stack of `error` with its message replaced by the safe one. */
export function safeStack(error: Error & DriverErrorFields, kind?: string): string {
  if (redacted.has(error)) return error.stack ?? `${error.name}: ${error.message}`;
  const frames = framesOf(error);
  const head = `${error.name}: ${safeErrorMessage(error, kind)}`;
  return frames === '' ? head : `${head}\n${frames}`;
}

/**
 * Rewrites a driver error in place, where it enters the repositories: message and stack become
 * the safe ones, the members holding the statement or its values go. The object stays the same
 * (callers compare causes by identity); code and errno stay for the dialects' classification.
 */
export function redactDriverError(error: unknown, kind?: string): void {
  if (!mayQuoteData(error) || redacted.has(error)) return;
  const stack = safeStack(error, kind);
  error.message = safeErrorMessage(error, kind);
  error.stack = stack;
  for (const member of DATA_MEMBERS) delete (error as unknown as Record<string, unknown>)[member];
  redacted.add(error);
}
