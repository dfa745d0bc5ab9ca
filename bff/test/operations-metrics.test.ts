import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from './support/admin-session';
import { eventually, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The value of one sample in Prometheus text, e.g. sample(text, 'x_total', { a: '1' }). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter((pair) => pair !== '');
    if (present.length === wanted.length && wanted.every((pair) => present.includes(pair))) {
      return Number(match[3]);
    }
  }
  return 0;
}

forEachDatabase('GET /api/metrics', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    // Nothing listens on port 1: every e-mail fails and waits for a retry.
    server = await startTestServer({
      database,
      env: { METRICS_TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' },
    });
  });
  afterAll(() => server?.stop());

  const scrape = async () => {
    const response = await server.fetch('/api/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('is refused without the token or a session, and with a wrong token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: `Bearer ${METRICS_TOKEN}x` },
      { Authorization: METRICS_TOKEN },
    ]) {
      const response = await server.fetch('/api/metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = (await response.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('unauthorized');
      expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
    }
  });

  it('answers Prometheus text for the token and for an admin session', async () => {
    const withToken = await server.fetch('/api/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    const text = await withToken.text();
    expect(text).toContain('# TYPE cutshop_http_requests_total counter');
    expect(text).toContain('# TYPE cutshop_http_request_duration_seconds histogram');
    // The process's default metrics are there too.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');

    const jar = await signIn(server);
    const withSession = await server.fetch('/api/metrics', { headers: { Cookie: jar.header() } });
    expect(withSession.status).toBe(200);
    expect(await withSession.text()).toContain('cutshop_orders_created_total');
  });

  it('counts requests by route pattern, new orders, and the outbox', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) {
      expect((await server.fetch('/api/categories/')).status).toBe(200);
    }
    const first = await server.postOrder(validOrder(), { 'Idempotency-Key': 'metrics-1' });
    expect(first.status).toBe(201);
    const replay = await server.postOrder(validOrder(), { 'Idempotency-Key': 'metrics-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.postOrder(validOrder())).status).toBe(201);
    const uuid = ((await first.json()) as { uuid: string }).uuid;
    // Raw paths with ids are counted under their route pattern.
    await server.fetch(`/api/orders/${uuid}`);
    const after = await scrape();

    const categories = { method: 'GET', route: '/api/categories/', status: '200' };
    expect(
      sample(after, 'cutshop_http_requests_total', categories) -
        sample(before, 'cutshop_http_requests_total', categories),
    ).toBe(3);
    expect(
      sample(after, 'cutshop_http_request_duration_seconds_count', categories) -
        sample(before, 'cutshop_http_request_duration_seconds_count', categories),
    ).toBe(3);
    const posted = { method: 'POST', route: '/api/orders/', status: '201' };
    expect(
      sample(after, 'cutshop_http_requests_total', posted) -
        sample(before, 'cutshop_http_requests_total', posted),
    ).toBe(3);
    // Two orders stored; the replay is not a new one.
    expect(
      sample(after, 'cutshop_orders_created_total') -
        sample(before, 'cutshop_orders_created_total'),
    ).toBe(2);
    expect(after).toContain('route="/api/orders/:uuid"');
    expect(after).not.toContain(uuid);

    // Each new order queued a confirmation; SMTP refuses, so both wait for a retry.
    const outbox = await eventually(async () => {
      const text = await scrape();
      return sample(text, 'cutshop_emails_failed') === 2 ? text : undefined;
    });
    expect(sample(outbox, 'cutshop_emails_queued')).toBe(2);
  });

  it('shows the database pool', async () => {
    const text = await scrape();
    const used = sample(text, 'cutshop_db_pool_connections', { state: 'used' });
    const free = sample(text, 'cutshop_db_pool_connections', { state: 'free' });
    expect(sample(text, 'cutshop_db_pool_pending_acquires')).toBe(0);
    if (database === 'sqlite') {
      // One connection, kept open (connection.ts).
      expect(used + free).toBe(1);
    } else {
      // At least the one the scrape itself used, at most the pool's 10.
      expect(used + free).toBeGreaterThanOrEqual(1);
      expect(used + free).toBeLessThanOrEqual(10);
    }
  });
});
