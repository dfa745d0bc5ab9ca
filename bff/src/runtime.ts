import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Config } from './config';
import { createServices, type AppServices } from './container';
import { createKnex, onDriverWarning, prepareDatabase, type Database } from './db/connection';
import { describeDatabase } from './db/database-url';
import { NoUsableHostError } from './db/host-selector';
import { pingDatabase, poolFigures } from './db/probes';
import type { Logger } from './logger';
import {
  createMetrics,
  type AppMetrics,
  type DatabaseGauges,
  type MetricsOptions,
} from './metrics';
import type { ScryptParams } from './services/auth/password-hash';
import type { AuthRateLimits } from './services/auth/sign-in-throttle';
import { loadJwtSecret } from './services/auth/jwt-secret';

/** How often Node checks the HTTP timeouts of open connections. */
export const HTTP_TIMEOUT_CHECK_MS = 5_000;

/**
 * Shutdown and readiness (docs/operations.md). On SIGTERM, requests in flight get `graceMs` to
 * finish before their connections are cut. GET /api/ready waits `readyTimeoutMs` for the
 * database to answer a trivial query: a load balancer's probe must not hang on a stuck database.
 */
export const OPERATIONS_TIMINGS = {
  graceMs: 10_000,
  readyTimeoutMs: 1_000,
} as const;

export interface RunningServer {
  server: http.Server;
  /** Where to reach it, e.g. http://localhost:8080. */
  url: string;
  port: number;
  db: Database;
  services: AppServices;
  metrics: AppMetrics;
  /**
   * Stops accepting, answers new requests 503 while those in flight finish (for at most the
   * grace), stops the mail loop, closes the pool.
   */
  close(): Promise<void>;
}

interface StartOptions {
  config: Config;
  logger: Logger;
  mailPollIntervalMs?: number;
  /** How long in-flight requests get to finish on close before their connections are cut. */
  shutdownGraceMs?: number;
  /** Cheaper password hashing for tests; the OWASP cost otherwise. */
  passwordHashing?: ScryptParams;
  authRateLimits?: AuthRateLimits;
  /**
   * Show the database driver's own warnings while the database is prepared (DEBUG=cutshop). They
   * repeat, with a stack, the failure the start-up error already names in one line.
   */
  debug?: boolean;
  /**
   * A worker of a cluster (cluster.ts): the primary migrated and seeded the database and made the
   * first admin before forking, so this process does neither.
   */
  prepared?: boolean;
  /** Where the metrics come from (a cluster worker asks its primary for all workers' figures). */
  metrics?: MetricsOptions;
}

/** A start-up failure with a message meant for the person starting the server. */
export class StartupError extends Error {
  constructor(message: string, cause: unknown) {
    super(message);
    this.name = 'StartupError';
    this.cause = cause;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The error's code, or its cause's (knex wraps the driver's error; when no node of a cluster is
 * usable, the last node's failure is the cause).
 */
function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof NoUsableHostError && e.cause instanceof Error) continue;
    if (typeof code === 'string') return code;
    if (e.name === 'KnexTimeoutError') return 'ETIMEDOUT';
  }
  return undefined;
}

/** What the person starting the server can do about a database that cannot be prepared. */
function databaseHint(config: Config, error: unknown): string {
  if (config.database.kind === 'sqlite') {
    return 'check that the folder exists and can be written, or set DATABASE_URL';
  }
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return 'nothing answers there: start the database server or correct the host and port in DATABASE_URL';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name is unknown: correct DATABASE_URL';
    case 'ETIMEDOUT':
      return 'no answer in time: check that the server is running and reachable, or correct DATABASE_URL';
    case 'ER_ACCESS_DENIED_ERROR':
      return 'check the user name and password in DATABASE_URL';
    case 'ER_BAD_DB_ERROR':
      return 'create the database first, or correct its name in DATABASE_URL';
    default:
      return 'check DATABASE_URL and that the database server is running';
  }
}

async function openDatabase(
  config: Config,
  logger: Logger,
  debug: boolean,
  prepare = true,
): Promise<Database> {
  let db: Database | undefined;
  let preparing = true;
  try {
    db = createKnex(config.database);
    // knex prints each failed connection attempt with its stack on stdout; while preparing, the
    // StartupError below says the same in one line, so those warnings wait for DEBUG. Later
    // they go into the server's log as one line each (the stack with DEBUG).
    onDriverWarning(db, (text) => {
      if (!debug && preparing) return;
      logger.warn(`Database driver: ${debug ? text : (text.split('\n')[0] ?? '')}`);
    });
    if (!prepare) {
      preparing = false;
      return db;
    }
    const { migrations, seeds } = await prepareDatabase(db);
    if (migrations.length > 0) logger.info(`Database migrated: ${migrations.join(', ')}`);
    for (const seed of seeds.filter((s) => s.applied)) logger.info(`Database seeded: ${seed.name}`);
    preparing = false;
    return db;
  } catch (error) {
    await db?.destroy().catch(() => undefined);
    const target = describeDatabase(config.database);
    throw new StartupError(
      `Cannot prepare the database (${target}): ${reason(error)}; ${databaseHint(config, error)}`,
      error,
    );
  }
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const message =
        error.code === 'EADDRINUSE'
          ? `Port ${port} is already in use on ${host}: stop the other server or set PORT`
          : `Cannot listen on ${host}:${port}: ${error.message}`;
      reject(new StartupError(message, error));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The host as it goes into a URL to show (localhost for every address). */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function readJwtSecret(config: Config): Promise<Uint8Array> {
  try {
    return await loadJwtSecret(config);
  } catch (error) {
    throw new StartupError(`Cannot read or create the JWT secret: ${reason(error)}`, error);
  }
}

/** A promise that settles false when `work` has not answered true within `ms`. */
function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settle = (answered: boolean) => {
      clearTimeout(timer);
      resolve(answered);
    };
    work.then(
      () => settle(true),
      () => settle(false),
    );
  });
}

/**
 * The database as the operations endpoints see it: a readiness probe (one ping at a time,
 * however many probes ask at once), the pool's figures and the outbox counts.
 */
function databaseProbes(
  db: Database,
  services: AppServices,
): DatabaseGauges & { ready(): Promise<boolean> } {
  let probing: Promise<boolean> | null = null;
  return {
    ready() {
      probing ??= withinTime(pingDatabase(db), OPERATIONS_TIMINGS.readyTimeoutMs).finally(
        () => (probing = null),
      );
      return probing;
    },
    pool: () => poolFigures(db),
    outbox: () => services.repositories.outbox.counts(),
  };
}

interface PreparedShop {
  db: Database;
  services: AppServices;
}

/**
 * The start up to listening: the JWT secret, the database (migrated and seeded unless
 * `prepared`), the services and the first admin (unless `prepared`).
 */
async function prepareShop(options: StartOptions): Promise<PreparedShop> {
  const { config, logger } = options;
  const jwtSecret = await readJwtSecret(config);
  const prepared = options.prepared ?? false;
  const db = await openDatabase(config, logger, options.debug ?? false, !prepared);
  const services = createServices({
    config,
    db,
    logger,
    mailPollIntervalMs: options.mailPollIntervalMs,
    jwtSecret,
    passwordHashing: options.passwordHashing,
    authRateLimits: options.authRateLimits,
  });
  if (prepared) return { db, services };
  try {
    await services.adminAccounts.ensureFirstAdmin(config.firstAdmin, logger);
  } catch (error) {
    await db.destroy();
    throw new StartupError(`Cannot create the first admin account: ${reason(error)}`, error);
  }
  return { db, services };
}

/**
 * What a cluster's primary does once before it forks (cluster.ts): reads or creates the JWT
 * secret, migrates and seeds the database and creates the first admin, then lets go of the
 * database. Workers then start with `prepared`, so they never race on any of it.
 */
export async function prepareForWorkers(options: StartOptions): Promise<void> {
  const { db, services } = await prepareShop({ ...options, prepared: false });
  await services.mailer.stop();
  await services.rateLimits.close();
  await db.destroy();
}

/**
 * Migrates and seeds the database, creates the first admin when there is none, builds the app
 * and listens: the whole start.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const { db, services } = await prepareShop(options);
  const probes = databaseProbes(db, services);
  const metrics = createMetrics(probes, options.metrics);
  const lifecycle = { closing: false };
  const app = createApp(services, { lifecycle, metrics, databaseReady: () => probes.ready() });
  // The timeouts of config.ts (HTTP_TIMEOUTS): a slow client gets 408, an idle kept-alive
  // connection is closed; checked every few seconds rather than Node's default 30.
  const server = http.createServer(
    {
      headersTimeout: config.httpTimeouts.headersMs,
      requestTimeout: config.httpTimeouts.requestMs,
      keepAliveTimeout: config.httpTimeouts.keepAliveMs,
      connectionsCheckingInterval: HTTP_TIMEOUT_CHECK_MS,
    },
    app.callback(),
  );
  let port: number;
  try {
    port = await listen(server, config.port, config.host);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  services.mailer.start();
  logger.info(`Mail: ${services.mailDelivery.description}`);
  logger.info(`Rate limits: ${services.rateLimits.description}`);

  let closing: Promise<void> | null = null;
  // Keep-alive connections would hold close() open: while closing, every answer ends its
  // connection and the connections it leaves idle are closed at once.
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (closing) response.setHeader('Connection', 'close');
    response.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  const close = () => {
    closing ??= (async () => {
      // From here on a new request is answered 503 (app.ts, refuseWhileClosing) and
      // GET /api/ready says 503, while the requests in flight finish.
      lifecycle.closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(
        () => server.closeAllConnections(),
        options.shutdownGraceMs ?? OPERATIONS_TIMINGS.graceMs,
      );
      await closed;
      clearTimeout(grace);
      await services.background.drain();
      await services.mailer.stop();
      await services.rateLimits.close();
      await db.destroy();
    })();
    return closing;
  };

  return {
    server,
    url: `http://${displayHost(config.host)}:${port}`,
    port,
    db,
    services,
    metrics,
    close,
  };
}
