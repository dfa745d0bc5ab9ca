import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, rollbackAll, runSeeds } from '@cutshop/migrations';
import { forEachDatabase, startTestServer, type TestServer } from './harness';

const TABLES = ['categories', 'orders', 'email_outbox', 'idempotency_keys'];

forEachDatabase('migrations', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('have nothing left to run after start', async () => {
    expect(await migrateToLatest(server.db)).toEqual([]);
  });

  it('roll back completely and migrate up again', async () => {
    await rollbackAll(server.db);
    for (const table of TABLES) expect(await server.db.schema.hasTable(table)).toBe(false);

    expect(await migrateToLatest(server.db)).toHaveLength(TABLES.length);
    for (const table of TABLES) expect(await server.db.schema.hasTable(table)).toBe(true);
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: true }]);
  });

  it('default the timestamps to the current UTC time with milliseconds', async () => {
    await server.db('email_outbox').insert({
      kind: 'test',
      recipient: 'someone@example.com',
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
    });
    const row = await server.db('email_outbox').where({ kind: 'test' }).first();
    expect(String(row.created_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    const age = Date.now() - Date.parse(`${String(row.created_at).replace(' ', 'T')}Z`);
    expect(Math.abs(age)).toBeLessThan(60_000);
  });
});
