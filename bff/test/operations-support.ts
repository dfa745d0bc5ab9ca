import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { createMysqlDatabase } from './support/harness';

/*
 * Helpers of the operations tests: server processes started as `npm start` starts them, a
 * database of their own on the MySQL server of TEST_MYSQL_URL, and raw HTTP over one socket.
 */

/** How long a test waits for a server process to say it listens. */
const START_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

/** A database of its own on TEST_MYSQL_URL's server; `drop` removes it. */
export function mysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createMysqlDatabase('cutshop_ops');
}

/** A scratch folder and the environment of a server process using it (SQLite unless given). */
export async function processSetup(databaseUrl?: string) {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-ops-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? `sqlite:${path.join(tempDir, 'cutshop.sqlite')}`,
    OUTBOX_DIR: path.join(tempDir, 'outbox'),
    WEB_DIST: path.join(tempDir, 'web-dist'),
    JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    ADMIN_EMAIL: 'boss@shop.example.test',
    ADMIN_PASSWORD: 'Cut-list-2026',
    ORDER_RATE_LIMIT: '10000',
  };
  return { tempDir, env, remove: () => rm(tempDir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Waits until the output matches; the first group of the match. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGKILL when it still runs (the end of a test). */
  kill(): void;
}

/** `node --import tsx <script>` with env (PATH kept), as the npm scripts run it. */
export function runNode(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The server as `npm start` starts it. */
export function runServer(env: Record<string, string>): ServerProcess {
  const run = runNode('bff/src/server.ts', [], env);
  return {
    ...run,
    async waitFor(pattern, timeoutMs = START_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(run.output());
        if (match) return match[1] ?? match[0];
        if (run.child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`Never saw ${String(pattern)}:\n${run.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    kill() {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    },
  };
}

/** The address a server process says it listens on. */
export function listeningUrl(server: ServerProcess): Promise<string> {
  return server.waitFor(/Listening on (http:\/\/[^\s"]+)/);
}

/** The JSON log lines of an output (other lines, e.g. a start-up failure, left out). */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** One HTTP/1.1 exchange over a socket the test controls byte by byte. */
export interface RawExchange {
  socket: net.Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves once the received bytes contain `text`. */
  waitFor(text: string): Promise<void>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

export async function rawConnection(url: string): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let data = '';
  const listeners = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString('latin1');
    for (const listener of listeners) listener();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => data,
    closed,
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!data.includes(text)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void closed.then(() => {
          if (!data.includes(text)) reject(new Error(`Closed without "${text}":\n${data}`));
        });
      }),
  };
}

/** A received HTTP answer, split: status, lower-case headers, body text. */
export function parseAnswer(raw: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

/** True while a process with this id exists. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
