import { ConfigError, loadConfig, type Config } from './config';
import { checkClusterConfig, clusterMetricsSource, isClusterWorker, runPrimary } from './cluster';
import { newSqliteFile } from './db/connection';
import { nestElsewhere } from '@cutshop/domain/production';
import { createConsoleLogger, debugEnabled, logFormatFrom, type Logger } from './logger';
import { prepareForWorkers, startServer, StartupError, type RunningServer } from './runtime';
import { startNestThread } from './services/production/nest-thread';

const MS_PER_SECOND = 1000;

/** Says which HTTP timeouts the server runs with (config.ts, HTTP_TIMEOUTS; set in runtime.ts). */
function logHttpTimeouts(config: Config, logger: Logger): void {
  const { headersMs, requestMs, keepAliveMs } = config.httpTimeouts;
  const seconds = (ms: number) => `${ms / MS_PER_SECOND} s`;
  logger.info(
    `HTTP timeouts: headers ${seconds(headersMs)}, whole request ${seconds(requestMs)}, idle keep-alive ${seconds(keepAliveMs)}`,
  );
}

/**
 * SIGTERM or SIGINT: stop accepting, answer new requests 503 while those in flight finish, stop
 * the mail loop, close the database, exit 0. A second signal changes nothing (the grace is
 * bounded): a cluster worker gets SIGTERM from its primary and SIGINT from the terminal alike.
 */
function stopOnSignals(running: RunningServer, logger: Logger): void {
  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then stopping`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}

/**
 * Each serving process plans the second search of every cutting plan on a thread of its own,
 * beside its own search (docs/production/nesting.md, "Two searches").
 */
function planOnTwoThreads(logger: Logger): void {
  const thread = startNestThread({
    onReady: () => logger.info('Cutting plans: each second search runs on the nesting thread'),
    onProblem: (message) =>
      logger.warn(`Cutting plans: ${message}; second searches run after the first, in the request`),
  });
  nestElsewhere(thread.run);
}

/** A worker of WORKERS=n: the primary prepared the database; this one serves. */
async function serveAsWorker(config: Config, logger: Logger): Promise<void> {
  planOnTwoThreads(logger);
  const running = await startServer({
    config,
    logger,
    debug: debugEnabled(process.env),
    prepared: true,
    metrics: clusterMetricsSource(),
  });
  logger.info(`Worker ready on port ${running.port}`);
  stopOnSignals(running, logger);
}

/** `node --import tsx bff/src/server.ts`: reads the configuration, prepares the database, listens. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const logger = createConsoleLogger(logFormatFrom(process.env, process.stdout.isTTY === true));
  const config = loadConfig(process.env);
  if (isClusterWorker()) return serveAsWorker(config, logger);
  checkClusterConfig(config);
  // Known before the start creates it: afterwards the file exists either way.
  const newDatabase = newSqliteFile(config.database);
  const debug = debugEnabled(process.env);
  if (config.workers > 1) {
    logHttpTimeouts(config, logger);
    return runPrimary({
      config,
      logger,
      startedAt,
      prepare: () => prepareForWorkers({ config, logger, debug }),
    });
  }
  planOnTwoThreads(logger);
  const running = await startServer({ config, logger, debug });
  if (newDatabase !== null) {
    logger.warn(
      `A NEW, EMPTY DATABASE was created at ${newDatabase} (there was no file there). ` +
        'If this shop has its data elsewhere, stop the server and correct DATABASE_URL.',
    );
  }
  logHttpTimeouts(config, logger);
  logger.info(
    `Listening on ${running.url} (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  );
  stopOnSignals(running, logger);
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
