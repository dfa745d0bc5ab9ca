import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

interface ErrorBody {
  error: { code: string; message: string; fields?: unknown[] };
}

async function errorOf(response: Response): Promise<ErrorBody['error']> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as ErrorBody).error;
}

forEachDatabase('HTTP errors', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('answers 413 to a body over 1 MB', async () => {
    const order = validOrder();
    order.notes = 'x'.repeat(1_100_000);
    const response = await server.postOrder(order);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await server.postOrder('{"name": "Kitchen", ');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'malformed_json',
      message: 'The request body is not valid JSON',
      requestId: expect.any(String) as unknown,
    });
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await server.fetch('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: 'name=Kitchen',
      });
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it('answers a JSON 404 under /api and 405 for a known path with another method', async () => {
    const missing = await server.fetch('/api/unknown');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found' });

    const wrongMethod = await server.fetch('/api/categories/', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
    expect(await errorOf(wrongMethod)).toMatchObject({ code: 'method_not_allowed' });
  });

  it('sends the security headers', async () => {
    const response = await server.fetch('/api/categories/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('never shows a stack trace or SQL, and logs the failure', async () => {
    const isolated = await startTestServer({ database });
    try {
      await isolated.db.schema.dropTable('idempotency_keys');
      const response = await isolated.postOrder(validOrder(), { 'Idempotency-Key': 'k-1' });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: {
          code: 'internal_error',
          message: 'An unexpected error occurred, please try again',
          requestId: expect.any(String) as unknown,
        },
      });
      expect(text).not.toMatch(/idempotency_keys|select|insert|at .*\.ts/i);
      expect(isolated.logger.lines.join('\n')).toMatch(
        /POST \/api\/orders\/ failed[\s\S]*idempotency_keys/,
      );
    } finally {
      await isolated.stop();
    }
  });
});

forEachDatabase('Rate limit on POST /api/orders/', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ORDER_RATE_LIMIT: '3' } });
  });
  afterAll(() => server?.stop());

  it('answers 429 with Retry-After once an IP has used its orders for the minute', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await server.postOrder(validOrder());
      expect(response.status).toBe(201);
      expect(response.headers.get('ratelimit-remaining')).toBe(String(3 - attempt));
    }
    const limited = await server.postOrder(validOrder());
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(limited)).toMatchObject({ code: 'rate_limited' });
    const [row] = await server.db('orders').count({ count: '*' });
    expect(Number(row?.count)).toBe(3);

    // The catalogue is not limited.
    expect((await server.fetch('/api/categories/')).status).toBe(200);
  });
});

forEachDatabase('Rate limit behind a trusted proxy', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { ORDER_RATE_LIMIT: '1', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server?.stop());

  it('counts each client address from X-Forwarded-For separately', async () => {
    const from = (ip: string) => server.postOrder(validOrder(), { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.20')).status).toBe(201);
    // Only the address the proxy added counts; what the client wrote before it does not.
    expect((await from('192.0.2.1, 203.0.113.7')).status).toBe(429);
  });
});
