import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, WEB_DIST } from './paths';

export interface RunningBff {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** The SQLite file the server stores orders in. */
  databaseFile: string;
  /** Where the server writes its e-mails as .eml files (there is no SMTP server). */
  outboxDir: string;
  stop: () => Promise<void>;
}

const READY = /Listening on (http:\/\/\S+)/;

/** The admin the server creates at its first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'Cutting-Board-42' } as const;

/**
 * Starts the real BFF (`node --import tsx bff/src/server.ts`) on 127.0.0.1 and a free port,
 * over a fresh SQLite database in a temporary directory, serving the built web app. It
 * migrates and seeds the database itself and creates the admin `E2E_ADMIN`. Orders are not
 * rate-limited in practice, so a test can seed many from one address. `stop` ends it by its PID
 * and removes the directory.
 */
export async function startBff(): Promise<RunningBff> {
  const dir = mkdtempSync(join(tmpdir(), 'cutshop-e2e-'));
  const databaseFile = join(dir, 'orders.sqlite');
  const outboxDir = join(dir, 'outbox');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      WEB_DIST,
      OUTBOX_DIR: outboxDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ORDER_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await waitUntilListening(child);
  return {
    origin,
    databaseFile,
    outboxDir,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitUntilListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('the BFF did not start within 60 s')), 60_000);
    const onExit = (code: number | null) =>
      fail(new Error(`the BFF exited with code ${String(code)}`));
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- BFF output ---\n${output}`));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(ready[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', onExit);
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
