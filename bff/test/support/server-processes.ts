import { spawn, type ChildProcess } from 'node:child_process';
import knexFactory, { type Knex } from 'knex';
import { REPO_ROOT } from '../../src/paths';
import type { CookieJar } from './admin-session';
import { TEST_ADMIN, createMysqlDatabase, type DatabaseKind } from './harness';

/**
 * Real server processes for the multi-process and crash tests: each started the way `npm start`
 * starts one (`node --import tsx bff/src/server.ts`), on a free port of 127.0.0.1, and stopped
 * by its PID.
 */

/** How long a process gets to start listening, and to exit after SIGTERM before SIGKILL. */
export const PROCESS_TIMING = { startMs: 30_000, stopMs: 10_000, pollMs: 50 } as const;

/** How long the test's own SQLite connection waits for a server's write to finish. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** A JWT secret all processes of one test share (as every process of one shop does). */
export const SHARED_JWT_SECRET = 'test-secret-shared-by-every-process-of-one-shop-0123456789';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** Sends `signal` to the PID and waits for the exit (SIGKILL after PROCESS_TIMING.stopMs). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A database several processes share: an SQLite file in `folder`, or a new MySQL database. */
export async function sharedDatabase(
  kind: DatabaseKind,
  folder: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${folder}/shop.sqlite`, drop: async () => {} };
  return createMysqlDatabase('cutshop_multi');
}

/** The environment of a test shop's process: its database, folder and the shared secret. */
export function shopEnv(
  databaseUrl: string,
  folder: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://shop.example.test',
    OUTBOX_DIR: `${folder}/outbox`,
    WEB_DIST: `${folder}/web-dist`,
    ORDER_RATE_LIMIT: '100000',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: SHARED_JWT_SECRET,
    ...extra,
  };
}

/** Starts a server process and resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start');
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    process.kill(pid, signal);
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
    }, PROCESS_TIMING.stopMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + PROCESS_TIMING.startMs;
  for (;;) {
    const match = /Listening on http:\/\/[^\s:"]+:(\d+)/.exec(output);
    if (match?.[1]) {
      const baseUrl = `http://127.0.0.1:${match[1]}`;
      return {
        baseUrl,
        pid,
        child,
        output: () => output,
        fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
        stop,
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`The server process did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, PROCESS_TIMING.pollMs));
  }
}

/** A knex pool of the test's own on a shared database, to look at what the servers stored. */
export function openShared(databaseUrl: string): Knex {
  if (databaseUrl.startsWith('sqlite:')) {
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename: databaseUrl.slice('sqlite:'.length) },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(connection: { pragma(text: string): unknown }, done: () => void) {
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
          done();
        },
      },
    });
  }
  const url = new URL(databaseUrl);
  return knexFactory({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: url.port === '' ? 3306 : Number(url.port),
      user: decodeURIComponent(url.username) || 'root',
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      dateStrings: true,
      timezone: 'Z',
    },
    pool: { min: 0, max: 2 },
  });
}

/** A fetch through one process that sends the jar's cookies and keeps what comes back. */
export async function call(
  server: ServerProcess,
  jar: CookieJar,
  pathname: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (jar.cookies.size > 0) headers.Cookie = jar.header();
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await server.fetch(pathname, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  jar.take(response);
  return response;
}
