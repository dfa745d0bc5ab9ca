import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostSelectorOf } from '../src/db/host-selector';
import { validOrder } from './support/orders-fixture';
import {
  createMysqlDatabase,
  databasesUnderTest,
  eventually,
  startTestServer,
  type TestServer,
} from './support/harness';

/*
 * A server whose DATABASE_URL names two hosts, on the one MySQL/MariaDB server of TEST_MYSQL_URL
 * reached through two TCP relays the test takes down and brings back: a plain server stands for
 * a cluster's node (docs/operations.md, "The server on a cluster"). The failover itself, on a
 * real Galera cluster, is tried by the node-loss test.
 */

/** A TCP relay to `target` on a port of its own, that can go down and come back on that port. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 3306), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  await up();
  return { port: () => port, up, down };
}

type Relay = Awaited<ReturnType<typeof relayTo>>;

// Runs where a MySQL server is given (TEST_MYSQL_URL; CI always gives one).
describe.runIf(databasesUnderTest().includes('mysql'))(
  'a server on two database hosts [mysql]',
  () => {
    let relays: Relay[];
    let server: TestServer;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const own = await createMysqlDatabase('cutshop_failover');
      drop = own.drop;
      const target = new URL(own.url);
      relays = [await relayTo(target), await relayTo(target)];
      const [first, second] = relays.map((relay) => `127.0.0.1:${relay.port()}`);
      const url = own.url.replace(target.host, `${first},${second}`);
      server = await startTestServer({ database: 'mysql', env: { DATABASE_URL: url } });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      for (const relay of relays ?? []) await relay.down();
      await drop?.();
    });

    const current = () => hostSelectorOf(server.db)?.current()?.port;
    const order = (key: string) => server.postOrder(validOrder(), { 'Idempotency-Key': key });
    const storedOrders = async () =>
      Number(((await server.db('orders').count({ n: '*' })) as { n: unknown }[])[0]?.n);

    it('uses the first host, and takes orders on the second while the first is gone', async () => {
      expect(current()).toBe(relays[0]?.port());
      expect((await order(randomUUID())).status).toBe(201);

      await relays[0]?.down();
      // Every order is taken: the first one's transaction finds its connection gone, the node
      // is probed, and the retry goes to the second host.
      const keys = Array.from({ length: 8 }, () => randomUUID());
      const answers = await Promise.all(keys.map((key) => order(key)));
      expect(answers.map((answer) => answer.status)).toEqual(keys.map(() => 201));
      expect(current()).toBe(relays[1]?.port());
      expect((await server.fetch('/api/ready')).status).toBe(200);
      expect(await storedOrders()).toBe(9);
    });

    it('answers 503 with Retry-After while no host is usable, and serves again once one is', async () => {
      await relays[1]?.down();
      const ready = await server.fetch('/api/ready');
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('not_ready');
      const refused = await order(randomUUID());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'database_unavailable',
      );
      expect(await storedOrders().catch(() => null)).toBeNull();

      // The first host comes back (within its cool-down: no other host is usable).
      await relays[0]?.up();
      await eventually(async () =>
        (await server.fetch('/api/ready')).status === 200 ? true : undefined,
      );
      expect((await order(randomUUID())).status).toBe(201);
      expect(current()).toBe(relays[0]?.port());
      expect(await storedOrders()).toBe(10);
    });
  },
);
