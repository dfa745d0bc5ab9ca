import { AsyncLocalStorage } from 'node:async_hooks';
import { ConfigError } from './config';
import { mayQuoteData, safeStack } from './db/error-redaction';

/** Values a log line may carry beside its message: never personal data, never SQL values. */
type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** What the server writes to its log; tests pass a silent or recording one. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** Causes followed at most, in case a chain loops. */
const MAX_CAUSES = 5;

function describeOne(error: unknown): string {
  if (mayQuoteData(error)) return safeStack(error);
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The error and its causes with their stacks. A database error shows its code, kind, statement
 * type and table only, never the statement, its values or personal data
 * (docs/rules-and-defaults.md, "Server limits"), whether or not a repository redacted it.
 */
function describe(error: unknown): string {
  const lines = [describeOne(error)];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < MAX_CAUSES; depth += 1) {
    lines.push(`Caused by: ${describeOne(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n');
}

/**
 * True when DEBUG names `cutshop` (or `*`), as in `DEBUG=cutshop npm start`: start-up failures then
 * print their stack and the database driver's own warnings, not only the one clear line.
 */
export function debugEnabled(env: NodeJS.ProcessEnv): boolean {
  const names = (env.DEBUG ?? '').split(/[\s,]+/);
  return names.some((name) => name === '*' || name === 'cutshop' || name === 'cutshop:*');
}

/**
 * Fields every line written inside `run` carries (the request id of the request being served),
 * through every await and callback that starts there (AsyncLocalStorage).
 */
const logContext = new AsyncLocalStorage<LogFields>();

/** Runs `run` with `fields` added to every log line written while it (and what it starts) runs. */
export function withLogContext<T>(fields: LogFields, run: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...fields }, run);
}

/** The fields of the context a line is written in (empty outside a request). */
function currentLogContext(): LogFields {
  return logContext.getStore() ?? {};
}

/**
 * `json`: one JSON object per line (time, level, msg, pid, the context's requestId, fields, err),
 * for log collectors. `pretty`: one readable line per message, for a person at a terminal.
 */
type LogFormat = 'json' | 'pretty';
const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];

/**
 * LOG_FORMAT when set (json or pretty); else pretty at a terminal outside production, JSON
 * otherwise (NODE_ENV=production, which `npm start` sets, or output into a pipe or a file).
 */
export function logFormatFrom(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): LogFormat {
  const asked = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (asked !== '') {
    const format = LOG_FORMATS.find((known) => known === asked);
    if (!format) {
      throw new ConfigError([`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`]);
    }
    return format;
  }
  return stdoutIsTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

type Level = 'info' | 'warn' | 'error';

/** Where the lines go: info on `out`, warnings and errors on `err`. Each call is one line. */
interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

/** The console: stdout and stderr, written synchronously to a file or a pipe. */
const consoleSink: LogSink = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

interface Entry {
  level: Level;
  message: string;
  fields: LogFields;
  error: unknown;
}

function jsonLine(entry: Entry): string {
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    level: entry.level,
    msg: entry.message,
    pid: process.pid,
    ...currentLogContext(),
    ...entry.fields,
  };
  if (entry.error !== undefined) line.err = describe(entry.error);
  return JSON.stringify(line);
}

/** The time of day as HH:MM:SS.mmm (the date is in the JSON lines). */
const CLOCK = { start: 11, end: 23 } as const;

function prettyLine(entry: Entry): string {
  const fields = { ...currentLogContext(), ...entry.fields };
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`);
  const time = new Date().toISOString().slice(CLOCK.start, CLOCK.end);
  const head = `${time} ${entry.level.toUpperCase().padEnd(5)} ${entry.message}`;
  const line = pairs.length > 0 ? `${head} (${pairs.join(' ')})` : head;
  return entry.error === undefined ? line : `${line}\n${describe(entry.error)}`;
}

/**
 * The server's log on stdout (info) and stderr (warnings, errors), in the given format; errors
 * keep their stack (an unexpected failure needs it), redacted of SQL values.
 */
export function createConsoleLogger(format: LogFormat = 'pretty', sink = consoleSink): Logger {
  const render = format === 'json' ? jsonLine : prettyLine;
  const write = (entry: Entry) => {
    const line = render(entry);
    if (entry.level === 'info') sink.out(line);
    else sink.err(line);
  };
  return {
    info: (message, fields = {}) => write({ level: 'info', message, fields, error: undefined }),
    warn: (message, fields = {}) => write({ level: 'warn', message, fields, error: undefined }),
    error: (message, error, fields = {}) => write({ level: 'error', message, fields, error }),
  };
}
