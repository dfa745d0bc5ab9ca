import {
  apiErrorBodySchema,
  buildListQuery,
  dateRangeFor,
  ORDER_STATUSES,
  orderHistorySchema,
  orderListPageSchema,
  orderListQuery,
  orderSummaryQuery,
  orderSummarySchema,
  storedOrderSchema,
  type OrderListFilters,
  type StoredOrder,
} from '@cutshop/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_COUNT,
  adminMockOrders,
  adminScenarios,
  resetAdminMockState,
  signOutMockAdmin,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-03-15T10:30:00.000Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAdminMockState({ now: NOW, signedIn: true }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = (path: string) => fetch(`${ORIGIN}${path}`);

async function list(filters: OrderListFilters, page = 1) {
  const response = await get(`/api/orders/?${buildListQuery(orderListQuery(filters, page))}`);
  expect(response.status).toBe(200);
  return orderListPageSchema.parse(await response.json());
}

function put(order: StoredOrder, change: Record<string, unknown>) {
  return fetch(`${ORIGIN}/api/orders/${order.uuid}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...order, ...change }),
  });
}

const ALL: OrderListFilters = { uuid: '', status: '', date: '' };
const byStatus = (orders: StoredOrder[], status: string) =>
  orders.filter((order) => order.status === status);

describe('the fixture orders', () => {
  it('are stored orders in every status, each with its own uuid and a spread of times', () => {
    const orders = adminMockOrders();
    expect(orders).toHaveLength(ADMIN_ORDER_COUNT);
    for (const order of orders) storedOrderSchema.parse(order);
    expect(new Set(orders.map((order) => order.uuid)).size).toBe(ADMIN_ORDER_COUNT);
    for (const status of ORDER_STATUSES) expect(byStatus(orders, status).length).toBe(9);
    const [today = ''] = dateRangeFor('today', NOW).split('|');
    const [monthAgo = ''] = dateRangeFor('month', NOW).split('|');
    expect(orders.filter((order) => order.updatedAt >= today).length).toBeGreaterThan(3);
    expect(orders.filter((order) => order.updatedAt < monthAgo).length).toBeGreaterThan(3);
  });
});

describe('GET /api/orders/', () => {
  it('pages through every order newest first, with count, total and pageCount', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await list(ALL, page);
      expect(answer).toMatchObject({ total: ADMIN_ORDER_COUNT, page, pageCount: 3 });
      expect(answer.count).toBe(answer.data.length);
      expect(answer.count).toBe(page <= 3 ? 15 : 0);
      seen.push(...answer.data.map((order) => order.uuid));
    }
    expect(seen).toEqual(adminMockOrders().map((order) => order.uuid));
  });

  it('filters by status, uuid and the date choices as the screen sends them', async () => {
    const orders = adminMockOrders();
    const approved = await list({ ...ALL, status: 'Approved' });
    expect(approved.data.map((o) => o.uuid)).toEqual(
      byStatus(orders, 'Approved').map((o) => o.uuid),
    );
    expect(approved).toMatchObject({ total: 9, count: 9, pageCount: 1 });

    const target = orders[20] as StoredOrder;
    const tail = target.uuid.split('-').at(-1) ?? '';
    const found = await list({ ...ALL, uuid: tail.toUpperCase() });
    expect(found.data.map((o) => o.uuid)).toEqual([target.uuid]);

    for (const choice of ['today', 'yesterday', 'week', 'month'] as const) {
      const date = dateRangeFor(choice, NOW);
      const [from = '', to = ''] = date.split('|');
      const answer = await list({ ...ALL, date });
      const want = orders.filter((o) => o.updatedAt >= from && o.updatedAt <= to);
      expect(answer.total, choice).toBe(want.length);
      expect(answer.data.map((o) => o.uuid)).toEqual(want.slice(0, 15).map((o) => o.uuid));
    }
  });

  it('sorts by createdAt ascending and limits the page when asked', async () => {
    const response = await get('/api/orders/?sort=createdAt,ASC&limit=5&page=2');
    const answer = orderListPageSchema.parse(await response.json());
    const want = [...adminMockOrders()].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.uuid < b.uuid ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
    );
    expect(answer.data.map((o) => o.uuid)).toEqual(want.slice(5, 10).map((o) => o.uuid));
    expect(answer).toMatchObject({ count: 5, total: ADMIN_ORDER_COUNT, page: 2, pageCount: 9 });
  });

  it('refuses a query outside the grammar with the server 400', async () => {
    for (const query of ['filter=status||$like||x', 'limit=500', 'sort=name,ASC', 'colour=red']) {
      const response = await get(`/api/orders/?${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('invalid_list_query');
    }
  });

  it('answers 401 without a session, and the list scenarios', async () => {
    signOutMockAdmin();
    expect((await get('/api/orders/')).status).toBe(401);
    resetAdminMockState({ now: NOW, signedIn: true });
    server.use(...adminScenarios['admin-list-error']);
    const failed = await get('/api/orders/');
    expect(failed.status).toBe(500);
    expect(apiErrorBodySchema.parse(await failed.json()).error.code).toBe('internal_error');
    server.resetHandlers();
    server.use(...adminScenarios['admin-network-error']);
    await expect(get('/api/orders/')).rejects.toThrow();
    await expect(get('/api/orders/summary')).rejects.toThrow();
  });
});

describe('GET /api/orders/summary', () => {
  it('counts per status for all time and a date choice, with the revision', async () => {
    const orders = adminMockOrders();
    const all = orderSummarySchema.parse(await (await get('/api/orders/summary')).json());
    for (const status of ORDER_STATUSES) expect(all.counts[status]).toBe(9);
    const date = dateRangeFor('week', NOW);
    const [from = '', to = ''] = date.split('|');
    const week = orderSummarySchema.parse(
      await (await get(`/api/orders/summary?${buildListQuery(orderSummaryQuery(date))}`)).json(),
    );
    for (const status of ORDER_STATUSES) {
      const inWeek = byStatus(orders, status).filter(
        (o) => o.updatedAt >= from && o.updatedAt <= to,
      );
      expect(week.counts[status], status).toBe(inWeek.length);
      expect((await list({ ...ALL, status, date })).total).toBe(inWeek.length);
    }
    expect(week.revision).toBe(all.revision);
    const refused = await get('/api/orders/summary?page=2');
    expect(refused.status).toBe(400);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('invalid_list_query');
  });
});

describe('one order', () => {
  it('reads an order and its history; 404 with the server body for an unknown one', async () => {
    const rejected = byStatus(adminMockOrders(), 'Rejected')[0] as StoredOrder;
    const order = storedOrderSchema.parse(await (await get(`/api/orders/${rejected.uuid}`)).json());
    expect(order).toEqual(rejected);
    expect(order.message).not.toBe('');
    const history = orderHistorySchema.parse(
      await (await get(`/api/orders/${rejected.uuid.toUpperCase()}/history`)).json(),
    );
    expect(history).toMatchObject([
      { from: 'Pending', to: 'Rejected', message: order.message, changedAt: order.updatedAt },
    ]);
    const uuid = '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f';
    for (const path of [`/api/orders/${uuid}`, `/api/orders/${uuid}/history`]) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        error: { code: 'order_not_found', message: `There is no order ${uuid}` },
      });
    }
  });

  it('moves a status as the status machine allows, with history, revision and version', async () => {
    const pending = byStatus(adminMockOrders(), 'Pending')[0] as StoredOrder;
    const before = orderSummarySchema.parse(await (await get('/api/orders/summary')).json());
    const response = await put(pending, { status: 'Approved', version: pending.version });
    expect(response.status).toBe(200);
    const approved = storedOrderSchema.parse(await response.json());
    expect(approved).toMatchObject({ status: 'Approved', version: pending.version + 1 });
    expect(approved.updatedAt > pending.updatedAt).toBe(true);
    expect((await list(ALL)).data[0]?.uuid).toBe(pending.uuid);
    const after = orderSummarySchema.parse(await (await get('/api/orders/summary')).json());
    expect(after.revision).toBe(before.revision + 1);
    expect(after.counts).toMatchObject({ Pending: 8, Approved: 10 });
    const history = orderHistorySchema.parse(
      await (await get(`/api/orders/${pending.uuid}/history`)).json(),
    );
    expect(history).toEqual([
      {
        orderUuid: pending.uuid,
        from: 'Pending',
        to: 'Approved',
        message: '',
        admin: { id: 1, email: 'admin@localhost' },
        changedAt: approved.updatedAt,
      },
    ]);

    const stale = await put(pending, { status: 'Rejected', message: 'No' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: {
        code: 'stale_order',
        message:
          `Order ${pending.uuid} was changed by someone else since you read it (it is now ` +
          `version ${approved.version}, updated ${approved.updatedAt}): reload it and try again`,
      },
    });
    const backwards = await put(approved, { status: 'Pending' });
    expect(backwards.status).toBe(409);
    expect(apiErrorBodySchema.parse(await backwards.json()).error).toEqual({
      code: 'invalid_status_move',
      message:
        'Cannot move an order from "Approved" to "Pending": from "Approved" it may only go to "To Cut"',
    });
    const noVersion = await put(approved, {
      status: 'To Cut',
      version: undefined,
      updatedAt: undefined,
    });
    expect(noVersion.status).toBe(400);
    expect(apiErrorBodySchema.parse(await noVersion.json()).error.code).toBe('validation_failed');
    // The updatedAt read is no stand-in for the version: the stale check compares versions only.
    const byTime = await put(approved, { status: 'To Cut', version: undefined });
    expect(byTime.status).toBe(400);
    expect(apiErrorBodySchema.parse(await byTime.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'version' }],
    });
    expect((await get('/api/orders/summary').then((r) => r.json())) as unknown).toEqual(after);
  });

  it('keeps the rejection reason, and answers 401 without a session', async () => {
    const pending = byStatus(adminMockOrders(), 'Pending')[1] as StoredOrder;
    const response = await put(pending, { status: 'Rejected', message: '  Too big  ' });
    expect(storedOrderSchema.parse(await response.json())).toMatchObject({
      status: 'Rejected',
      message: 'Too big',
    });
    signOutMockAdmin();
    for (const call of [
      get(`/api/orders/${pending.uuid}`),
      get(`/api/orders/${pending.uuid}/history`),
      get('/api/orders/summary'),
      put(pending, { status: 'Approved' }),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(401);
      expect(apiErrorBodySchema.parse(await answer.json()).error.code).toBe('unauthorized');
    }
  });
});
