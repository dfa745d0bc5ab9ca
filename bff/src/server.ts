import { ConfigError, loadConfig } from './config';
import { createConsoleLogger, debugEnabled } from './logger';
import { startServer, StartupError } from './runtime';

/** `node --import tsx bff/src/server.ts`: reads the configuration, prepares the database, listens. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const logger = createConsoleLogger();
  const config = loadConfig(process.env);
  const running = await startServer({ config, logger, debug: debugEnabled(process.env) });
  logger.info(
    `Listening on ${running.url} (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  );

  const shutDown = (signal: NodeJS.Signals) => {
    logger.info(`${signal} received: finishing requests in flight, then stopping`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

/** The error and its causes with their stacks, for DEBUG=cutshop. */
function details(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e !== undefined; e = e instanceof Error ? e.cause : undefined) {
    lines.push(e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  }
  return lines.join('\nCaused by: ');
}

// A failed start prints one line saying what failed and what to do, and exits 1; the stack is
// for DEBUG=cutshop, as a person starting the server rarely needs it.
main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `The server could not start: ${message}`);
  if (debugEnabled(process.env)) console.error(details(error));
  else if (!known) console.error('Set DEBUG=cutshop to see where it failed.');
  process.exit(1);
});
