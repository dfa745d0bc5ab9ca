import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MOVES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { dialectOf } from '@cutshop/migrations/dialects';
import {
  applyCountChanges,
  COUNTER_SLOTS,
  mergeCountChanges,
  revisionOfOrders,
} from '../src/repositories/orders/order-counts';
import { compactOrderCounts } from '../src/repositories/orders/counter-compaction';
import { fetchWith, placeOrder, putStatus, signIn, type CookieJar } from './support/admin-session';
import { validOrder } from './support/orders-fixture';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

/** Concurrent writers, each placing this many orders and changing statuses as it goes. */
const WRITERS = 8;
const ORDERS_PER_WRITER = 50;

/** A small deterministic generator, so a failing run can be repeated. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Each counter's value (the sum of its slots), keyed 'grain|period|status', zeros left out. */
async function counterSums(server: TestServer): Promise<Record<string, number>> {
  const rows = (await server
    .db('order_counts')
    .select('grain', 'period', 'status')
    .sum({ n: 'order_count' })
    .whereNot('grain', 'revision')
    .groupBy('grain', 'period', 'status')) as {
    grain: string;
    period: string;
    status: string;
    n: unknown;
  }[];
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.n) !== 0)
      .map((row) => [`${row.grain}|${row.period}|${row.status}`, Number(row.n)]),
  );
}

/** The same counters worked out with COUNT(*) over the orders. */
async function countedFromOrders(server: TestServer): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  const grains = [
    ['all', "''"],
    ['month', 'SUBSTR(updated_at, 1, 7)'],
    ['day', 'SUBSTR(updated_at, 1, 10)'],
  ] as const;
  for (const [grain, period] of grains) {
    const rows = (await server
      .db('orders')
      .select('status', server.db.raw(`${period} AS period`))
      .count({ n: '*' })
      .groupBy('status', 'period')) as { status: string; period: string; n: unknown }[];
    for (const row of rows) counted[`${grain}|${row.period}|${row.status}`] = Number(row.n);
  }
  return counted;
}

describe('counter changes', () => {
  it('merge into one change per counter in key order, dropping those that cancel out', () => {
    expect(
      mergeCountChanges([
        { grain: 'day', period: '2026-11-24', status: 'Pending', order_count: -1 },
        { grain: 'all', period: '', status: 'Pending', order_count: -1 },
        { grain: 'all', period: '', status: 'Approved', order_count: 1 },
        { grain: 'all', period: '', status: 'Pending', order_count: 1 },
        { grain: 'revision', period: '', status: '', order_count: 1 },
        { grain: 'day', period: '2026-11-24', status: 'Pending', order_count: -1 },
      ]),
    ).toEqual([
      { grain: 'all', period: '', status: 'Approved', order_count: 1 },
      { grain: 'day', period: '2026-11-24', status: 'Pending', order_count: -2 },
      { grain: 'revision', period: '', status: '', order_count: 1 },
    ]);
  });
});

forEachDatabase('order counters under concurrent writers', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ORDER_RATE_LIMIT: '100000' } });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());

  /** Places orders and moves a random one of its own orders on after most of them. */
  async function writer(seed: number): Promise<StoredOrder[]> {
    const random = generator(seed);
    const mine: StoredOrder[] = [];
    for (let index = 0; index < ORDERS_PER_WRITER; index += 1) {
      const placed = await server.postOrder(validOrder());
      expect(placed.status).toBe(201);
      mine.push((await placed.json()) as StoredOrder);
      const movable = mine.filter((order) => STATUS_MOVES[order.status].length > 0);
      const order = movable[Math.floor(random() * movable.length)];
      if (order === undefined || random() < 0.2) continue;
      const moves = STATUS_MOVES[order.status];
      const to = moves[Math.floor(random() * moves.length)] as OrderStatus;
      const response = await putStatus(server, jar, order, to, to === 'Rejected' ? 'No' : '');
      expect(response.status).toBe(200);
      mine[mine.indexOf(order)] = (await response.json()) as StoredOrder;
    }
    return mine;
  }

  it('stay equal to a count of the orders, in the list total and the summary too', async () => {
    const revisionBefore = await revisionOfOrders(server.db);
    const written = (
      await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index + 1)))
    ).flat();
    expect(written).toHaveLength(WRITERS * ORDERS_PER_WRITER);

    const counted = await countedFromOrders(server);
    expect(await counterSums(server)).toEqual(counted);
    const byStatus: Record<string, number> = {};
    for (const order of written) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    for (const [status, n] of Object.entries(byStatus)) expect(counted[`all||${status}`]).toBe(n);

    const list = await fetchWith(server, jar, '/api/orders/?limit=1');
    expect(((await list.json()) as { total: number }).total).toBe(WRITERS * ORDERS_PER_WRITER);
    const summary = await fetchWith(server, jar, '/api/orders/summary');
    const { counts } = (await summary.json()) as { counts: Record<string, number> };
    expect(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))).toEqual(byStatus);

    // One revision step per insert and per status change.
    const changes = written.reduce((sum, order) => sum + order.version, 0);
    expect(await revisionOfOrders(server.db)).toBe(revisionBefore + changes);
  }, 120_000);

  it('spread the writers over the slots of their database', async () => {
    const slots = (await server.db('order_counts').distinct('slot').where('grain', 'revision')) as {
      slot: unknown;
    }[];
    const used = slots.map((row) => Number(row.slot));
    const available = COUNTER_SLOTS[dialectOf(server.db)];
    expect(used.every((slot) => slot >= 0 && slot < available)).toBe(true);
    // About 700 changes (400 inserts and their status changes) over 64 slots on MariaDB: all
    // or nearly all of them used; the one slot of SQLite.
    if (database === 'mysql') expect(used.length).toBeGreaterThanOrEqual(56);
    else expect(used).toEqual([0]);
  });
});

forEachDatabase('folding the slots of finished periods', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  const NOW = new Date('2026-11-24T12:00:00.000Z');
  const day = (period: string, status: OrderStatus, n: number) => ({
    grain: 'day' as const,
    period,
    status,
    order_count: n,
  });
  const month = (period: string, status: OrderStatus, n: number) => ({
    grain: 'month' as const,
    period,
    status,
    order_count: n,
  });

  async function slotRows(): Promise<string[]> {
    const rows = (await server
      .db('order_counts')
      .whereNot('grain', 'revision')
      .orderBy(['grain', 'period', 'status', 'slot'])) as Record<string, unknown>[];
    return rows.map(
      (row) =>
        `${String(row.grain)}|${String(row.period)}|${String(row.status)}|${Number(row.slot)}=${Number(row.order_count)}`,
    );
  }

  it('sums past days and months into the base slot and leaves current ones alone', async () => {
    await server.resetData();
    await applyCountChanges(server.db, [day('2026-11-23', 'Pending', 2)], 0);
    await applyCountChanges(
      server.db,
      [day('2026-11-23', 'Pending', 3), month('2026-10', 'Approved', 4)],
      5,
    );
    await applyCountChanges(
      server.db,
      [day('2026-11-23', 'Pending', -1), day('2026-11-24', 'Pending', 1)],
      9,
    );
    await applyCountChanges(server.db, [month('2026-11', 'Pending', 1)], 9);
    await applyCountChanges(
      server.db,
      [{ grain: 'revision', period: '', status: '', order_count: 7 }],
      3,
    );
    const sumsBefore = await counterSums(server);

    expect(await compactOrderCounts(server.db, NOW)).toBe(3);
    expect(await slotRows()).toEqual([
      'day|2026-11-23|Pending|0=4',
      'day|2026-11-24|Pending|9=1',
      'month|2026-10|Approved|0=4',
      'month|2026-11|Pending|9=1',
    ]);
    expect(await counterSums(server)).toEqual(sumsBefore);
    expect(await revisionOfOrders(server.db)).toBe(7);
    // Nothing left to fold.
    expect(await compactOrderCounts(server.db, NOW)).toBe(0);
  });

  it('drops a finished counter whose slots cancel out', async () => {
    await server.resetData();
    await applyCountChanges(server.db, [day('2026-11-20', 'To Cut', 1)], 2);
    await applyCountChanges(server.db, [day('2026-11-20', 'To Cut', -1)], 4);
    expect(await compactOrderCounts(server.db, NOW)).toBe(2);
    expect(await slotRows()).toEqual([]);
  });

  it('happens after a deep page is read, so its start is found from one row per day', async () => {
    const jar = await signIn(server);
    const template = await placeOrder(server);
    await server.resetData();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // 700 orders yesterday, written through the repository: past the offset a page is sought
    // from the counters at.
    const orders = await server.services.repositories.transaction(async (tx) => {
      const placed: string[] = [];
      for (let index = 0; index < 700; index += 1) {
        const uuid = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
        const at = `${yesterday}T10:00:00.${String(index % 1000).padStart(3, '0')}Z`;
        await tx.orders.insert({ ...template, uuid, createdAt: at, updatedAt: at });
        placed.push(uuid);
      }
      return placed;
    });
    expect(orders).toHaveLength(700);
    // Another slot for the same finished day, as a second writer would have left it.
    await applyCountChanges(server.db, [day(yesterday, 'Pending', 1)], 0);
    await applyCountChanges(server.db, [day(yesterday, 'Pending', -1)], COUNTER_SLOTS.mysql - 1);
    const unfolded = await server
      .db('order_counts')
      .where({ grain: 'day', period: yesterday })
      .whereNot('slot', 0);
    expect(unfolded.length).toBeGreaterThan(0);

    const response = await fetchWith(server, jar, '/api/orders/?limit=15&page=45');
    const page = (await response.json()) as { data: StoredOrder[]; total: number };
    expect(page.total).toBe(700);
    expect(page.data.map((order) => order.uuid)).toEqual(
      [...orders].reverse().slice(44 * 15, 45 * 15),
    );
    const deadline = Date.now() + 5_000;
    let left = unfolded.length;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      left = (
        await server
          .db('order_counts')
          .where({ grain: 'day', period: yesterday })
          .whereNot('slot', 0)
      ).length;
    }
    expect(left).toBe(0);
    expect(await counterSums(server)).toEqual(await countedFromOrders(server));
  });
});
