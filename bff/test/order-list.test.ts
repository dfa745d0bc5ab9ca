import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildListQuery, dateRangeFor, orderListQuery, type StoredOrder } from '@cutshop/domain';
import { fetchWith, signIn } from './support/admin-session';
import type { CookieJar } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { seedOrders, sortOrders } from './support/orders-seed';

interface ListAnswer {
  data: StoredOrder[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

const NOW = new Date();

forEachDatabase('GET /api/orders/: the list query', (database) => {
  let server: TestServer;
  let jar: CookieJar;
  let orders: StoredOrder[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
    orders = await seedOrders(server, { count: 60, days: 45, now: NOW });
  });
  afterAll(() => server?.stop());

  async function list(query: string): Promise<ListAnswer> {
    const response = await fetchWith(server, jar, `/api/orders/?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as ListAnswer;
  }

  async function refused(query: string): Promise<{ code: string; message: string }> {
    const response = await fetchWith(server, jar, `/api/orders/?${query}`);
    expect(response.status, query).toBe(400);
    return ((await response.json()) as { error: { code: string; message: string } }).error;
  }

  /** What the server should answer, worked out from the seeded orders. */
  function expected(
    keep: (order: StoredOrder) => boolean,
    { field = 'updatedAt', descending = true, page = 1, limit = 15 } = {},
  ) {
    const all = sortOrders(orders.filter(keep), field as 'updatedAt' | 'createdAt', descending);
    return {
      uuids: all.slice((page - 1) * limit, page * limit).map((order) => order.uuid),
      total: all.length,
      pageCount: Math.ceil(all.length / limit),
    };
  }

  function expectPage(answer: ListAnswer, want: ReturnType<typeof expected>, page = 1) {
    expect(answer.data.map((order) => order.uuid)).toEqual(want.uuids);
    expect(answer).toMatchObject({
      count: want.uuids.length,
      total: want.total,
      page,
      pageCount: want.pageCount,
    });
  }

  it('answers newest change first, 15 a page, in the stored-order shape', async () => {
    const answer = await list('');
    expectPage(
      answer,
      expected(() => true),
    );
    const stored = await server.services.repositories.orders.findByUuid(answer.data[0]?.uuid ?? '');
    // With what the customer pays: none here (the shop has no price list).
    expect(answer.data[0]).toEqual({ ...stored, total: null, currency: null });
  });

  it('filters by status with $in (all five is everything) and $eq', async () => {
    expectPage(
      await list('filter=status||$in||Pending,Approved,To Cut,To Deliver,Rejected'),
      expected(() => true),
    );
    expectPage(
      await list('filter=status||$in||Approved,Rejected'),
      expected((o) => o.status === 'Approved' || o.status === 'Rejected'),
    );
    expectPage(
      await list('filter=status||$eq||To%20Cut'),
      expected((o) => o.status === 'To Cut'),
    );
    expectPage(
      await list('filter=status||$in||Pending&filter=status||$eq||Approved'),
      expected(() => false),
    );
  });

  it('finds by uuid: contains, in any case, and equals', async () => {
    const target = orders[17] as StoredOrder;
    const tail = target.uuid.slice(-8);
    expectPage(
      await list(`filter=uuid||$cont||${tail.toUpperCase()}`),
      expected((o) => o.uuid.includes(tail)),
    );
    expectPage(
      await list(`filter=uuid||$eq||${target.uuid}`),
      expected((o) => o.uuid === target.uuid),
    );
    // Characters no uuid has match nothing (and reach no SQL LIKE).
    expectPage(
      await list('filter=uuid||$cont||%25_x'),
      expected(() => false),
    );
  });

  it('filters by update time with $gte, $lte, $gt and $lt', async () => {
    const middle = sortOrders(orders, 'updatedAt', true)[20] as StoredOrder;
    const t = middle.updatedAt;
    expectPage(
      await list(`filter=updatedAt||$gte||${t}`),
      expected((o) => o.updatedAt >= t),
    );
    expectPage(
      await list(`filter=updatedAt||$gt||${t}`),
      expected((o) => o.updatedAt > t),
    );
    expectPage(
      await list(`filter=updatedAt||$lte||${t}`),
      expected((o) => o.updatedAt <= t),
    );
    expectPage(
      await list(`filter=updatedAt||$lt||${t}`),
      expected((o) => o.updatedAt < t),
    );
  });

  it('combines status and the admin screen date ranges (whole UTC days)', async () => {
    for (const choice of ['today', 'yesterday', 'week', 'month'] as const) {
      const [from = '', to = ''] = dateRangeFor(choice, NOW).split('|');
      for (const status of ['', 'Approved'] as const) {
        const query = buildListQuery(
          orderListQuery({ uuid: '', status, date: `${from}|${to}` }, 1),
        );
        expectPage(
          await list(query),
          expected(
            (o) =>
              o.updatedAt >= from && o.updatedAt <= to && (status === '' || o.status === status),
          ),
        );
      }
    }
  });

  it('combines a range that cuts days in two with status and uuid filters', async () => {
    const from = new Date(NOW.getTime() - 20.5 * 86_400_000).toISOString();
    const to = new Date(NOW.getTime() - 3.25 * 86_400_000).toISOString();
    const inRange = (o: StoredOrder) => o.updatedAt >= from && o.updatedAt < to;
    expectPage(
      await list(
        `filter=updatedAt||$gte||${from}&filter=updatedAt||$lt||${to}&filter=status||$in||Pending,To Deliver`,
      ),
      expected((o) => inRange(o) && (o.status === 'Pending' || o.status === 'To Deliver')),
    );
    expectPage(
      await list(
        `filter=updatedAt||$gte||${from}&filter=updatedAt||$lt||${to}&filter=uuid||$cont||a`,
      ),
      expected((o) => inRange(o) && o.uuid.includes('a')),
    );
  });

  it('sorts by update or creation time either way, with createdAt ranges', async () => {
    expectPage(
      await list('sort=updatedAt,ASC'),
      expected(() => true, { descending: false }),
    );
    expectPage(
      await list('sort=createdAt,DESC'),
      expected(() => true, { field: 'createdAt' }),
    );
    const t = (sortOrders(orders, 'createdAt', true)[30] as StoredOrder).createdAt;
    expectPage(
      await list(`filter=createdAt||$lt||${t}&sort=createdAt,ASC&limit=10&page=2`),
      expected((o) => o.createdAt < t, {
        field: 'createdAt',
        descending: false,
        limit: 10,
        page: 2,
      }),
      2,
    );
  });

  it('pages: limit up to 100, page from 1, totals and page counts right', async () => {
    for (const [limit, page] of [
      [7, 1],
      [7, 9],
      [100, 1],
      [25, 3],
    ] as const) {
      expectPage(
        await list(`limit=${limit}&page=${page}`),
        expected(() => true, { limit, page }),
        page,
      );
    }
    const past = await list('page=50');
    expect(past).toEqual({ data: [], count: 0, total: 60, page: 50, pageCount: 4 });
  });

  it('takes the indexed filter[N] form too, URL-encoded or not', async () => {
    const want = expected((o) => o.status === 'Approved' || o.status === 'Pending', {
      limit: 5,
      page: 2,
    });
    const raw = 'filter[0]=status||$in||Approved,Pending&sort[0]=updatedAt,DESC&limit=5&page=2';
    expectPage(await list(raw), want, 2);
    expectPage(
      await list(encodeURI(raw).replace(/\[/g, '%5B').replace(/\]/g, '%5D').replace(/\|/g, '%7C')),
      want,
      2,
    );
    expectPage(
      await list(
        buildListQuery(
          {
            filters: [{ field: 'status', operator: '$in', value: ['Approved', 'Pending'] }],
            limit: 5,
            page: 2,
          },
          { style: 'indexed' },
        ),
      ),
      want,
      2,
    );
  });

  it('refuses anything outside the grammar or the whitelist, naming the bad part', async () => {
    const cases: [string, RegExp][] = [
      ['filter=notes||$cont||Kitchen', /Unknown filter field "notes"/],
      ['filter=name||$eq||Kitchen', /Operator "\$eq" is not allowed on "name"/],
      ['filter=status||$like||Pending', /Unknown operator "\$like"/],
      ['filter=status||$cont||Pend', /Operator "\$cont" is not allowed on "status"/],
      ['filter=status||$in||Pending,Shipped', /Invalid value "Shipped" for "status"/],
      ['filter=updatedAt||$gte||yesterday', /Invalid value "yesterday" for "updatedAt"/],
      ['filter=updatedAt||$eq||2026-01-01', /Operator "\$eq" is not allowed on "updatedAt"/],
      ['filter=status', /Malformed filter "status"/],
      ['sort=customer,ASC', /Cannot sort by "customer"/],
      ['sort=updatedAt,UP', /Unknown sort order "UP"/],
      ['limit=101', /"limit" must be a whole number from 1 to 100/],
      ['limit=0', /"limit" must be a whole number/],
      ['page=0', /"page" must be a whole number/],
      ['page=two', /"page" must be a whole number/],
      ['offset=30', /Unknown list query parameter "offset"/],
      [
        'filter=status||$eq||Pending&filter[0]=status||$eq||Pending',
        /either "filter=" or "filter\[N\]="/,
      ],
    ];
    for (const [query, message] of cases) {
      const error = await refused(query);
      expect(error.code, query).toBe('invalid_list_query');
      expect(error.message, query).toMatch(message);
    }
  });
});
