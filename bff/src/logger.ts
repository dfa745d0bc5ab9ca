import { mayQuoteData, safeStack } from './db/error-redaction';

/** What the server writes to its log; tests pass a silent or recording one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
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

/** The server's log on stdout and stderr; errors keep their stack (an unexpected failure needs it). */
export function createConsoleLogger(): Logger {
  return {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
    error: (message, error) =>
      error === undefined
        ? console.error(message)
        : console.error(`${message}\n${describe(error)}`),
  };
}

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
