import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';

/** Runs `node --import tsx bff/src/server.ts` as `npm start` does, to its exit; all its output. */
async function startAndFail(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/** A stack frame line, as Node prints them. */
const STACK_FRAME = /\n\s+at /;

describe('a server that cannot prepare its database', () => {
  let tempDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-startup-'));
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      OUTBOX_DIR: path.join(tempDir, 'outbox'),
      WEB_DIST: path.join(tempDir, 'web-dist'),
      JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    };
  });
  afterAll(() => rm(tempDir, { recursive: true, force: true }));

  it('says in one line which server does not answer and what to do, without a stack', async () => {
    const { code, output } = await startAndFail({
      ...env,
      DATABASE_URL: 'mysql://root@127.0.0.1:1/cutshop',
    });
    expect(code).toBe(1);
    expect(output).toBe(
      'Cannot prepare the database (MySQL root@127.0.0.1:1/cutshop): connect ECONNREFUSED ' +
        '127.0.0.1:1; nothing answers there: start the database server or correct the host ' +
        'and port in DATABASE_URL\n',
    );
  });

  it('names the SQLite file it cannot create', async () => {
    // Its folder would have to be made inside a plain file.
    const notAFolder = path.join(tempDir, 'not-a-folder');
    await writeFile(notAFolder, '');
    const filename = path.join(notAFolder, 'cutshop.sqlite');
    const { code, output } = await startAndFail({ ...env, DATABASE_URL: `sqlite:${filename}` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot prepare the database (SQLite ${filename}): `);
    expect(output).toContain(
      'check that the folder exists and can be written, or set DATABASE_URL',
    );
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).not.toMatch(STACK_FRAME);
  });

  it('adds the stack and the driver warnings with DEBUG=cutshop', async () => {
    const { code, output } = await startAndFail({
      ...env,
      DATABASE_URL: 'mysql://root@127.0.0.1:1/cutshop',
      DEBUG: 'cutshop',
    });
    expect(code).toBe(1);
    expect(output).toContain('Cannot prepare the database (MySQL root@127.0.0.1:1/cutshop)');
    expect(output).toContain('Acquire connection error');
    expect(output).toMatch(STACK_FRAME);
  });
});
