import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { PasswordHasher } from '../src/services/auth/password-hash';

/** `npm run admin -- ...` as the README gives it, without a terminal (stdin not a TTY). */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/cli/admin.ts', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the admin command', () => {
  let tempDir: string;
  let env: Record<string, string>;
  let db: Knex;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-admin-cli-'));
    const filename = path.join(tempDir, 'cutshop.sqlite');
    env = { DATABASE_URL: `sqlite:${filename}` };
    db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(tempDir, { recursive: true, force: true });
  });

  async function passwordWorks(email: string, password: string): Promise<boolean> {
    const row = await db('users').where({ email }).first();
    return new PasswordHasher().verify(password, String(row?.password_hash));
  }

  it('creates an account with the password from ADMIN_PASSWORD', async () => {
    const run = await admin(['create', 'Ops@Shop.Example.test'], {
      ...env,
      ADMIN_PASSWORD: 'Ops-pass-2026',
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Admin account created: ops@shop.example.test');
    expect(run.output).not.toContain('Ops-pass-2026');
    expect(await passwordWorks('ops@shop.example.test', 'Ops-pass-2026')).toBe(true);
  });

  it('refuses to create an account twice', async () => {
    const run = await admin(['create', 'ops@shop.example.test'], env);
    expect(run.code).toBe(1);
    expect(run.output).toContain('An admin account for ops@shop.example.test exists already');
  });

  it('resets a password with a generated one, printed once, and ends the sessions', async () => {
    const user = await db('users').where({ email: 'ops@shop.example.test' }).first();
    await db('refresh_tokens').insert({
      user_id: user.id,
      family_id: 'f'.repeat(32),
      token_hash: 'a'.repeat(64),
      remember: false,
      expires_at: '2999-01-01 00:00:00.000',
    });
    const run = await admin(['reset-password', 'ops@shop.example.test'], env);
    expect(run.code, run.output).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(run.output)?.[1] ?? '';
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16}$/);
    expect(await passwordWorks('ops@shop.example.test', password)).toBe(true);
    expect(await passwordWorks('ops@shop.example.test', 'Ops-pass-2026')).toBe(false);
    const token = await db('refresh_tokens').where({ user_id: user.id }).first();
    expect(token.revoked_at).not.toBeNull();
  });

  it('explains its usage, an unknown account and a weak password', async () => {
    const usage = await admin(['remove', 'x@y'], env);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('npm run admin -- create <email>');
    const unknown = await admin(['reset-password', 'nobody@shop.example.test'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no admin account for nobody@shop.example.test');
    const weak = await admin(['create', 'new@shop.example.test'], {
      ...env,
      ADMIN_PASSWORD: 'weak',
    });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('ADMIN_PASSWORD is not strong enough');
  });
});
