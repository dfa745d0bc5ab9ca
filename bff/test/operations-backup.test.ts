import { copyFileSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';
import { processSetup, runNode } from './operations-support';

/** The part of better-sqlite3 the test reads a backup with. */
interface Sqlite {
  prepare(sql: string): { get(): Record<string, unknown> };
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => Sqlite;

/** `npm run backup -- <file>` with the server's DATABASE_URL. */
function backup(databaseUrl: string, file: string) {
  return runNode('bff/src/cli/backup.ts', [file], { DATABASE_URL: databaseUrl });
}

/** The orders in a backup file, after checking the file is a whole, sound database. */
function ordersIn(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    return Number(db.prepare('SELECT count(*) AS n FROM orders').get().n);
  } finally {
    db.close();
  }
}

const BEFORE = 4;
const DURING = 12;

describe('npm run backup', () => {
  it('copies the SQLite database while the server writes, and never overwrites', async () => {
    const server = await startTestServer({ database: 'sqlite' });
    const url = `sqlite:${path.join(server.tempDir, 'cutshop.sqlite')}`;
    const whileWriting = path.join(server.tempDir, 'while-writing.sqlite');
    const afterWriting = path.join(server.tempDir, 'after-writing.sqlite');
    try {
      for (let i = 0; i < BEFORE; i += 1)
        expect((await server.postOrder(validOrder())).status).toBe(201);

      // Orders keep coming while the copy is made.
      const run = backup(url, whileWriting);
      const posted = await Promise.all(
        Array.from({ length: DURING }, () => server.postOrder(validOrder())),
      );
      expect(await run.exited, run.output()).toBe(0);
      expect(posted.map((response) => response.status)).toEqual(Array(DURING).fill(201));
      expect(run.output()).toContain(`to ${whileWriting}`);
      // One consistent moment: every order before it, some of those during it.
      const copied = ordersIn(whileWriting);
      expect(copied).toBeGreaterThanOrEqual(BEFORE);
      expect(copied).toBeLessThanOrEqual(BEFORE + DURING);

      const quiet = backup(url, afterWriting);
      expect(await quiet.exited, quiet.output()).toBe(0);
      expect(ordersIn(afterWriting)).toBe(BEFORE + DURING);

      // A second backup to the same file is refused and leaves it as it was.
      const bytes = readFileSync(afterWriting);
      const again = backup(url, afterWriting);
      expect(await again.exited).toBe(1);
      expect(again.output()).toContain(`${afterWriting} exists already`);
      expect(readFileSync(afterWriting).equals(bytes)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('restores: a copy put in place of the database serves the same orders', async () => {
    const source = await startTestServer({ database: 'sqlite' });
    const setup = await processSetup();
    const copy = path.join(setup.tempDir, 'backup.sqlite');
    const restored = path.join(setup.tempDir, 'restored.sqlite');
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await source.postOrder(validOrder())).status).toBe(201);
      const run = backup(`sqlite:${path.join(source.tempDir, 'cutshop.sqlite')}`, copy);
      expect(await run.exited, run.output()).toBe(0);
      // With the server stopped, the backup file is copied into place (docs/operations.md).
      copyFileSync(copy, restored);
      const server = await startTestServer({
        database: 'sqlite',
        env: { DATABASE_URL: `sqlite:${restored}` },
      });
      try {
        const [row] = (await server.db('orders').count({ n: '*' })) as { n: number }[];
        expect(Number(row?.n)).toBe(3);
      } finally {
        await server.stop();
      }
    } finally {
      await source.stop();
      await setup.remove();
    }
  });

  it('refuses MySQL and MariaDB, naming their own dump tools', async () => {
    const run = backup('mysql://shop:secret@127.0.0.1:3306/cutshop', '/tmp/never-written.sql');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('mysqldump');
    expect(run.output()).toContain('mariadb-dump');
    expect(run.output()).not.toContain('secret');
    expect(() => statSync('/tmp/never-written.sql')).toThrow();
  });

  it('refuses a database file that does not exist, creating nothing', async () => {
    const setup = await processSetup();
    try {
      const missing = path.join(setup.tempDir, 'missing.sqlite');
      const target = path.join(setup.tempDir, 'copy.sqlite');
      const run = backup(`sqlite:${missing}`, target);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Cannot open the database ${missing}`);
      expect(() => statSync(missing)).toThrow();
      expect(() => statSync(target)).toThrow();
    } finally {
      await setup.remove();
    }
  });
});
