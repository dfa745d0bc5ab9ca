import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKnex } from '../src/db/connection';
import { COMPACTION } from '../src/repositories/orders/counter-compaction';
import { applyCountChanges } from '../src/repositories/orders/order-counts';
import { BackgroundTasks } from '../src/services/background-tasks';
import { CounterCompactor } from '../src/services/orders/counter-compactor';
import { fetchWith, signIn } from './support/admin-session';
import {
  forEachDatabase,
  recordingLogger,
  startTestServer,
  type TestServer,
} from './support/harness';

/** A promise settled from outside, to hold a compaction in flight. */
function deferred(): {
  promise: Promise<number>;
  resolve(rows: number): void;
  reject(e: Error): void;
} {
  let resolve: (rows: number) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<number>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the background task start and its promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the order counters compactor', () => {
  function setUp() {
    const logger = recordingLogger();
    const background = new BackgroundTasks(logger);
    let clock = Date.parse('2026-11-24T12:00:00.000Z');
    const runs: { at: Date; done: ReturnType<typeof deferred> }[] = [];
    const compactor = new CounterCompactor({
      orders: {
        compactCounts(at) {
          const done = deferred();
          runs.push({ at, done });
          return done.promise;
        },
      },
      background,
      now: () => new Date(clock),
    });
    const advance = (ms: number) => (clock += ms);
    return { logger, background, compactor, runs, advance };
  }

  it('runs one compaction at a time, at most one per interval', async () => {
    const { compactor, runs, advance } = setUp();
    compactor.request();
    compactor.request();
    await settle();
    expect(runs).toHaveLength(1);
    // Still running after the interval: no second one.
    advance(COMPACTION.intervalMs);
    compactor.request();
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]?.done.resolve(3);
    await settle();
    // Finished, but the last one started less than an interval ago.
    advance(-1);
    compactor.request();
    await settle();
    expect(runs).toHaveLength(1);
    advance(1);
    compactor.request();
    await settle();
    expect(runs).toHaveLength(2);
    expect(runs[1]?.at.getTime()).toBe((runs[0]?.at.getTime() ?? 0) + COMPACTION.intervalMs);
  });

  it('logs a failed compaction, and tries again at a later request', async () => {
    const { logger, compactor, runs, advance } = setUp();
    compactor.request();
    await settle();
    runs[0]?.done.reject(new Error('Deadlock found when trying to get lock'));
    await settle();
    expect(logger.lines).toEqual([
      expect.stringMatching(
        /^error: Order counter compaction failed Error: Deadlock found when trying to get lock/,
      ),
    ]);
    advance(COMPACTION.intervalMs);
    compactor.request();
    await settle();
    expect(runs).toHaveLength(2);
  });

  it('is waited for by the shutdown drain', async () => {
    const { background, compactor, runs } = setUp();
    compactor.request();
    await settle();
    let drained = false;
    const drain = background.drain().then(() => (drained = true));
    await settle();
    expect(drained).toBe(false);
    runs[0]?.done.resolve(0);
    await drain;
    expect(drained).toBe(true);
  });
});

forEachDatabase('the server compacts the order counters', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('after a deep page is sought, as a background task finished before the pool closes', async () => {
    const jar = await signIn(server);
    await server.resetData();
    // Two slots of a finished day, as two writers would have left them.
    await applyCountChanges(
      server.db,
      [{ grain: 'day', period: '2026-01-05', status: 'Pending', order_count: 2 }],
      3,
    );
    await applyCountChanges(
      server.db,
      [{ grain: 'day', period: '2026-01-05', status: 'Pending', order_count: 1 }],
      0,
    );
    // The compaction is still running when the server is told to close.
    const { orders } = server.services.repositories;
    const compactCounts = orders.compactCounts.bind(orders);
    const started = deferred();
    vi.spyOn(orders, 'compactCounts').mockImplementation(async (now) => {
      started.resolve(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return compactCounts(now);
    });
    // Past the offset from which a page's start is sought from the day counters.
    const response = await fetchWith(server, jar, '/api/orders/?limit=15&page=100');
    expect(response.status).toBe(200);
    await started.promise;
    await server.close();

    expect(server.logger.lines.filter((line) => line.startsWith('error:'))).toEqual([]);
    const db = createKnex(server.config.database);
    try {
      const rows = (await db('order_counts')
        .where({ grain: 'day', period: '2026-01-05' })
        .select('status', 'slot', 'order_count')) as Record<string, unknown>[];
      expect(rows.map((row) => [row.status, Number(row.slot), Number(row.order_count)])).toEqual([
        ['Pending', 0, 3],
      ]);
    } finally {
      await db.destroy();
    }
  });
});
