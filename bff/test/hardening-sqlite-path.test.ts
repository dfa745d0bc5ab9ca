import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { startTestServer } from './support/harness';

/** `node --import tsx bff/src/server.ts` as `npm start` runs it, until it listens or exits. */
async function runServerOnce(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!/Listening on /.test(output) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  return output;
}

describe('an SQLite DATABASE_URL', () => {
  let tempDir: string;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-sqlite-path-'));
  });
  afterAll(() => rm(tempDir, { recursive: true, force: true }));

  it('whose folder does not exist stops the start, naming the folder, and creates nothing', async () => {
    const folder = path.join(tempDir, 'shpo-data');
    const filename = path.join(folder, 'cutshop.sqlite');
    const start = startTestServer({
      database: 'sqlite',
      env: { DATABASE_URL: `sqlite:${filename}` },
    });
    await expect(start).rejects.toThrow(
      `Cannot prepare the database (SQLite ${filename}): its folder ${folder} does not exist; ` +
        'check that the folder exists and can be written, or set DATABASE_URL',
    );
    expect(existsSync(folder)).toBe(false);
  });

  it('to a new file in an existing folder says loudly, once, that a new database was made', async () => {
    const filename = path.join(tempDir, 'new-shop.sqlite');
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${filename}`,
      OUTBOX_DIR: path.join(tempDir, 'outbox'),
      WEB_DIST: path.join(tempDir, 'web-dist'),
      JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    };
    const notice =
      `A NEW, EMPTY DATABASE was created at ${filename} (there was no file there). ` +
      'If this shop has its data elsewhere, stop the server and correct DATABASE_URL.';
    const first = await runServerOnce(env);
    expect(first).toContain('Listening on ');
    expect(first).toContain(notice);
    expect(existsSync(filename)).toBe(true);
    const second = await runServerOnce(env);
    expect(second).toContain('Listening on ');
    expect(second).not.toContain('NEW, EMPTY DATABASE');
  }, 60_000);
});
