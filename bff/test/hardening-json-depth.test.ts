import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { JSON_DEPTH_LIMIT } from '../src/middleware/json-body';
import { hashRequestBody } from '../src/services/orders/request-hash';
import { signIn, type CookieJar } from './support/admin-session';
import { startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

/** `levels` arrays inside each other: `[[[]]]` for 3. */
function nestedArrays(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

/** An object whose `name` holds `levels - 1` nested arrays: `levels` levels in all. */
function nestedInObject(levels: number): string {
  return `{"name":${nestedArrays(levels - 1)}}`;
}

interface ErrorBody {
  error: { code: string; message: string };
}

describe('deeply nested JSON bodies', () => {
  let server: TestServer;
  let jar: CookieJar;
  let order: StoredOrder;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    jar = await signIn(server);
    const placed = await server.postOrder(validOrder());
    order = (await placed.json()) as StoredOrder;
  });
  afterAll(() => server?.stop());

  function send(method: string, pathname: string, body: string): Promise<Response> {
    return server.fetch(pathname, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: jar.header() },
      body,
    });
  }

  it('documents the limit as 32 levels', () => {
    expect(JSON_DEPTH_LIMIT).toBe(32);
  });

  it('answers 400 to 4,000 levels in 8 KB on POST /api/orders/, where the fingerprint overflowed', async () => {
    const body = nestedArrays(4000);
    expect(body).toHaveLength(8000);
    for (const key of [undefined, 'deep-1']) {
      const response = await server.postOrder(body, key ? { 'Idempotency-Key': key } : {});
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: 'too_deeply_nested',
        message: 'The request body is nested deeper than 32 levels',
        requestId: expect.any(String) as unknown,
      });
    }
  });

  it('refuses it on every JSON endpoint, nested inside an object too', async () => {
    const endpoints: [string, string][] = [
      ['POST', '/api/orders/'],
      ['POST', '/api/users/login'],
      ['POST', '/api/users/remember'],
      ['POST', '/api/users/change-password'],
      ['PUT', `/api/orders/${order.uuid}`],
    ];
    for (const [method, pathname] of endpoints) {
      for (const body of [nestedArrays(4000), nestedInObject(33)]) {
        const response = await send(method, pathname, body);
        expect(response.status, `${method} ${pathname}`).toBe(400);
        expect(((await response.json()) as ErrorBody).error.code, pathname).toBe(
          'too_deeply_nested',
        );
      }
    }
  });

  it('lets 32 levels through to the usual validation', async () => {
    const response = await server.postOrder(nestedInObject(32));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
  });

  it('still takes a normal order', async () => {
    const response = await server.postOrder(validOrder(), { 'Idempotency-Key': 'deep-2' });
    expect(response.status).toBe(201);
  });
});

describe('the idempotency fingerprint', () => {
  it('writes the same canonical JSON as before: keys sorted, undefined members left out', () => {
    const body = { b: 1, a: [1, { d: undefined, c: 'x' }, null, [undefined]], e: 'é\n' };
    const canonical = '{"a":[1,{"c":"x"},null,[null]],"b":1,"e":"é\\n"}';
    expect(hashRequestBody(body)).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(hashRequestBody({ e: 'é\n', a: [1, { c: 'x' }, null, [null]], b: 1 })).toBe(
      hashRequestBody(body),
    );
  });

  it('cannot overflow the stack, however deep or long the value', () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(hashRequestBody(deep)).toMatch(/^[0-9a-f]{64}$/);
    const long = Array.from({ length: 300_000 }, (_, index) => index);
    expect(hashRequestBody(long)).toBe(
      createHash('sha256')
        .update(`[${long.join(',')}]`)
        .digest('hex'),
    );
  });
});
