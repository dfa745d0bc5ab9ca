import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildListQuery,
  dateRangeFor,
  ORDER_STATUSES,
  orderSummaryQuery,
  orderSummarySchema,
  type OrderSummary,
  type StoredOrder,
} from '@cutshop/domain';
import { CookieJar, fetchWith, placeOrder, putStatus, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { seedOrders } from './support/orders-seed';

const NOW = new Date();
const DAY = 86_400_000;

forEachDatabase('GET /api/orders/summary', (database) => {
  let server: TestServer;
  let jar: CookieJar;
  let orders: StoredOrder[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
    // About 100 days, so ranges cross several months.
    orders = await seedOrders(server, { count: 90, days: 100, now: NOW });
  });
  afterAll(() => server?.stop());

  async function summary(query: string): Promise<OrderSummary> {
    const response = await fetchWith(server, jar, `/api/orders/summary${query}`);
    expect(response.status, query).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return orderSummarySchema.parse(await response.json());
  }

  /** Counts worked out the obvious way from the seeded orders. */
  function countsOf(keep: (order: StoredOrder) => boolean): OrderSummary['counts'] {
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
    for (const order of orders.filter(keep)) counts[order.status] = (counts[order.status] ?? 0) + 1;
    return counts as OrderSummary['counts'];
  }

  /** The list's total for one status and the same date filter. */
  async function listTotal(status: string, filters: string): Promise<number> {
    const query = `filter=status||$in||${status}${filters ? `&${filters}` : ''}&limit=1`;
    const response = await fetchWith(server, jar, `/api/orders/?${query}`);
    return ((await response.json()) as { total: number }).total;
  }

  /** The SQL statements one request runs against the orders and their counters. */
  async function statementsOf(query: string): Promise<string[]> {
    const seen: string[] = [];
    const listener = (data: { sql: string }) => seen.push(data.sql);
    server.db.on('query', listener);
    try {
      await summary(query);
    } finally {
      server.db.removeListener('query', listener);
    }
    return seen.filter((sql) => /order_counts|[`"]orders[`"]/.test(sql));
  }

  it('needs an admin session', async () => {
    const response = await fetchWith(server, new CookieJar(), '/api/orders/summary');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Sign in first: this needs an admin session',
        // Every error answer names its request (the id on the request's log lines).
        requestId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
      },
    });
  });

  it('counts every order per status without a range', async () => {
    const answer = await summary('');
    expect(answer.counts).toEqual(countsOf(() => true));
    expect(answer.revision).toBeGreaterThan(0);
  });

  it('counts the admin screen date ranges as the list totals them', async () => {
    for (const choice of ['today', 'yesterday', 'week', 'month'] as const) {
      const date = dateRangeFor(choice, NOW);
      const [from = '', to = ''] = date.split('|');
      const query = buildListQuery(orderSummaryQuery(date));
      const answer = await summary(`?${query}`);
      expect(answer.counts, choice).toEqual(
        countsOf((order) => order.updatedAt >= from && order.updatedAt <= to),
      );
      for (const status of ORDER_STATUSES) {
        expect(await listTotal(status, query), `${choice} ${status}`).toBe(answer.counts[status]);
      }
    }
  });

  it('counts any range: part days, open ends, across months, $gt and $lt', async () => {
    const at = (daysAgo: number, hour = 0) =>
      new Date(Math.floor(NOW.getTime() / DAY) * DAY - daysAgo * DAY + hour * 3_600_000);
    const ranges: [string, (order: StoredOrder) => boolean][] = [];
    const between = (from: Date, until: Date) => {
      const [f, u] = [from.toISOString(), until.toISOString()];
      ranges.push([
        `filter=updatedAt||$gte||${f}&filter=updatedAt||$lt||${u}`,
        (o) => o.updatedAt >= f && o.updatedAt < u,
      ]);
    };
    between(at(95), at(3));
    between(at(80, 7), at(20, 15));
    between(at(40, 2), at(39, 22));
    between(at(10, 13), at(9, 2));
    between(at(62), at(31));
    const middle = orders[40] as StoredOrder;
    const t = middle.updatedAt;
    ranges.push([`filter=updatedAt||$gt||${t}`, (o) => o.updatedAt > t]);
    ranges.push([`filter=updatedAt||$lte||${t}`, (o) => o.updatedAt <= t]);
    ranges.push([
      `filter=updatedAt||$gte||${at(50).toISOString()}`,
      (o) => o.updatedAt >= at(50).toISOString(),
    ]);
    ranges.push([
      `filter=updatedAt||$lt||${at(33, 5).toISOString()}`,
      (o) => o.updatedAt < at(33, 5).toISOString(),
    ]);
    for (const [query, keep] of ranges) {
      const answer = await summary(`?${query}`);
      expect(answer.counts, query).toEqual(countsOf(keep));
      expect(await listTotal('Approved', query), query).toBe(answer.counts.Approved);
    }
    // The indexed form the list's query builder can write reads the same.
    const indexed = `filter[0]=updatedAt||$gte||${at(62).toISOString()}&filter[1]=updatedAt||$lt||${at(31).toISOString()}`;
    expect(await summary(`?${indexed}`)).toEqual(await summary(`?${ranges[4]?.[0] ?? ''}`));
  });

  it('answers zero everywhere for a range no order can be in', async () => {
    const answer = await summary(
      `?filter=updatedAt||$gte||${NOW.toISOString()}&filter=updatedAt||$lt||2020-01-01`,
    );
    expect(answer.counts).toEqual(countsOf(() => false));
    expect(answer.revision).toBe((await summary('')).revision);
  });

  it('reads only the counters, in one statement, for no range and whole-day ranges', async () => {
    expect(await statementsOf('')).toHaveLength(1);
    const month = buildListQuery(orderSummaryQuery(dateRangeFor('month', NOW)));
    const [statement, ...more] = await statementsOf(`?${month}`);
    expect(more).toEqual([]);
    expect(statement).toMatch(/order_counts/);
    // A range that starts inside a day counts that part day from the index: one more statement.
    const partDay = `?filter=updatedAt||$gte||${new Date(NOW.getTime() - 3.5 * DAY).toISOString()}`;
    expect(await statementsOf(partDay)).toHaveLength(2);
  });

  it('moves the revision on every new order and status change, not on reads or refusals', async () => {
    const before = await summary('');
    const order = await placeOrder(server);
    const placed = await summary('');
    expect(placed.revision).toBe(before.revision + 1);
    expect(placed.counts.Pending).toBe(before.counts.Pending + 1);

    const approved = await putStatus(server, jar, order, 'Approved');
    expect(approved.status).toBe(200);
    const changed = await summary('');
    expect(changed.revision).toBe(placed.revision + 1);
    expect(changed.counts).toMatchObject({
      Pending: before.counts.Pending,
      Approved: before.counts.Approved + 1,
    });

    // A stale copy and a move the status machine refuses change nothing.
    expect((await putStatus(server, jar, order, 'Approved')).status).toBe(409);
    expect(
      (await putStatus(server, jar, (await approved.json()) as StoredOrder, 'Pending')).status,
    ).toBe(409);
    await fetchWith(server, jar, `/api/orders/${order.uuid}`);
    expect(await summary('')).toEqual(changed);
  });

  it('refuses anything but a date filter with the list 400', async () => {
    const bad = [
      'filter=status||$in||Pending',
      'filter=uuid||$cont||abcde',
      'filter=updatedAt||$gte||yesterday',
      'filter=updatedAt||$like||2026-01-01',
      'sort=updatedAt,DESC',
      'limit=15',
      'page=2',
      'colour=red',
    ];
    for (const query of bad) {
      const response = await fetchWith(server, jar, `/api/orders/summary?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(Object.keys(body), query).toEqual(['error']);
      expect(body.error.code, query).toBe('invalid_list_query');
      expect(body.error.message, query).not.toBe('');
    }
  });

  it('leaves the order routes as they were: "summary" is not taken for a uuid', async () => {
    const unknown = await fetchWith(
      server,
      jar,
      '/api/orders/6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f',
    );
    expect(unknown.status).toBe(404);
    const history = await fetchWith(server, jar, '/api/orders/summary/history');
    expect(history.status).toBe(404);
  });
});
