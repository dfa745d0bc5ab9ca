import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith, validOrder } from './support/orders-fixture';

async function count(server: TestServer, table: string): Promise<number> {
  const [row] = await server.db(table).count({ count: '*' });
  return Number(row?.count);
}

/** The tracking path an intake answer carries (a new one every time, replays too). */
function trackingPathOf(body: string): string {
  const path = (JSON.parse(body) as { trackingPath?: unknown }).trackingPath;
  expect(path).toMatch(/^\/track\/[A-Za-z0-9_-]{22}$/);
  return String(path);
}

/** The answer as text without its tracking path: what a replay repeats exactly. */
function withoutTrackingPath(body: string): string {
  const { trackingPath: _trackingPath, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
}

forEachDatabase('Idempotency-Key and concurrency on POST /api/orders/', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  it('replays the first answer for the same key and body, storing one order', async () => {
    const key = 'order-3f1c2a';
    const first = await server.postOrder(validOrder(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const trackingPaths = new Set([trackingPathOf(firstBody)]);

    // Same data with other spacing and key order is the same body.
    const { cabinets, ...rest } = validOrder();
    const reordered = JSON.stringify({ cabinets, ...rest }, null, 2);
    for (const body of [validOrder(), reordered]) {
      const again = await server.postOrder(body, { 'Idempotency-Key': key });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const againBody = await again.text();
      expect(withoutTrackingPath(againBody)).toBe(withoutTrackingPath(firstBody));
      trackingPaths.add(trackingPathOf(againBody));
    }
    // Each answer, replays too, carries a tracking link of its own.
    expect(trackingPaths.size).toBe(3);
    expect(await count(server, 'orders')).toBe(1);
    expect(await count(server, 'email_outbox')).toBe(1);
  });

  it('answers 422 for the same key with another body and stores nothing more', async () => {
    const key = 'order-77aa';
    expect((await server.postOrder(validOrder(), { 'Idempotency-Key': key })).status).toBe(201);
    const other = orderWith((order) => (order.notes = 'Different notes'));
    const response = await server.postOrder(other, { 'Idempotency-Key': key });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(await count(server, 'orders')).toBe(1);
  });

  it('keeps nothing for a refused order, so the key can be used again', async () => {
    const key = 'order-retry-after-fix';
    const bad = orderWith((order) => (order.customer.email = 'nope'));
    expect((await server.postOrder(bad, { 'Idempotency-Key': key })).status).toBe(400);
    expect((await server.postOrder(validOrder(), { 'Idempotency-Key': key })).status).toBe(201);
  });

  it('treats keys that differ only in case as different keys', async () => {
    expect((await server.postOrder(validOrder(), { 'Idempotency-Key': 'Order-A' })).status).toBe(
      201,
    );
    const other = orderWith((order) => (order.notes = 'Second order'));
    expect((await server.postOrder(other, { 'Idempotency-Key': 'order-a' })).status).toBe(201);
    expect(await count(server, 'orders')).toBe(2);
  });

  it('refuses an empty or over-long key', async () => {
    for (const key of ['', 'k'.repeat(201)]) {
      const response = await server.postOrder(validOrder(), { 'Idempotency-Key': key });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_idempotency_key' } });
    }
    expect(
      (await server.postOrder(validOrder(), { 'Idempotency-Key': 'k'.repeat(200) })).status,
    ).toBe(201);
    expect(await count(server, 'orders')).toBe(1);
  });

  it('makes one order of concurrent requests with the same key', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.postOrder(validOrder(), { 'Idempotency-Key': 'double-click' }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map(withoutTrackingPath)).size).toBe(1);
    expect(new Set(bodies.map(trackingPathOf)).size).toBe(10);
    expect(await count(server, 'orders')).toBe(1);
    expect(await count(server, 'email_outbox')).toBe(1);
  });

  it('stores 50 concurrent orders, each once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.postOrder(validOrder(), { 'Idempotency-Key': `concurrent-${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const orders = (await Promise.all(responses.map((r) => r.json()))) as StoredOrder[];
    expect(new Set(orders.map((order) => order.uuid)).size).toBe(50);
    expect(await count(server, 'orders')).toBe(50);
    expect(await count(server, 'email_outbox')).toBe(50);
  });

  it('stores 50 concurrent orders without keys', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => server.postOrder(validOrder())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    expect(await count(server, 'orders')).toBe(50);
  });
});
