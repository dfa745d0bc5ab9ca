import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StoredOrder } from '@cutshop/domain';
import {
  orderListRowFromRow,
  orderJsonFromRow,
  type OrderRow,
} from '../src/repositories/orders/order-row';
import { describeHosts } from '../src/db/database-url';
import { SEEK_FROM_OFFSET } from '../src/repositories/orders/order-list';
import { fetchWith, placeOrder, putStatus, signIn } from './support/admin-session';
import type { CookieJar } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { seedOrders, sortOrders } from './support/orders-seed';

interface ListAnswer {
  data: StoredOrder[];
  total: number;
  pageCount: number;
}

const NOW = new Date();
const COUNT = 900;

forEachDatabase('GET /api/orders/: deep pages, totals and changes', (database) => {
  let server: TestServer;
  let jar: CookieJar;
  let orders: StoredOrder[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
    orders = await seedOrders(server, { count: COUNT, days: 120, now: NOW });
  }, 120_000);
  afterAll(() => server?.stop());

  async function list(query: string): Promise<ListAnswer> {
    const response = await fetchWith(server, jar, `/api/orders/?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as ListAnswer;
  }

  function expectSame(answer: ListAnswer, all: StoredOrder[], page: number, limit: number) {
    expect(answer.total).toBe(all.length);
    expect(answer.pageCount).toBe(Math.ceil(all.length / limit));
    expect(answer.data.map((order) => order.uuid)).toEqual(
      all.slice((page - 1) * limit, page * limit).map((order) => order.uuid),
    );
  }

  it('gives deep pages exactly as the slow way would, in either direction', async () => {
    const limit = 15;
    const firstDeepPage = Math.ceil(SEEK_FROM_OFFSET / limit) + 1;
    const pages = [1, 2, firstDeepPage - 1, firstDeepPage, firstDeepPage + 7, 55, 59, 60, 61];
    for (const descending of [true, false]) {
      const all = sortOrders(orders, 'updatedAt', descending);
      const sort = descending ? 'DESC' : 'ASC';
      for (const page of pages) {
        expectSame(await list(`sort=updatedAt,${sort}&page=${page}`), all, page, limit);
        // Asked again: the same answer.
        expectSame(await list(`sort=updatedAt,${sort}&page=${page}`), all, page, limit);
      }
    }
  });

  it('gives deep pages of one status, several statuses and other page sizes', async () => {
    const cases: [string, (order: StoredOrder) => boolean, number, number[]][] = [
      ['filter=status||$eq||Approved', (o) => o.status === 'Approved', 5, [1, 30, 36, 37]],
      [
        'filter=status||$in||Pending,To Deliver',
        (o) => o.status === 'Pending' || o.status === 'To Deliver',
        10,
        [60, 61, 72, 73],
      ],
      ['', () => true, 100, [7, 8, 9, 10]],
    ];
    for (const [filter, keep, limit, pages] of cases) {
      const all = sortOrders(orders.filter(keep), 'updatedAt', true);
      for (const page of pages) {
        expectSame(await list(`${filter}&limit=${limit}&page=${page}`), all, page, limit);
      }
    }
  });

  it('answers every page after a change as it now is, the deep ones too', async () => {
    const limit = 15;
    const pages = [1, 45, 50];
    for (const page of pages) await list(`page=${page}`);
    // Move an old order: it becomes the newest, everything before it shifts by one.
    const oldest = sortOrders(orders, 'updatedAt', false).find((o) => o.status === 'Pending');
    expect(oldest).toBeDefined();
    const response = await putStatus(server, jar, oldest as StoredOrder, 'Approved');
    expect(response.status).toBe(200);
    const moved = (await response.json()) as StoredOrder;
    orders = orders.map((order) => (order.uuid === moved.uuid ? moved : order));
    const all = sortOrders(orders, 'updatedAt', true);
    expect(all[0]?.uuid).toBe(moved.uuid);
    for (const page of pages) expectSame(await list(`page=${page}`), all, page, limit);
    const approved = sortOrders(
      orders.filter((o) => o.status === 'Approved'),
      'updatedAt',
      true,
    );
    expectSame(await list('filter=status||$eq||Approved&limit=5&page=1'), approved, 1, 5);
  });

  it('keeps the counters equal to a count of the orders', async () => {
    const counted = (await server
      .db('orders')
      .select('status')
      .count({ n: '*' })
      .groupBy('status')) as { status: string; n: unknown }[];
    // A counter is the sum of its slots (docs/decisions/0006-counter-slots.md).
    const kept = (await server
      .db('order_counts')
      .where({ grain: 'all' })
      .select('status')
      .sum({ n: 'order_count' })
      .groupBy('status')) as { status: string; n: unknown }[];
    expect(
      Object.fromEntries(
        kept.filter((row) => Number(row.n) !== 0).map((row) => [row.status, Number(row.n)]),
      ),
    ).toEqual(Object.fromEntries(counted.map((row) => [row.status, Number(row.n)])));
    for (const grain of ['month', 'day'] as const) {
      const length = grain === 'month' ? 7 : 10;
      const byPeriod = (await server
        .db('orders')
        .select('status', server.db.raw(`SUBSTR(updated_at, 1, ${length}) AS period`))
        .count({ n: '*' })
        .groupBy('status', 'period')) as { status: string; period: string; n: unknown }[];
      const stored = (await server
        .db('order_counts')
        .where({ grain })
        .select('status', 'period')
        .sum({ n: 'order_count' })
        .groupBy('status', 'period')) as { status: string; period: string; n: unknown }[];
      const asMap = (rows: { status: string; period: string; n: unknown }[]) =>
        Object.fromEntries(
          rows
            .filter((row) => Number(row.n) !== 0)
            .map((row) => [`${row.status}|${row.period}`, Number(row.n)]),
        );
      expect(asMap(stored)).toEqual(asMap(byPeriod));
    }
  });

  it('writes each order of the list exactly as the checked read gives it', async () => {
    const rows = (await server.db('orders').select('*').limit(50)) as OrderRow[];
    for (const row of rows) {
      expect(JSON.parse(orderJsonFromRow(row))).toEqual(orderListRowFromRow(row));
    }
  });
});

forEachDatabase('The list seen from a second server process on the same database', (database) => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ database });
    const target = first.config.database;
    const credentials =
      target.kind === 'mysql' && target.password !== ''
        ? `:${encodeURIComponent(target.password)}`
        : '';
    const url =
      target.kind === 'sqlite'
        ? `sqlite:${target.filename}`
        : `mysql://${encodeURIComponent(target.user)}${credentials}@${describeHosts(target.hosts)}/${target.database}`;
    second = await startTestServer({ database, env: { DATABASE_URL: url } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('shows a change made through the other process at once', async () => {
    const [jarA, jarB] = [await signIn(first), await signIn(second)];
    const order = await placeOrder(first);
    const before = (await (await fetchWith(second, jarB, '/api/orders/')).json()) as ListAnswer;
    expect(before.data.map((o) => [o.uuid, o.status])).toEqual([[order.uuid, 'Pending']]);

    expect((await putStatus(first, jarA, order, 'Approved')).status).toBe(200);
    const after = (await (await fetchWith(second, jarB, '/api/orders/')).json()) as ListAnswer;
    expect(after.data.map((o) => [o.uuid, o.status])).toEqual([[order.uuid, 'Approved']]);
    const pending = (await (
      await fetchWith(second, jarB, '/api/orders/?filter=status||$eq||Pending')
    ).json()) as ListAnswer;
    expect(pending.total).toBe(0);
  });
});
