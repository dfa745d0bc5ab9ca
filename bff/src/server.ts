import { ConfigError, loadConfig } from './config';
import { createConsoleLogger } from './logger';
import { startServer, StartupError } from './runtime';

/** `node --import tsx bff/src/server.ts`: reads the configuration, prepares the database, listens. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const logger = createConsoleLogger();
  const config = loadConfig(process.env);
  const running = await startServer({ config, logger });
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
