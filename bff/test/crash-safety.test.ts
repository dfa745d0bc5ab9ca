import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { forEachDatabase } from './support/harness';
import { validOrder } from './support/orders-fixture';
import {
  openShared,
  sharedDatabase,
  shopEnv,
  startServerProcess,
  type ServerProcess,
} from './support/server-processes';

/** The shape of the run: clients posting at once, kills, and when each kill may come. */
const CRASH_RUN = {
  clients: 4,
  kills: 3,
  /** A kill comes at a random moment this long after the server is up. */
  killAfterMs: { least: 150, most: 700 },
  /** Posting goes on this long after the last restart. */
  settleMs: 300,
  /** A client waits this long after a refused connection before trying the next order. */
  retryPauseMs: 100,
} as const;

interface Attempt {
  key: string;
  status: number | null;
  uuid: string | null;
}

function post(server: ServerProcess, key: string): Promise<Response> {
  return server.fetch('/api/orders/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(validOrder()),
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase('Crash safety', (database) => {
  it('keeps every order that got a 201 through SIGKILLs, and retries make no duplicate', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cutshop-crash-'));
    const shared = await sharedDatabase(database, folder);
    const env = shopEnv(shared.url, folder);
    let server = await startServerProcess(env);
    const attempts: Attempt[] = [];
    let posting = true;
    const client = async () => {
      while (posting) {
        const attempt: Attempt = { key: randomUUID(), status: null, uuid: null };
        attempts.push(attempt);
        try {
          const response = await post(server, attempt.key);
          attempt.status = response.status;
          if (response.status === 201)
            attempt.uuid = ((await response.json()) as { uuid: string }).uuid;
        } catch {
          // The process died under the request, or was not listening yet.
          await pause(CRASH_RUN.retryPauseMs);
        }
      }
    };
    const db = openShared(shared.url);
    try {
      const clients = Array.from({ length: CRASH_RUN.clients }, client);
      const { least, most } = CRASH_RUN.killAfterMs;
      for (let kill = 0; kill < CRASH_RUN.kills; kill += 1) {
        await pause(least + Math.random() * (most - least));
        expect(await server.stop('SIGKILL')).toBeNull();
        server = await startServerProcess(env);
      }
      await pause(CRASH_RUN.settleMs);
      posting = false;
      await Promise.all(clients);

      // Any answer that came was a 201: a crash shows as a broken connection, never a 5xx.
      const answered = attempts.filter((attempt) => attempt.status !== null);
      expect(answered.every((attempt) => attempt.status === 201)).toBe(true);
      const created = answered.filter((attempt) => attempt.uuid !== null);
      const failed = attempts.filter((attempt) => attempt.status === null);
      expect(created.length).toBeGreaterThan(0);
      expect(failed.length).toBeGreaterThan(0);

      const stored = new Set((await db('orders').pluck('uuid')) as string[]);
      for (const attempt of created) expect(stored.has(attempt.uuid ?? '')).toBe(true);

      // Retried with its key, a request whose answer was lost gets one order, never two; a
      // request that had its 201 gets the same order again. Each key is retried once, by as
      // many clients at once as posted before.
      const retries = [...failed, ...created];
      const retryClient = async () => {
        for (let attempt = retries.shift(); attempt; attempt = retries.shift()) {
          const response = await post(server, attempt.key);
          expect(response.status).toBe(201);
          const { uuid } = (await response.json()) as { uuid: string };
          if (attempt.uuid !== null) expect(uuid).toBe(attempt.uuid);
        }
      };
      await Promise.all(Array.from({ length: CRASH_RUN.clients }, retryClient));
      const count = await db('orders').count({ n: '*' });
      expect(Number(count[0]?.n)).toBe(attempts.length);
    } finally {
      posting = false;
      await server.stop();
      await db.destroy();
      await shared.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
