import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { LruMap, OrderPageCache } from '../src/repositories/orders/list-caches';
import { nextUpdateTime } from '../src/repositories/orders/orders-repository';
import { insertOrdersDirectly, recountOrders } from '../src/testing';
import { fetchWith, placeOrder, putStatus, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

interface ListAnswer {
  data: StoredOrder[];
  total: number;
}

describe('the list caches', () => {
  it('drop the least recently used entry first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
    expect(map.size).toBe(2);
  });

  it('answer a page only at the revision and page it was written at', () => {
    const pages = new OrderPageCache();
    const body = Buffer.from('{"data":[]}');
    pages.set('key', 7, 1, body);
    expect(pages.get('key', 7, 1)).toBe(body);
    expect(pages.get('key', 8, 1)).toBeUndefined();
    expect(pages.get('key', 7, 2)).toBeUndefined();
  });

  it('rely on update times that strictly increase', () => {
    const last = '2026-11-22T10:00:00.000Z';
    expect(nextUpdateTime(last, new Date('2026-11-22T10:00:05.000Z'))).toBe(
      '2026-11-22T10:00:05.000Z',
    );
    expect(nextUpdateTime(last, new Date(last))).toBe('2026-11-22T10:00:00.001Z');
    expect(nextUpdateTime(last, new Date('2026-11-22T09:59:00.000Z'))).toBe(
      '2026-11-22T10:00:00.001Z',
    );
  });
});

forEachDatabase('two apps in one process', (database) => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestServer({ database }),
      startTestServer({ database }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  it('keep list caches of their own', async () => {
    expect(first.services.orderListCaches).not.toBe(second.services.orderListCaches);
    // One order each: both databases are now at the same revision, so a page cache shared
    // between the apps would answer the second with the first one's page.
    const ours = await placeOrder(first);
    const theirs = await placeOrder(second);
    const list = async (server: TestServer) => {
      const response = await fetchWith(server, await signIn(server), '/api/orders/?limit=15');
      expect(response.status).toBe(200);
      return (await response.json()) as ListAnswer;
    };
    expect((await list(first)).data.map((order) => order.uuid)).toEqual([ours.uuid]);
    expect((await list(second)).data.map((order) => order.uuid)).toEqual([theirs.uuid]);
    expect(first.services.orderListCaches.json.size).toBe(1);
    expect(second.services.orderListCaches.json.size).toBe(1);
  });
});

forEachDatabase('@cutshop/bff/testing', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });

  afterAll(async () => {
    await server.stop();
  });

  /** Each counter's value: the sum of its slots (docs/decisions/0006-counter-slots.md). */
  const counters = async () =>
    (
      (await server
        .db('order_counts')
        .select('grain', 'period', 'status')
        .sum({ n: 'order_count' })
        .whereNot('grain', 'revision')
        .groupBy('grain', 'period', 'status')
        .orderBy(['grain', 'period', 'status'])) as Record<string, unknown>[]
    )
      .filter((row) => Number(row.n) !== 0)
      .map(
        (row) =>
          `${String(row.grain)}|${String(row.period)}|${String(row.status)}=${Number(row.n)}`,
      );
  const revision = async () =>
    Number(
      (
        (
          await server.db('order_counts').where({ grain: 'revision' }).sum({ n: 'order_count' })
        )[0] as {
          n: unknown;
        }
      ).n,
    );

  it('recounts the counters exactly as the repository keeps them, and moves the revision', async () => {
    const jar = await signIn(server);
    const order = await placeOrder(server);
    await placeOrder(server);
    expect((await putStatus(server, jar, order, 'Approved')).status).toBe(200);
    const kept = await counters();
    const before = await revision();
    await recountOrders(server.db);
    expect(await counters()).toEqual(kept);
    expect(await revision()).toBe(before + 1);
  });

  it('loads orders in bulk that the list shows once recounted', async () => {
    await server.resetData();
    const template = await placeOrder(server);
    const copies = ['0a', '0b'].map((suffix) => ({
      ...template,
      uuid: `${template.uuid.slice(0, -2)}${suffix}`,
    }));
    await insertOrdersDirectly(server.db, copies);
    await recountOrders(server.db);
    const response = await fetchWith(server, await signIn(server), '/api/orders/?limit=15');
    expect(((await response.json()) as ListAnswer).total).toBe(3);
  });
});
