import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { SESSION_CHECK_MAX_AGE_MS } from '../src/services/auth/active-sessions';
import { CookieJar } from './support/admin-session';
import { TEST_ADMIN, eventually, forEachDatabase, type DatabaseKind } from './support/harness';
import { validOrder } from './support/orders-fixture';
import {
  call,
  openShared,
  sharedDatabase,
  shopEnv,
  startServerProcess,
  type ServerProcess,
} from './support/server-processes';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { Redis } from 'ioredis';

async function signIn(server: ServerProcess): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await call(server, jar, '/api/users/login', {
    method: 'POST',
    json: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(response.status).toBe(200);
  return jar;
}

async function placeOrder(server: ServerProcess): Promise<StoredOrder> {
  const response = await server.fetch('/api/orders/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validOrder()),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as StoredOrder;
}

interface ListPage {
  data: { uuid: string; status: string }[];
  total: number;
}

async function firstPage(server: ServerProcess, jar: CookieJar): Promise<ListPage> {
  const response = await call(server, jar, '/api/orders/?limit=10&page=1');
  expect(response.status).toBe(200);
  return (await response.json()) as ListPage;
}

/**
 * Asks for reset links for one new e-mail through A and B in turn: three per e-mail and hour
 * (AUTH_RATE_LIMITS.rememberPerAccount), counted together, so the fourth is refused by either.
 */
async function expectSharedResetLimit(shop: { a: ServerProcess; b: ServerProcess }) {
  const username = `limit-${Date.now()}@shop.example.test`;
  const remember = (server: ServerProcess) =>
    call(server, new CookieJar(), '/api/users/remember', { method: 'POST', json: { username } });
  expect((await remember(shop.a)).status).toBe(200);
  expect((await remember(shop.b)).status).toBe(200);
  expect((await remember(shop.a)).status).toBe(200);
  expect((await remember(shop.b)).status).toBe(429);
  expect((await remember(shop.a)).status).toBe(429);
  return username;
}

/** A shop run by two server processes, A and B, over one database, mailing to one SMTP peer. */
function twoProcesses(database: DatabaseKind, extraEnv: Record<string, string> = {}) {
  const shop = {} as {
    a: ServerProcess;
    b: ServerProcess;
    db: Knex;
    smtp: SmtpPeer;
  };
  let folder = '';
  let drop = async () => {};
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cutshop-two-processes-'));
    const shared = await sharedDatabase(database, folder);
    drop = shared.drop;
    shop.smtp = await startSmtpPeer();
    const env = shopEnv(shared.url, folder, { SMTP_URL: shop.smtp.url, ...extraEnv });
    // One after the other: the first migrates and seeds, the second finds it done.
    shop.a = await startServerProcess(env);
    shop.b = await startServerProcess(env);
    shop.db = openShared(shared.url);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([shop.a?.stop(), shop.b?.stop()]);
    await shop.db?.destroy();
    await shop.smtp?.close();
    await drop();
    await rm(folder, { recursive: true, force: true });
  }, 30_000);
  return shop;
}

forEachDatabase('Two server processes over one database', (database) => {
  const shop = twoProcesses(database);

  it('accepts a session from one on the other, and a logout on one ends it on both', async () => {
    const jar = await signIn(shop.a);
    expect((await call(shop.b, jar.copy(), '/api/orders/')).status).toBe(200);
    // The refresh token is rotated by B and the new one works on A.
    expect((await call(shop.b, jar, '/api/users/refresh-tokens')).status).toBe(200);
    expect((await call(shop.a, jar.copy(), '/api/orders/')).status).toBe(200);

    const kept = jar.copy();
    expect((await call(shop.a, jar, '/api/users/logout')).status).toBe(200);
    // B answers "is this session on?" from a read at most SESSION_CHECK_MAX_AGE_MS old.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MAX_AGE_MS));
    expect((await call(shop.b, kept.copy(), '/api/orders/')).status).toBe(401);
    expect((await call(shop.b, kept.copy(), '/api/users/refresh-tokens')).status).toBe(401);
  });

  it('never shows a stale list page after a change made through the other', async () => {
    const jar = await signIn(shop.a);
    const [reader, writer] = [shop.b, shop.a];
    const rounds = 6;
    for (let round = 0; round < rounds; round += 1) {
      // Each process lists before and after the other changes something: a cached page of
      // either would show the old total or the old status.
      const [from, to] = round % 2 === 0 ? [writer, reader] : [reader, writer];
      const before = await firstPage(to, jar);
      const placed = await placeOrder(from);
      const afterInsert = await firstPage(to, jar);
      expect(afterInsert.total).toBe(before.total + 1);
      expect(afterInsert.data.some((order) => order.uuid === placed.uuid)).toBe(true);

      const read = await call(from, jar, `/api/orders/${placed.uuid}`);
      const order = (await read.json()) as StoredOrder;
      const put = await call(from, jar, `/api/orders/${placed.uuid}`, {
        method: 'PUT',
        json: { ...order, status: 'Approved', message: `round ${round}` },
      });
      expect(put.status).toBe(200);
      const afterChange = await firstPage(to, jar);
      expect(afterChange.total).toBe(before.total + 1);
      expect(afterChange.data.find((o) => o.uuid === placed.uuid)?.status).toBe('Approved');
    }
  });

  it('sends each queued e-mail exactly once with both mailers running', async () => {
    const unsentCount = async () =>
      Number((await shop.db('email_outbox').whereNull('sent_at').count({ n: '*' }))[0]?.n);
    // The confirmations of the orders placed before are out first.
    await eventually(async () => ((await unsentCount()) === 0 ? true : undefined), 20_000);
    const received = shop.smtp.received.length;
    const queuedDirectly = 150;
    const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
    for (let start = 0; start < queuedDirectly; start += 50) {
      await shop.db('email_outbox').insert(
        Array.from({ length: 50 }, (_, index) => ({
          kind: 'test',
          reference: `mail-${start + index}`,
          recipient: `reader${start + index}@example.com`,
          subject: `Mail ${start + index}`,
          text_body: 'Hello',
          html_body: '<p>Hello</p>',
          next_attempt_at: now,
          created_at: now,
        })),
      );
    }
    // Orders through both processes kick both mailers at once; each also queues a confirmation.
    const ordersEach = 10;
    await Promise.all(
      Array.from({ length: ordersEach }, () => [placeOrder(shop.a), placeOrder(shop.b)]).flat(),
    );
    const expected = queuedDirectly + 2 * ordersEach;
    await eventually(
      async () => (shop.smtp.received.length - received >= expected ? true : undefined),
      20_000,
    );
    // A little longer: a second copy, if any, would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = shop.smtp.received
      .slice(received)
      .map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? 'none');
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
    expect(await unsentCount()).toBe(0);
  }, 40_000);

  if (database === 'mysql') {
    it('counts a rate limit hit through one on the other (the rate_limits table)', async () => {
      const email = await expectSharedResetLimit(shop);
      // The table holds hashes, not the e-mail.
      const keys = (await shop.db('rate_limits').pluck('key')) as string[];
      expect(keys.some((key) => key.includes(email))).toBe(false);
      expect(keys.filter((key) => key.startsWith('remember-account:'))).toHaveLength(1);
    });
  }
});

/** The Redis database (0 to 15) this test empties and uses. */
const REDIS_TEST_DATABASE = 13;
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('Two server processes with REDIS_URL', () => {
    // A Redis database of its own, emptied first: the reset limit also counts per IP and hour,
    // and every earlier run within the hour came from the same 127.0.0.1.
    const isolated = new URL(redisUrl);
    isolated.pathname = `/${REDIS_TEST_DATABASE}`;
    beforeAll(async () => {
      const client = new Redis(isolated.toString(), { lazyConnect: true });
      await client.connect();
      await client.flushdb();
      await client.quit();
    });
    const shop = twoProcesses('sqlite', { REDIS_URL: isolated.toString() });

    it('counts a rate limit hit through one on the other (Redis)', async () => {
      await expectSharedResetLimit(shop);
    });
  });
}
