import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, migrationSource, runSeeds } from '@cutshop/migrations';
import { createKnex } from '../src/db/connection';
import { parseDatabaseUrl } from '../src/db/database-url';
import { createMysqlDatabase, forEachDatabase } from './support/harness';

/*
 * Several server processes starting at the same moment on a new database (docs/operations.md,
 * "The server on a cluster"): each with a connection pool of its own, as separate processes have.
 */

/**
 * Four on MySQL; two on SQLite, where a process that waits for the lock holds the file's write
 * lock for up to its busy timeout (5 s) each time it tries.
 */
const PROCESSES = { mysql: 4, sqlite: 2 } as const;

forEachDatabase('migrations started by several processes at once', (database) => {
  let pools: Knex[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    let url: string;
    if (database === 'mysql') {
      const own = await createMysqlDatabase('cutshop_migrate');
      url = own.url;
      drop = own.drop;
    } else {
      const folder = await mkdtemp(path.join(tmpdir(), 'cutshop-migrate-'));
      url = `sqlite:${path.join(folder, 'cutshop.sqlite')}`;
      drop = () => rm(folder, { recursive: true, force: true });
    }
    pools = Array.from({ length: PROCESSES[database] }, () => createKnex(parseDatabaseUrl(url)));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await drop();
  });

  it('run every migration once: the others wait and find nothing to do', async () => {
    const all = (await migrationSource.getMigrations([])).map((m) =>
      migrationSource.getMigrationName(m),
    );
    const applied = await Promise.all(pools.map((pool) => migrateToLatest(pool)));
    expect(applied.flat().sort()).toEqual([...all].sort());
    const [first] = pools as [Knex];
    const recorded = await first('knex_migrations').pluck('name');
    expect([...recorded].sort()).toEqual([...all].sort());
    expect(await first('knex_migrations_lock').select('index', 'is_locked')).toEqual([
      { index: 1, is_locked: 0 },
    ]);
    // And the seeds: one process fills the catalogue, the others find it filled.
    const seeded = await Promise.all(pools.map((pool) => runSeeds(pool)));
    expect(seeded.flat().filter((seed) => seed.applied)).toHaveLength(1);
    expect(await Promise.all(pools.map((pool) => migrateToLatest(pool)))).toEqual(
      pools.map(() => []),
    );
  }, 60_000);

  if (database === 'mysql') {
    it('leave every table InnoDB with a primary key, as a Galera cluster needs', async () => {
      const [first] = pools as [Knex];
      const [tables] = (await first.raw(
        `SELECT t.table_name AS name, t.engine AS engine,
                (SELECT COUNT(*) FROM information_schema.table_constraints c
                  WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                    AND c.constraint_type = 'PRIMARY KEY') AS primary_keys
           FROM information_schema.tables t
          WHERE t.table_schema = DATABASE() AND t.table_type = 'BASE TABLE'
          ORDER BY t.table_name`,
      )) as [{ name: string; engine: string; primary_keys: unknown }[]];
      expect(tables.map((t) => t.name)).toContain('knex_migrations_lock');
      expect(tables.map((t) => t.name)).toContain('orders');
      const wrong = tables
        .filter((t) => t.engine !== 'InnoDB' || Number(t.primary_keys) !== 1)
        .map((t) => `${t.name} (${t.engine}, ${Number(t.primary_keys)} primary key)`);
      expect(wrong).toEqual([]);
    });
  }
});
