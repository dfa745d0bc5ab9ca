import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, migrationSource, rollbackAll, runSeeds } from '@cutshop/migrations';
import type { StoredOrder } from '@cutshop/domain';
import { orderToRow } from '../src/repositories/orders/order-row';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { placeOrder } from './support/admin-session';

const TABLES = [
  'categories',
  'orders',
  'email_outbox',
  'idempotency_keys',
  'users',
  'refresh_tokens',
  'password_reset_tokens',
  'order_status_history',
  'order_counts',
];
const MIGRATION_COUNT = 10;

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

    expect(await migrateToLatest(server.db)).toHaveLength(MIGRATION_COUNT);
    for (const table of TABLES) expect(await server.db.schema.hasTable(table)).toBe(true);
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: true }]);
  });

  it('count the orders stored before the counters existed', async () => {
    const template: StoredOrder = await placeOrder(server);
    await rollbackAll(server.db);
    // Up to, not including, the counters: the tables the orders need.
    while (!(await server.db.schema.hasTable('order_status_history'))) {
      await server.db.migrate.up({ migrationSource });
    }
    const rows = [
      { status: 'Pending', updatedAt: '2026-03-04T10:00:00.000Z' },
      { status: 'Pending', updatedAt: '2026-03-04T23:59:59.999Z' },
      { status: 'Rejected', updatedAt: '2026-03-05T00:00:00.000Z' },
      { status: 'To Cut', updatedAt: '2026-04-01T08:30:00.000Z' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await server.db('orders').insert(
        orderToRow({
          ...template,
          uuid: `00000000-0000-4000-8000-00000000000${index}`,
          status: row.status,
          updatedAt: row.updatedAt,
        }),
      );
    }
    await migrateToLatest(server.db);
    const counts = await server
      .db('order_counts')
      .select('grain', 'period', 'status', 'order_count')
      .orderBy(['grain', 'period', 'status']);
    expect(counts.map((c) => ({ ...c, order_count: Number(c.order_count) }))).toEqual([
      { grain: 'all', period: '', status: 'Pending', order_count: 2 },
      { grain: 'all', period: '', status: 'Rejected', order_count: 1 },
      { grain: 'all', period: '', status: 'To Cut', order_count: 1 },
      { grain: 'day', period: '2026-03-04', status: 'Pending', order_count: 2 },
      { grain: 'day', period: '2026-03-05', status: 'Rejected', order_count: 1 },
      { grain: 'day', period: '2026-04-01', status: 'To Cut', order_count: 1 },
      { grain: 'month', period: '2026-03', status: 'Pending', order_count: 2 },
      { grain: 'month', period: '2026-03', status: 'Rejected', order_count: 1 },
      { grain: 'month', period: '2026-04', status: 'To Cut', order_count: 1 },
      { grain: 'revision', period: '', status: '', order_count: 0 },
    ]);
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
