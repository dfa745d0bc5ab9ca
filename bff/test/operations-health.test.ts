import net from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_TIMINGS } from '../src/runtime';
import {
  databasesUnderTest,
  eventually,
  forEachDatabase,
  startTestServer,
  type TestServer,
} from './support/harness';
import { mysqlDatabase, parseAnswer, rawConnection } from './operations-support';

interface Pool {
  max: number;
}
type Connection = object;
interface Client {
  pool: Pool;
  acquireConnection(): Promise<Connection>;
  releaseConnection(connection: Connection): Promise<void>;
}

/** Lends out every connection of the pool: the database then answers nobody in time. */
async function exhaustPool(db: Knex): Promise<() => Promise<void>> {
  const client = db.client as Client;
  const held = await Promise.all(
    Array.from({ length: client.pool.max }, () => client.acquireConnection()),
  );
  return async () => {
    for (const connection of held) await client.releaseConnection(connection);
  };
}

forEachDatabase('health and readiness', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('GET /api/health: 200 ok, never cached, naming the process', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-process-id')).toBe(String(process.pid));
  });

  it('GET /api/ready: 200 while the database answers', async () => {
    const response = await server.fetch('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ready: 503 when the database does not answer in time, health stays 200', async () => {
    const release = await exhaustPool(server.db);
    try {
      const started = performance.now();
      const response = await server.fetch('/api/ready');
      const waitedMs = performance.now() - started;
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('not_ready');
      expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
      expect(response.headers.get('retry-after')).toBe('5');
      // It waited for the readiness timeout, and not much longer.
      expect(waitedMs).toBeGreaterThanOrEqual(OPERATIONS_TIMINGS.readyTimeoutMs - 50);
      expect(waitedMs).toBeLessThan(OPERATIONS_TIMINGS.readyTimeoutMs * 3);
      expect((await server.fetch('/api/health')).status).toBe(200);
    } finally {
      await release();
    }
    expect((await server.fetch('/api/ready')).status).toBe(200);
  });
});

/** A TCP relay to MySQL that the test can take down and bring back on the same port. */
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

if (databasesUnderTest().includes('mysql')) {
  describe('readiness when the MySQL server goes away [mysql]', () => {
    it('answers 503 while the database server is unreachable, 200 once it is back', async () => {
      const own = await mysqlDatabase();
      const target = new URL(own.url);
      const relay = await relayTo(target);
      const viaRelay = new URL(own.url);
      viaRelay.host = `127.0.0.1:${relay.port()}`;
      const server = await startTestServer({
        database: 'mysql',
        env: { DATABASE_URL: viaRelay.toString() },
      });
      try {
        expect((await server.fetch('/api/ready')).status).toBe(200);
        await relay.down();
        const response = await server.fetch('/api/ready');
        expect(response.status).toBe(503);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'not_ready',
        );
        expect((await server.fetch('/api/health')).status).toBe(200);
        await relay.up();
        await eventually(async () =>
          (await server.fetch('/api/ready')).status === 200 ? true : undefined,
        );
      } finally {
        await relay.down();
        await server.stop();
        await own.drop();
      }
    });
  });
}

forEachDatabase('readiness while shutting down', (database) => {
  it('answers ready 503, health 200 and any other new request 503 with Connection: close', async () => {
    const server = await startTestServer({ database });
    try {
      // Connections opened before the shutdown, each with a request begun but not finished.
      const begun = await Promise.all(
        ['/api/ready', '/api/health', '/api/categories/'].map(async (pathname) => {
          const connection = await rawConnection(server.baseUrl);
          connection.socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
          return connection;
        }),
      );
      // Let the server read the first bytes of each request.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closed = server.close();
      for (const connection of begun) connection.socket.write('\r\n');
      const [ready, health, categories] = await Promise.all(
        begun.map(async (connection) => {
          await connection.closed;
          return parseAnswer(connection.received());
        }),
      );
      expect(ready?.status).toBe(503);
      expect(JSON.parse(ready?.body ?? '')).toMatchObject({ error: { code: 'not_ready' } });
      expect(health?.status).toBe(200);
      expect(categories?.status).toBe(503);
      expect(categories?.headers.connection).toBe('close');
      expect(JSON.parse(categories?.body ?? '')).toMatchObject({
        error: { code: 'shutting_down', requestId: categories?.headers['x-request-id'] },
      });
      await closed;
    } finally {
      await server.stop();
    }
  });
});
