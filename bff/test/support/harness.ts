import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { describe } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import type { Logger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/runtime';
import type { ScryptParams } from '../../src/services/auth/password-hash';
import type { AuthRateLimits } from '../../src/services/auth/sign-in-throttle';

/**
 * Test servers over real HTTP: the app on a real http.Server at 127.0.0.1 on a free port, with
 * its own database (a fresh SQLite file, or a database of its own on the MySQL/MariaDB server of
 * TEST_MYSQL_URL, dropped afterwards) and its own outbox folder.
 */

export type DatabaseKind = 'sqlite' | 'mysql';

const MYSQL_HINT =
  'Start MariaDB (or MySQL) and set TEST_MYSQL_URL, e.g. TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test';

/** The databases the suites run on: SQLite always, MySQL when TEST_MYSQL_URL is set. */
export function databasesUnderTest(): DatabaseKind[] {
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (!mysqlUrl) {
    if (process.env.CI === 'true') {
      throw new Error(
        `CI=true but TEST_MYSQL_URL is not set: the MySQL suite must run in CI. ${MYSQL_HINT}`,
      );
    }
    return ['sqlite'];
  }
  return ['sqlite', 'mysql'];
}

/** `describe` once per database under test; the callback gets the database kind. */
export function forEachDatabase(title: string, define: (database: DatabaseKind) => void): void {
  for (const database of databasesUnderTest()) {
    describe(`${title} [${database}]`, () => define(database));
  }
}

/** Log lines kept for assertions instead of printed. */
export interface RecordingLogger extends Logger {
  lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message, error) =>
      lines.push(`error: ${message}${error instanceof Error ? ` ${error.stack}` : ''}`),
  };
}

export interface TestServerOptions {
  database: DatabaseKind;
  /** Environment overrides, read through the real configuration parser. */
  env?: Record<string, string>;
  mailPollIntervalMs?: number;
  /** Password hashing cost; cheap unless a test needs the real one. */
  passwordHashing?: ScryptParams;
  authRateLimits?: AuthRateLimits;
}

/** The admin every test server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'boss@shop.example.test', password: 'Cut-list-2026' };

/**
 * scrypt at N = 2^10: a millisecond per hash instead of half a second, so suites can sign in
 * freely. The production cost has its own test (password-hash.test.ts).
 */
export const CHEAP_SCRYPT: ScryptParams = { logN: 10, r: 8, p: 1 };

export interface TestServer extends RunningServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  config: Config;
  logger: RecordingLogger;
  /** This server's scratch folder (SQLite file, outbox, web build). */
  tempDir: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  postOrder(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Empties orders (with their history and counters), outbox and idempotency keys (the
   * catalogue and the accounts stay). */
  resetData(): Promise<void>;
  stop(): Promise<void>;
}

function mysqlServerUrl(): URL {
  const url = process.env.TEST_MYSQL_URL;
  if (!url) throw new Error(`TEST_MYSQL_URL is not set. ${MYSQL_HINT}`);
  return new URL(url);
}

/** Runs `statement` on the MySQL server of TEST_MYSQL_URL with a short-lived connection. */
async function onMysqlServer(statement: string): Promise<void> {
  const url = mysqlServerUrl();
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: url.port === '' ? 3306 : Number(url.port),
      user: decodeURIComponent(url.username) || 'root',
      password: decodeURIComponent(url.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw(statement);
  } catch (error) {
    throw new Error(
      `Cannot reach MySQL at TEST_MYSQL_URL (${url.host}): ${(error as Error).message}. ${MYSQL_HINT}`,
      { cause: error },
    );
  } finally {
    await admin.destroy();
  }
}

/**
 * A database of its own on TEST_MYSQL_URL's server, named `<prefix>_<pid>_<random>`, and the
 * function that drops it: every MySQL test (in-process or server processes) starts from one.
 */
export async function createMysqlDatabase(
  prefix = 'cutshop_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onMysqlServer(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = mysqlServerUrl();
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onMysqlServer(`DROP DATABASE IF EXISTS \`${name}\``) };
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const mysql = options.database === 'mysql' ? await createMysqlDatabase() : null;
  const tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-bff-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: mysql ? mysql.url : `sqlite:${path.join(tempDir, 'cutshop.sqlite')}`,
    PUBLIC_URL: 'http://shop.example.test',
    OUTBOX_DIR: path.join(tempDir, 'outbox'),
    WEB_DIST: path.join(tempDir, 'web-dist'),
    // High enough that only the rate-limit test meets the limit.
    ORDER_RATE_LIMIT: '10000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    ...options.env,
  });
  const logger = recordingLogger();
  let running: RunningServer;
  try {
    running = await startServer({
      config,
      logger,
      mailPollIntervalMs: options.mailPollIntervalMs ?? 60_000,
      shutdownGraceMs: 2_000,
      passwordHashing: options.passwordHashing ?? CHEAP_SCRYPT,
      authRateLimits: options.authRateLimits,
    });
  } catch (error) {
    await mysql?.drop();
    await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${running.port}`;
  const fetchFrom = (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init);
  return {
    ...running,
    baseUrl,
    config,
    logger,
    tempDir,
    fetch: fetchFrom,
    postOrder: (body, headers = {}) =>
      fetchFrom('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async resetData() {
      const tables = [
        'idempotency_keys',
        'email_outbox',
        'order_status_history',
        'order_counts',
        'order_catalogue_snapshots',
        'order_prices',
        'order_production_settings',
        'order_tracking_tokens',
        'order_cutting_plans',
        'offcuts',
        'orders',
      ];
      for (const table of tables) {
        await running.db(table).delete();
      }
    },
    async stop() {
      try {
        await running.close();
      } finally {
        await mysql?.drop();
        await rm(tempDir, { recursive: true, force: true });
      }
    },
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
