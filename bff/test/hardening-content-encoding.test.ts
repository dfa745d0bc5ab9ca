import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { signIn, type CookieJar } from './support/admin-session';
import { TEST_ADMIN, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

interface ErrorBody {
  error: { code: string; message: string };
}

const ENCODERS: Record<string, (data: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

describe('request bodies whose Content-Encoding does not match their bytes', () => {
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

  /** Every endpoint that reads a JSON body, with a body it would take. */
  function endpoints(): { method: string; pathname: string; json: unknown }[] {
    return [
      { method: 'POST', pathname: '/api/orders/', json: validOrder() },
      {
        method: 'POST',
        pathname: '/api/users/login',
        json: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
      },
      { method: 'POST', pathname: '/api/users/remember', json: { username: TEST_ADMIN.email } },
      {
        method: 'POST',
        pathname: '/api/users/change-password',
        json: { password: 'Cut-list-2027', repeat: 'Cut-list-2027', token: 'unknown' },
      },
      {
        method: 'PUT',
        pathname: `/api/orders/${order.uuid}`,
        json: { ...order, status: 'Approved', message: '' },
      },
    ];
  }

  function send(
    endpoint: { method: string; pathname: string },
    encoding: string,
    body: Buffer,
  ): Promise<Response> {
    return server.fetch(endpoint.pathname, {
      method: endpoint.method,
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
        Cookie: jar.header(),
      },
      body,
    });
  }

  it('answers 400 to plain JSON labelled gzip, deflate or br, on every JSON endpoint', async () => {
    for (const endpoint of endpoints()) {
      const plain = Buffer.from(JSON.stringify(endpoint.json));
      for (const encoding of Object.keys(ENCODERS)) {
        const response = await send(endpoint, encoding, plain);
        const label = `${endpoint.method} ${endpoint.pathname} ${encoding}`;
        expect(response.status, label).toBe(400);
        expect(((await response.json()) as ErrorBody).error, label).toEqual({
          code: 'malformed_content_encoding',
          message: `The request body is not valid ${encoding} data, as its Content-Encoding says`,
          requestId: expect.any(String) as unknown,
        });
      }
    }
  });

  it('answers 400 to a compressed body cut short', async () => {
    for (const endpoint of endpoints()) {
      for (const [encoding, encode] of Object.entries(ENCODERS)) {
        const whole = encode(Buffer.from(JSON.stringify(endpoint.json)));
        const response = await send(endpoint, encoding, whole.subarray(0, whole.length >> 1));
        const label = `${endpoint.method} ${endpoint.pathname} ${encoding}`;
        expect(response.status, label).toBe(400);
        expect(((await response.json()) as ErrorBody).error.code, label).toBe(
          'malformed_content_encoding',
        );
      }
    }
  });

  it('answers 415 to an encoding it does not know, on every JSON endpoint', async () => {
    for (const endpoint of endpoints()) {
      for (const encoding of ['compress', 'zstd', 'gzip, br']) {
        const response = await send(endpoint, encoding, Buffer.from('{}'));
        const label = `${endpoint.method} ${endpoint.pathname} ${encoding}`;
        expect(response.status, label).toBe(415);
        expect(((await response.json()) as ErrorBody).error, label).toEqual({
          code: 'unsupported_content_encoding',
          message: 'Send the request body as it is, or compressed with gzip, deflate or br',
          requestId: expect.any(String) as unknown,
        });
      }
    }
  });

  it('still reads a body compressed as it says', async () => {
    for (const [encoding, encode] of Object.entries(ENCODERS)) {
      const body = encode(Buffer.from(JSON.stringify(validOrder())));
      const response = await send({ method: 'POST', pathname: '/api/orders/' }, encoding, body);
      expect(response.status, encoding).toBe(201);
    }
  });
});
