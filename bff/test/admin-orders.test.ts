import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import {
  CookieJar,
  fetchWith,
  placeOrder,
  putStatus,
  signIn,
  storedPart,
} from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith } from './support/orders-fixture';

/** docs/product.md §4: the only moves an admin can make. */
const ALLOWED: readonly [OrderStatus, OrderStatus][] = [
  ['Pending', 'Approved'],
  ['Pending', 'Rejected'],
  ['Approved', 'To Cut'],
  ['To Cut', 'To Deliver'],
];
/** How an order gets to each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Approved: ['Approved'],
  'To Cut': ['Approved', 'To Cut'],
  'To Deliver': ['Approved', 'To Cut', 'To Deliver'],
  Rejected: ['Rejected'],
};

interface ErrorBody {
  error: { code: string; message: string };
}

forEachDatabase('Orders for admins', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  /** An order placed by a customer and moved along to `status`. */
  async function orderIn(status: OrderStatus): Promise<StoredOrder> {
    let order = await placeOrder(server);
    for (const next of PATH_TO[status]) {
      const response = await putStatus(server, jar, order, next, next === 'Rejected' ? 'No' : '');
      expect(response.status).toBe(200);
      order = storedPart(await response.json());
    }
    return order;
  }

  it('refuses every admin endpoint without a session', async () => {
    const order = await placeOrder(server);
    const anonymous = new CookieJar();
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ['/api/orders/', {}],
      ['/api/orders', {}],
      [`/api/orders/${order.uuid}`, {}],
      [`/api/orders/${order.uuid}`, { method: 'PUT', json: { ...order, status: 'Approved' } }],
      [`/api/orders/${order.uuid}/history`, {}],
    ];
    for (const [pathname, init] of calls) {
      const response = await fetchWith(server, anonymous, pathname, init);
      expect(response.status, pathname).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
    }
    expect((await server.services.repositories.orders.findByUuid(order.uuid))?.status).toBe(
      'Pending',
    );
  });

  it('reads one order, 404 for an unknown one', async () => {
    const order = await placeOrder(server);
    const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ...order, price: null });
    for (const uuid of ['6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f', 'not-a-uuid']) {
      const missing = await fetchWith(server, jar, `/api/orders/${uuid}`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as ErrorBody).error.code).toBe('order_not_found');
    }
    const history = await fetchWith(
      server,
      jar,
      '/api/orders/6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f/history',
    );
    expect(history.status).toBe(404);
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    'a move from %s to %s is allowed only as docs/product.md §4 says',
    async (from, to) => {
      const order = await orderIn(from);
      const response = await putStatus(server, jar, order, to, to === 'Rejected' ? 'Too big' : '');
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      if (allowed) {
        expect(response.status).toBe(200);
        const updated = storedPart(await response.json());
        expect(updated).toMatchObject({ uuid: order.uuid, status: to, version: order.version + 1 });
        expect(updated.updatedAt > order.updatedAt).toBe(true);
        expect(await server.services.repositories.orders.findByUuid(order.uuid)).toEqual(updated);
      } else {
        expect(response.status).toBe(409);
        const { error } = (await response.json()) as ErrorBody;
        expect(error.code).toBe('invalid_status_move');
        expect(error.message).toContain(`"${from}"`);
        const stored = await server.services.repositories.orders.findByUuid(order.uuid);
        expect(stored).toEqual(order);
      }
    },
  );

  it('takes only the status and the rejection message from the body', async () => {
    const order = await placeOrder(server);
    const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
      method: 'PUT',
      json: {
        ...order,
        status: 'Rejected',
        message: '  Sizes outside what we cut  ',
        name: 'Renamed',
        notes: 'Changed',
        customer: { ...order.customer, email: 'attacker@example.com' },
        cabinets: [],
      },
    });
    expect(response.status).toBe(200);
    const updated = storedPart(await response.json());
    expect(updated).toEqual({
      ...order,
      status: 'Rejected',
      message: 'Sizes outside what we cut',
      version: 2,
      updatedAt: updated.updatedAt,
    });

    // The message belongs to rejections: another move keeps the order's (empty) one.
    const other = await placeOrder(server);
    const approved = await putStatus(server, jar, other, 'Approved', 'ignored');
    expect(((await approved.json()) as StoredOrder).message).toBe('');
  });

  it('refuses a body without the version read, or with a bad status', async () => {
    const order = await placeOrder(server);
    const { version: _version, updatedAt: _updatedAt, ...withoutVersion } = order;
    const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
      method: 'PUT',
      json: { ...withoutVersion, status: 'Approved' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'version' }] },
    });
    const unknown = await putStatus(server, jar, order, 'Shipped');
    expect(unknown.status).toBe(409);
    expect(((await unknown.json()) as ErrorBody).error.message).toContain(
      '"Shipped" is not an order status',
    );
    const tooLong = await putStatus(server, jar, order, 'Rejected', 'x'.repeat(2001));
    expect(tooLong.status).toBe(400);
  });

  it('refuses a change based on a stale copy: 409, nothing overwritten', async () => {
    const order = await placeOrder(server);
    expect((await putStatus(server, jar, order, 'Approved')).status).toBe(200);
    // The same (now stale) copy again, with another move.
    const stale = await putStatus(server, jar, order, 'Rejected', 'Too late');
    expect(stale.status).toBe(409);
    const { error } = (await stale.json()) as ErrorBody;
    expect(error.code).toBe('stale_order');
    expect(error.message).toMatch(/changed by someone else/);
    expect((await server.services.repositories.orders.findByUuid(order.uuid))?.status).toBe(
      'Approved',
    );
  });

  it('refuses a body with the updatedAt read but not the version: 400, nothing changed', async () => {
    const order = await placeOrder(server);
    const { version: _version, ...byTime } = order;
    const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
      method: 'PUT',
      json: { ...byTime, status: 'Approved' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'version' }] },
    });
    expect(await server.services.repositories.orders.findByUuid(order.uuid)).toEqual(order);
  });

  it('lets exactly one of two concurrent changes of one version through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(server);
      const [first, second] = await Promise.all([
        putStatus(server, jar, order, 'Approved'),
        putStatus(server, jar, order, 'Rejected', 'Duplicate'),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const history = await server.db('order_status_history').where({ order_uuid: order.uuid });
      expect(history).toHaveLength(1);
    }
  });

  it('records every change, readable oldest first', async () => {
    const order = await orderIn('To Deliver');
    const response = await fetchWith(server, jar, `/api/orders/${order.uuid}/history`);
    expect(response.status).toBe(200);
    const history = (await response.json()) as {
      orderUuid: string;
      from: string;
      to: string;
      message: string;
      admin: { id: number; email: string };
      changedAt: string;
    }[];
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      ['Pending', 'Approved'],
      ['Approved', 'To Cut'],
      ['To Cut', 'To Deliver'],
    ]);
    const adminId = Number(
      (await server.db('users').where({ email: TEST_ADMIN.email }).first())?.id,
    );
    for (const entry of history) {
      expect(entry).toMatchObject({
        orderUuid: order.uuid,
        message: '',
        admin: { id: adminId, email: TEST_ADMIN.email },
      });
      expect(entry.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const times = history.map((entry) => entry.changedAt);
    expect([...times].sort()).toEqual(times);
    expect(history.at(-1)?.changedAt).toBe(order.updatedAt);

    const rejected = await placeOrder(server);
    await putStatus(server, jar, rejected, 'Rejected', 'Grain direction impossible');
    const rejection = (await (
      await fetchWith(server, jar, `/api/orders/${rejected.uuid}/history`)
    ).json()) as { message: string }[];
    expect(rejection).toMatchObject([
      { from: 'Pending', to: 'Rejected', message: 'Grain direction impossible' },
    ]);
  });

  it('keeps an order out of To Cut while its plan cannot place a part, unless a reason is given', async () => {
    // A custom finish of 500 x 400 mm: the sample's two 600 x 720 base cabinets have doors about
    // 716 mm high, longer than the sheet's 500 mm, so the plan cannot place them.
    const body = orderWith((order) => {
      order.material = [
        {
          id: null,
          name: 'Offcut',
          x: 500,
          y: 400,
          z: 18,
          grain: false,
          custom: true,
          color: 1,
          unit: 'mm',
          materialType: 'finish',
        },
      ];
    });
    const placed = await server.postOrder(body);
    expect(placed.status).toBe(201);
    let order = storedPart(await placed.json());
    order = storedPart(await (await putStatus(server, jar, order, 'Approved')).json());
    const plan = (await (
      await fetchWith(server, jar, `/api/orders/${order.uuid}/cutting-plan`)
    ).json()) as { totals: { unplaced: number } };
    expect(plan.totals.unplaced).toBeGreaterThan(0);

    const refused = await putStatus(server, jar, order, 'To Cut');
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as ErrorBody & { unplaced: number };
    expect(answer.error.code).toBe('parts_unplaced');
    expect(answer.unplaced).toBe(plan.totals.unplaced);
    expect(
      storedPart(await (await fetchWith(server, jar, `/api/orders/${order.uuid}`)).json()),
    ).toMatchObject({ status: 'Approved', version: order.version });

    const overridden = await putStatus(
      server,
      jar,
      order,
      'To Cut',
      'Doors cut from a spare board',
    );
    expect(overridden.status).toBe(200);
    const history = (await (
      await fetchWith(server, jar, `/api/orders/${order.uuid}/history`)
    ).json()) as { to: string; message: string }[];
    expect(history.at(-1)).toMatchObject({ to: 'To Cut', message: 'Doors cut from a spare board' });
  });

  it('queues an e-mail to the customer on every status change: Approved, To Cut, To Deliver, Rejected', async () => {
    const delivered = await orderIn('To Deliver');
    const rejected = await placeOrder(server);
    await putStatus(server, jar, rejected, 'Rejected', 'We do not cut 2 m doors');
    const emails = await server
      .db('email_outbox')
      .whereIn('reference', [delivered.uuid, rejected.uuid])
      .orderBy('id')
      .select('kind', 'reference', 'recipient', 'subject', 'text_body');
    expect(
      emails.map((email) => [
        email.reference === delivered.uuid ? 'delivered' : 'rejected',
        email.kind,
      ]),
    ).toEqual([
      ['delivered', 'order_confirmation'],
      ['delivered', 'order_status_approved'],
      ['delivered', 'order_status_to_cut'],
      ['delivered', 'order_status_to_deliver'],
      ['rejected', 'order_confirmation'],
      ['rejected', 'order_status_rejected'],
    ]);
    for (const email of emails) expect(email.recipient).toBe('maria.lopez@example.com');
    const rejection = emails.find((email) => email.kind === 'order_status_rejected');
    expect(rejection?.text_body).toContain('Reason: We do not cut 2 m doors');
    expect(rejection?.subject).toContain(rejected.uuid.split('-').at(-1));
    const ready = emails.find((email) => email.kind === 'order_status_to_deliver');
    expect(ready?.text_body).toContain('ready for delivery');
    const cutting = emails.find((email) => email.kind === 'order_status_to_cut');
    expect(cutting?.text_body).toContain('Your order is in the cutting queue');
  });

  it('keeps every change later than the one before, even within a millisecond', async () => {
    let order = await placeOrder(server);
    for (const next of ['Approved', 'To Cut', 'To Deliver'] as const) {
      const response = await putStatus(server, jar, order, next);
      const updated = storedPart(await response.json());
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(order.updatedAt));
      order = updated;
    }
  });
});
