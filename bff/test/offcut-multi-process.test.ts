import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { usedStockOffcuts, type CuttingPlan } from '@cutshop/domain/production';
import { CookieJar, storedPart } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase } from './support/harness';
import { validOrder } from './support/orders-fixture';
import {
  call,
  openShared,
  sharedDatabase,
  shopEnv,
  startServerProcess,
  type ServerProcess,
} from './support/server-processes';

/*
 * Two server processes over one database fixing cutting plans at once
 * (docs/decisions/0012-offcut-stock.md, "Several processes"): every order wants the same stock
 * offcuts (the sample order's plan lays parts on the first order's 1026 x 1482 and 559 x 290
 * COL-1 offcuts and its 2780 x 1451 FIN-21 one), one plan gets them, the others are made again
 * with what is left; no offcut is ever in two fixed plans.
 */

/** Orders moved to To Cut at once, half through each process. */
const AT_ONCE = 4;

forEachDatabase('Offcut stock over two server processes', (database) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Knex;
  let folder = '';
  let drop = async () => {};

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cutshop-offcut-processes-'));
    const shared = await sharedDatabase(database, folder);
    drop = shared.drop;
    const env = shopEnv(shared.url, folder);
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    db = openShared(shared.url);
  }, 90_000);
  afterAll(async () => {
    await db?.destroy();
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
    await rm(folder, { recursive: true, force: true });
  }, 30_000);

  it('never lays two fixed plans on one offcut', async () => {
    const jar = new CookieJar();
    const login = await call(a, jar, '/api/users/login', {
      method: 'POST',
      json: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);

    const place = async (server: ServerProcess): Promise<StoredOrder> => {
      const response = await call(server, new CookieJar(), '/api/orders/', {
        method: 'POST',
        json: validOrder(),
      });
      expect(response.status).toBe(201);
      return storedPart(await response.json());
    };
    const move = async (server: ServerProcess, uuid: string, status: string) => {
      const read = await call(server, jar, `/api/orders/${uuid}`);
      const { version } = (await read.json()) as StoredOrder;
      return call(server, jar, `/api/orders/${uuid}`, {
        method: 'PUT',
        json: { status, message: '', version },
      });
    };

    const first = await place(a);
    expect((await move(a, first.uuid, 'Approved')).status).toBe(200);
    expect((await move(a, first.uuid, 'To Cut')).status).toBe(200);
    const stocked = await db('offcuts').whereNull('taken_by').whereNull('removed_at');
    expect(stocked).toHaveLength(7);

    const orders: { server: ServerProcess; order: StoredOrder }[] = [];
    for (let n = 0; n < AT_ONCE; n += 1) {
      const server = n % 2 === 0 ? a : b;
      const order = await place(server);
      expect((await move(server, order.uuid, 'Approved')).status).toBe(200);
      orders.push({ server, order });
    }
    // Each preview counts on the same three offcuts.
    const previews = new Set<string>();
    for (const { server, order } of orders) {
      const preview = (await (
        await call(server, jar, `/api/orders/${order.uuid}/cutting-plan`)
      ).json()) as CuttingPlan;
      previews.add(usedStockOffcuts(preview).join(','));
    }
    expect(previews.size).toBe(1);
    const wanted = [...previews][0]!.split(',');
    expect(wanted).toHaveLength(3);

    const answers = await Promise.all(
      orders.map(({ server, order }) => move(server, order.uuid, 'To Cut')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));

    const rows = (await db('order_cutting_plans').select('order_uuid', 'plan')) as {
      order_uuid: string;
      plan: unknown;
    }[];
    expect(rows).toHaveLength(AT_ONCE + 1);
    const fixed = rows.map((row) => ({
      uuid: row.order_uuid,
      plan: (typeof row.plan === 'string' ? JSON.parse(row.plan) : row.plan) as CuttingPlan,
    }));
    const used = fixed.flatMap(({ plan }) => usedStockOffcuts(plan));
    expect(new Set(used).size).toBe(used.length);
    // One plan got the three offcuts every preview wanted; the others were made again.
    const winners = fixed.filter(({ plan }) =>
      wanted.every((id) => usedStockOffcuts(plan).includes(id)),
    );
    expect(winners).toHaveLength(1);
    for (const { uuid, plan } of fixed) {
      for (const id of usedStockOffcuts(plan)) {
        const row = (await db('offcuts')
          .where({ id: Number(id.slice(3)) })
          .first('taken_by')) as { taken_by: string };
        expect(row.taken_by, id).toBe(uuid);
      }
    }
    const taken = await db('offcuts').whereNotNull('taken_by');
    expect(taken).toHaveLength(used.length);
    // Every order's outputs read its fixed plan, through either process.
    for (const { order } of orders) {
      const viaB = (await (
        await call(b, jar, `/api/orders/${order.uuid}/cutting-plan`)
      ).json()) as CuttingPlan;
      const mine = fixed.find((entry) => entry.uuid === order.uuid)!;
      expect(viaB).toEqual(mine.plan);
    }
  }, 60_000);
});
