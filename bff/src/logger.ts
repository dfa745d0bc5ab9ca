/** What the server writes to its log; tests pass a silent or recording one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
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
