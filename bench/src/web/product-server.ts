import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../../../e2e/support/bff-server';
import { REPO_ROOT } from '../api/processes';

/** `npm start`'s server, started by the bench. */
export interface ProductServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** The process id of `scripts/start.mjs`, which the bench stops at the end. */
  pid: number;
  stop: () => Promise<void>;
}

/** Settings a person's shell may hold that would point the bench's server elsewhere. */
const PRODUCT_SETTINGS = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'WEB_DIST',
  'PUBLIC_URL',
  'SMTP_URL',
  'TRUST_PROXY',
  'JWT_SECRET',
  'JWT_SECRET_FILE',
  'OUTBOX_DIR',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ORDER_RATE_LIMIT',
  'DEBUG',
];

/** A build plus a server start may take minutes on a busy 2-core machine. */
const START_TIMEOUT_MS = 10 * 60_000;
const READY = /Listening on (http:\/\/\S+)/;

/**
 * Starts the product exactly as `npm start` does: `node scripts/start.mjs`, which builds the web
 * app when its sources changed and then runs the BFF with NODE_ENV=production, serving the app
 * and /api on one port. Only what a deployment configures differs: a free port on 127.0.0.1, a
 * fresh SQLite file and outbox in a temporary directory, and the e2e admin (`E2E_ADMIN`), so
 * the admin pages can be measured signed in. `stop` sends SIGTERM to that process by its id
 * (start.mjs passes it on to the server) and removes the directory.
 */
export async function startProductServer(): Promise<ProductServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cutshop-bench-web-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of PRODUCT_SETTINGS) delete env[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'orders.sqlite')}`,
      JWT_SECRET_FILE: join(dir, 'jwt-secret'),
      OUTBOX_DIR: join(dir, 'outbox'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ORDER_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let output = '';
  const origin = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      // Once it listens, its log is drained but not kept.
      if (READY.test(output)) return;
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (origin === null) {
    await stop();
    throw new Error(`npm start's server did not start:\n${output}`);
  }
  return { origin, pid: child.pid ?? 0, stop };
}
