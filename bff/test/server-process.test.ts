import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';

/** `node --import tsx bff/src/server.ts` as `npm start` runs it, with its output collected. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
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

async function waitForListening(run: ReturnType<typeof runServer>): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = /Listening on (http:\/\/\S+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The server did not start:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the server has said `text` (it may come after it listens). */
async function waitForOutput(run: ReturnType<typeof runServer>, text: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The server did not say "${text}":\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  let tempDir: string;
  let env: Record<string, string>;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-server-'));
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(tempDir, 'cutshop.sqlite')}`,
      OUTBOX_DIR: path.join(tempDir, 'outbox'),
      WEB_DIST: path.join(tempDir, 'web-dist'),
      JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    };
  });
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(tempDir, { recursive: true, force: true });
  });

  it('starts on a fresh database, serves, and stops cleanly on SIGTERM', async () => {
    for (const round of ['first start', 'second start']) {
      const run = runServer(env);
      running.push(run.child);
      const url = await waitForListening(run);
      const response = await fetch(`${url}/api/categories/`);
      expect(response.status, round).toBe(200);
      // The second search of each cutting plan has its thread (nest-thread.ts).
      await waitForOutput(run, 'each second search runs on the nesting thread');
      expect(run.output()).not.toContain('Cutting plans: the nesting thread');
      run.child.kill('SIGTERM');
      expect(await run.exited, round).toBe(0);
      expect(run.output()).toContain('SIGTERM received');
      if (round === 'first start') expect(run.output()).toContain('Database seeded: 01_catalogue');
      else expect(run.output()).not.toContain('Database seeded');
    }
  });

  it('exits non-zero with a clear message for a bad setting', async () => {
    const run = runServer({ ...env, PORT: 'eighty', ORDER_RATE_LIMIT: '-1' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(run.output()).toContain('ORDER_RATE_LIMIT must be a whole number');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('exits non-zero naming the database it cannot reach', async () => {
    const run = runServer({ ...env, DATABASE_URL: 'mysql://shop:secret@127.0.0.1:1/cutshop' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Cannot prepare the database (MySQL shop@127.0.0.1:1/cutshop)');
    expect(run.output()).not.toContain('secret');
  });
});
