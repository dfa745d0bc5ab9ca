import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../src/services/auth/jwt-secret';

describe('the JWT secret', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cutshop-jwt-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is generated once into a file only its owner can read, then reused', async () => {
    const file = path.join(dir, 'var', 'jwt-secret');
    const first = await loadJwtSecret({ jwtSecret: null, jwtSecretFile: file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadJwtSecret({ jwtSecret: null, jwtSecretFile: file });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toBe(Buffer.from(first).toString('utf8'));
  });

  it('comes from JWT_SECRET when set, without touching the file', async () => {
    const file = path.join(dir, 'jwt-secret');
    const secret = await loadJwtSecret({ jwtSecret: 'x'.repeat(40), jwtSecretFile: file });
    expect(Buffer.from(secret).toString()).toBe('x'.repeat(40));
    await expect(stat(file)).rejects.toThrow();
  });

  it('refuses a file holding a short secret', async () => {
    const file = path.join(dir, 'jwt-secret');
    await writeFile(file, 'short\n');
    await expect(loadJwtSecret({ jwtSecret: null, jwtSecretFile: file })).rejects.toThrow(
      /fewer than 32 bytes/,
    );
  });
});
