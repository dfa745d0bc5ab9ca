import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { insertOrdersDirectly, recountOrders } from '../src/testing';
import { fetchWith, placeOrder, signIn } from './support/admin-session';
import type { CookieJar } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { sortOrders } from './support/orders-seed';

interface ListAnswer {
  data: StoredOrder[];
  total: number;
  pageCount: number;
}

const CUSTOMERS = ['Ana García', 'Luis Ortega', 'ANA MARTIN', 'Pedro Anaya', 'Marta Ruiz'];
// Wildcards of LIKE in the names: a search must take them as the characters they are.
const ORDER_NAMES = ['Kitchen 2', 'Wall 1 Door', 'Door_1 50%', 'Floor 1', 'Unit 10 drawers'];
const NOW = Date.UTC(2026, 10, 20, 12);

/** Orders whose names and statuses vary, each 17 minutes apart; `index` keeps them apart. */
function variedOrders(template: StoredOrder, count: number, first = 0): StoredOrder[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    const time = new Date(NOW - index * 17 * 60_000).toISOString();
    return {
      ...template,
      uuid: randomUUID(),
      name: ORDER_NAMES[index % ORDER_NAMES.length] ?? '',
      customer: { ...template.customer, fullName: CUSTOMERS[(index * 3) % CUSTOMERS.length] ?? '' },
      status: ORDER_STATUSES[index % ORDER_STATUSES.length] ?? ('Pending' as OrderStatus),
      createdAt: time,
      updatedAt: time,
    };
  });
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

forEachDatabase('GET /api/orders/: search by customer and order name', (database) => {
  let server: TestServer;
  let jar: CookieJar;
  let orders: StoredOrder[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
    const template = await placeOrder(server);
    await server.resetData();
    orders = variedOrders(template, 40);
    // Through the repository, so the counters are kept as the server keeps them.
    await server.services.repositories.transaction(async (tx) => {
      for (const order of orders) await tx.orders.insert(order);
    });
  });
  afterAll(() => server?.stop());

  async function list(query: string): Promise<ListAnswer> {
    const response = await fetchWith(server, jar, `/api/orders/?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as ListAnswer;
  }

  function expectList(answer: ListAnswer, keep: (order: StoredOrder) => boolean, page = 1) {
    const all = sortOrders(orders.filter(keep), 'updatedAt', true);
    expect(answer.data.map((order) => order.uuid)).toEqual(
      all.slice((page - 1) * 5, page * 5).map((order) => order.uuid),
    );
    expect(answer.total).toBe(all.length);
    expect(answer.pageCount).toBe(Math.ceil(all.length / 5));
  }

  it('finds by the customer name it contains, in any case', async () => {
    for (const part of ['ana', 'ANA', 'Ortega', 'a ga']) {
      const query = `filter=customerName||$cont||${encodeURIComponent(part)}&limit=5`;
      const answer = await list(query);
      expect(answer.total, part).toBeGreaterThan(0);
      expectList(answer, (order) => contains(order.customer.fullName, part));
    }
  });

  it('finds by the order name, taking % and _ as the characters they are', async () => {
    for (const part of ['door', 'r_1', '0%', '1 5']) {
      const answer = await list(`filter=name||$cont||${encodeURIComponent(part)}&limit=5`);
      expectList(answer, (order) => contains(order.name, part));
    }
    // Without the escape, '_' and '%' would match "Floor 1" and "Unit 10 drawers" too.
    expect((await list(`filter=name||$cont||r_1&limit=5`)).total).toBe(8);
    expect((await list(`filter=name||$cont||${encodeURIComponent('0%')}&limit=5`)).total).toBe(8);
  });

  it('combines the names with status, uuid and pages, the total counted, not the counters', async () => {
    const keep = (order: StoredOrder) =>
      ['Pending', 'To Cut'].includes(order.status) &&
      contains(order.customer.fullName, 'an') &&
      contains(order.name, 'o');
    const query = 'filter=status||$in||Pending,To Cut&filter=customerName||$cont||an';
    expectList(await list(`${query}&filter=name||$cont||o&limit=5`), keep);
    expectList(await list(`${query}&filter=name||$cont||o&limit=5&page=2`), keep, 2);
    const target = orders[7] as StoredOrder;
    expectList(
      await list(`filter=uuid||$cont||${target.uuid.slice(0, 8)}&filter=name||$cont||ll 1&limit=5`),
      (order) => order.uuid.startsWith(target.uuid.slice(0, 8)) && contains(order.name, 'll 1'),
    );
    // Nothing found: an empty page, not the last page's orders from a cache.
    expectList(await list('filter=customerName||$cont||Nobody&limit=5'), () => false);
  });

  it('refuses a bad name search with the list query error, changing nothing', async () => {
    for (const query of [
      'filter=name||$eq||Kitchen',
      `filter=customerName||$cont||${'x'.repeat(101)}`,
      'filter=customer||$cont||Ana',
    ]) {
      const response = await fetchWith(server, jar, `/api/orders/?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = (await response.json()) as { error: { code: string } };
      expect(error.code, query).toBe('invalid_list_query');
    }
  });

  it('reads a search page and its total from the search index alone (the query plan)', async () => {
    // Enough orders that the planner weighs the indexes as it would on a real shop's table.
    const template = orders[0] as StoredOrder;
    for (let first = 40; first < 4040; first += 500) {
      await insertOrdersDirectly(server.db, variedOrders(template, 500, first));
    }
    await recountOrders(server.db);
    if (database === 'mysql') await server.db.raw('ANALYZE TABLE orders');
    else await server.db.raw('ANALYZE');

    const statements: { sql: string; bindings: Knex.RawBinding[] }[] = [];
    const record = (query: { sql: string; bindings?: Knex.RawBinding[] }) => {
      if (/ LIKE \? ESCAPE/i.test(query.sql)) {
        statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
      }
    };
    server.db.on('query', record);
    try {
      await list('filter=customerName||$cont||ortega&filter=name||$cont||door');
      await list('filter=status||$in||Pending&filter=customerName||$cont||ruiz');
    } finally {
      server.db.removeListener('query', record);
    }
    expect(statements.length).toBeGreaterThanOrEqual(2);

    for (const { sql, bindings } of statements) {
      if (database === 'sqlite') {
        const plan = (await server.db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)) as {
          detail: string;
        }[];
        const scans = plan.map((row) => row.detail).filter((detail) => /orders/.test(detail));
        expect(scans.join('\n'), sql).toMatch(/USING COVERING INDEX orders_search_index/);
        // No step reads the orders table itself (its JSON columns) or sorts in a temp b-tree.
        expect(
          scans.filter((detail) => /^SCAN orders$/.test(detail)),
          sql,
        ).toEqual([]);
        expect(plan.map((row) => row.detail).join('\n'), sql).not.toMatch(/TEMP B-TREE/);
      } else {
        const [rows] = (await server.db.raw(`EXPLAIN ${sql}`, bindings)) as [
          { table: string | null; key: string | null; Extra: string | null }[],
        ];
        const onOrders = rows.filter((row) => row.table === 'orders');
        expect(onOrders.length, sql).toBeGreaterThan(0);
        for (const row of onOrders) {
          expect(row.key, sql).toBe('orders_search_index');
          expect(row.Extra ?? '', sql).toMatch(/Using index/);
          expect(row.Extra ?? '', sql).not.toMatch(/filesort/);
        }
      }
    }
  });
});
