import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimitTable } from '../src/repositories/rate-limit-table';
import { LimitReachedError, storedKey } from '../src/services/rate-limits/rate-counter';
import {
  memoryRateLimitStore,
  mysqlRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../src/services/rate-limits/rate-limit-store';
import {
  databasesUnderTest,
  eventually,
  forEachDatabase,
  recordingLogger,
  startTestServer,
  type TestServer,
} from './support/harness';

/** Two stores as two processes would have them. */
interface StorePair {
  first: RateLimitStore;
  second: RateLimitStore;
  close(): Promise<void>;
}

const kinds: { name: string; open: () => Promise<StorePair> }[] = [
  {
    name: 'memory',
    open: () =>
      Promise.resolve({
        first: memoryRateLimitStore(),
        second: memoryRateLimitStore(),
        close: () => Promise.resolve(),
      }),
  },
];

if (databasesUnderTest().includes('mysql')) {
  let server: TestServer;
  kinds.push({
    name: 'mysql',
    async open() {
      server = await startTestServer({ database: 'mysql' });
      const { database } = server.config;
      if (database.kind !== 'mysql') throw new Error('expected a MySQL test server');
      const logger = recordingLogger();
      const table = createRateLimitTable(server.db, database.database);
      const first = mysqlRateLimitStore(table, logger);
      const second = mysqlRateLimitStore(table, logger);
      return {
        first,
        second,
        async close() {
          await first.close();
          await second.close();
          await server.stop();
        },
      };
    },
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  kinds.push({
    name: 'redis',
    async open() {
      const logger = recordingLogger();
      const first = redisRateLimitStore(redisUrl, logger);
      const second = redisRateLimitStore(redisUrl, logger);
      // Until its connection is ready a store counts in memory: wait until both reach Redis.
      const direct = new Redis(redisUrl);
      try {
        for (const store of [first, second]) {
          const name = `probe-${randomBytes(4).toString('hex')}`;
          const probe = store.counter(name, { points: 1_000, durationSeconds: 60 });
          await eventually(async () => {
            await probe.consume('x');
            return (await direct.exists(`${name}:${storedKey('x')}`)) === 1 ? true : undefined;
          });
        }
      } finally {
        direct.disconnect();
      }
      return {
        first,
        second,
        async close() {
          await first.close();
          await second.close();
        },
      };
    },
  });
}

const LIMIT = { points: 3, durationSeconds: 60 };

for (const kind of kinds) {
  describe(`Rate-limit store [${kind.name}]`, () => {
    let stores: StorePair;
    // Keys of their own per run: Redis keeps counts between runs.
    const prefix = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      stores = await kind.open();
    }, 60_000);
    afterAll(() => stores?.close());

    it('counts up to the limit, then refuses with the time left in the window', async () => {
      const counter = stores.first.counter(prefix('orders'), LIMIT);
      const remaining = [];
      for (let request = 1; request <= LIMIT.points; request += 1) {
        remaining.push((await counter.consume('203.0.113.7')).remainingPoints);
      }
      expect(remaining).toEqual([2, 1, 0]);
      const refused = await counter.consume('203.0.113.7').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LimitReachedError);
      const wait = (refused as LimitReachedError).retryAfterSeconds;
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
      // Another key, and the same key under another limit, are counted apart.
      expect((await counter.consume('203.0.113.8')).remainingPoints).toBe(2);
      const other = stores.first.counter(prefix('login'), LIMIT);
      expect((await other.consume('203.0.113.7')).remainingPoints).toBe(2);
    });

    it('reads and forgets a key', async () => {
      const counter = stores.first.counter(prefix('failures'), LIMIT);
      expect(await counter.get('someone@shop.example.test')).toBeNull();
      await counter.consume('someone@shop.example.test');
      await counter.consume('someone@shop.example.test');
      const state = await counter.get('someone@shop.example.test');
      expect(state?.consumedPoints).toBe(2);
      expect(state?.remainingPoints).toBe(1);
      await counter.delete('someone@shop.example.test');
      expect(await counter.get('someone@shop.example.test')).toBeNull();
      expect((await counter.consume('someone@shop.example.test')).remainingPoints).toBe(2);
    });

    it(
      kind.name === 'memory'
        ? 'counts per process (SQLite runs one)'
        : 'shares the counts between processes',
      async () => {
        const name = prefix('shared');
        const here = stores.first.counter(name, LIMIT);
        const there = stores.second.counter(name, LIMIT);
        await here.consume('198.51.100.1');
        await here.consume('198.51.100.1');
        // Shared stores: the other process sees the two; memory: it counts its own only.
        const seenThere = (await there.consume('198.51.100.1')).remainingPoints;
        expect(seenThere).toBe(kind.name === 'memory' ? 2 : 0);
        const third = here.consume('198.51.100.1');
        if (kind.name === 'memory') expect((await third).remainingPoints).toBe(0);
        else await expect(third).rejects.toBeInstanceOf(LimitReachedError);
      },
    );
  });
}

describe('Rate-limit store that does not answer', () => {
  it('keeps the limits in this process and warns once (Redis at a closed port)', async () => {
    const logger = recordingLogger();
    const store = redisRateLimitStore('redis://127.0.0.1:1', logger);
    try {
      const counter = store.counter('orders', LIMIT);
      for (let request = 1; request <= LIMIT.points; request += 1) {
        await counter.consume('203.0.113.7');
      }
      await expect(counter.consume('203.0.113.7')).rejects.toBeInstanceOf(LimitReachedError);
      const warnings = logger.lines.filter((line) => line.startsWith('warn: Rate limits'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('the redis store failed');
      expect(warnings[0]).toContain("counting in this process's memory");
    } finally {
      await store.close();
    }
  });
});

forEachDatabase('The rate_limits table', (database) => {
  it('deletes the rows whose window has ended, and only those', async () => {
    const server = await startTestServer({ database });
    try {
      const now = Date.now();
      await server.db('rate_limits').insert([
        { key: 'orders:ended', points: 3, expire: now - 1 },
        { key: 'orders:current', points: 1, expire: now + 60_000 },
        { key: 'orders:unending', points: 1, expire: null },
      ]);
      await createRateLimitTable(server.db, '').deleteExpired(new Date(now));
      const keys = (await server.db('rate_limits').orderBy('key').pluck('key')) as string[];
      expect(keys).toEqual(['orders:current', 'orders:unending']);
    } finally {
      await server.stop();
    }
  });
});
