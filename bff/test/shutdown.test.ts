import { expect, it } from 'vitest';
import { createKnex } from '../src/db/connection';
import { parseDatabaseUrl } from '../src/db/database-url';
import { forEachDatabase, startTestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';
import {
  listeningUrl,
  mysqlDatabase,
  parseAnswer,
  processSetup,
  rawConnection,
  runServer,
} from './operations-support';

forEachDatabase('graceful shutdown', (database) => {
  it('finishes a request in flight, then refuses new connections and closes', async () => {
    const server = await startTestServer({ database });
    try {
      const body = new TextEncoder().encode(JSON.stringify(validOrder()));
      const half = Math.floor(body.length / 2);
      let sendRest: () => void = () => undefined;
      const restMayGo = new Promise<void>((resolve) => (sendRest = resolve));
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(body.slice(0, half));
          await restMayGo;
          controller.enqueue(body.slice(half));
          controller.close();
        },
      });
      const arrived = new Promise((resolve) => server.server.once('request', resolve));
      const inFlight = server.fetch('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body: stream,
        duplex: 'half',
      });
      await arrived;
      const closed = server.close();
      sendRest();

      const response = await inFlight;
      expect(response.status, server.logger.lines.join('\n')).toBe(201);
      await closed;
      await expect(fetch(`${server.baseUrl}/api/categories/`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});

/** Orders in flight when SIGTERM comes. */
const IN_FLIGHT = 3;

forEachDatabase('SIGTERM during load', (database) => {
  it('lets requests in flight finish, answers new ones 503 or refuses them, and exits 0', async () => {
    const mysql = database === 'mysql' ? await mysqlDatabase() : null;
    const setup = await processSetup(mysql?.url);
    const server = runServer({ ...setup.env, LOG_FORMAT: 'json' });
    try {
      const url = await listeningUrl(server);
      const body = Buffer.from(JSON.stringify(validOrder()));
      const half = Math.floor(body.length / 2);

      // Orders whose headers the server has taken (it said 100 Continue), half their body sent.
      const inFlight = await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          const connection = await rawConnection(url);
          connection.socket.write(
            'POST /api/orders/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
          );
          await connection.waitFor('100 Continue');
          connection.socket.write(body.subarray(0, half));
          return connection;
        }),
      );
      // A kept-alive connection that has begun its next request but not finished it.
      const keptAlive = await rawConnection(url);
      keptAlive.socket.write('GET /api/categories/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM received/);
      // A new connection is refused from now on.
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();

      keptAlive.socket.write('\r\n');
      for (const connection of inFlight) connection.socket.write(body.subarray(half));
      const answers = await Promise.all(
        inFlight.map(async (connection) => {
          await connection.closed;
          const raw = connection.received();
          return parseAnswer(raw.slice(raw.indexOf('HTTP/1.1', 1)));
        }),
      );
      expect(
        answers.map((answer) => answer.status),
        server.output(),
      ).toEqual(Array(IN_FLIGHT).fill(201));
      await keptAlive.closed;
      const refused = parseAnswer(keptAlive.received());
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('5');
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'shutting_down' } });

      expect(await server.exited, server.output()).toBe(0);
      // Every order that was answered 201 is stored.
      const uuids = answers.map((answer) => (JSON.parse(answer.body) as { uuid: string }).uuid);
      const db = createKnex(parseDatabaseUrl(setup.env.DATABASE_URL ?? ''));
      try {
        const stored = await db('orders').whereIn('uuid', uuids).count({ n: '*' });
        expect(Number(stored[0]?.n)).toBe(IN_FLIGHT);
      } finally {
        await db.destroy();
      }
    } finally {
      server.kill();
      await mysql?.drop();
      await setup.remove();
    }
  });
});
