import { expect } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { TEST_ADMIN, type TestServer } from './harness';
import { validOrder } from './orders-fixture';

/** A cookie as the server set it: value and attributes (lower-case names). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributeParts] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of attributeParts) {
    const at = part.indexOf('=');
    if (at < 0) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, at).toLowerCase()] = part.slice(at + 1);
  }
  return { name: pair.slice(0, equals), value: pair.slice(equals + 1), attributes };
}

/**
 * The browser's side of a session, in miniature: keeps what Set-Cookie gives (an expired cookie
 * removes it) and sends the cookies back. Paths are ignored: every test call is under /api.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: Response): SetCookie[] {
    const set = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of set) {
      const expires = cookie.attributes.expires;
      const expired = typeof expires === 'string' && Date.parse(expires) <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return set;
  }

  header(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of this.cookies) jar.cookies.set(name, value);
    return jar;
  }
}

/** A fetch that sends the jar's cookies and keeps what comes back. */
export async function fetchWith(
  server: TestServer,
  jar: CookieJar,
  pathname: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const { json, headers, ...rest } = init;
  const response = await server.fetch(pathname, {
    ...rest,
    headers: {
      ...(jar.cookies.size > 0 ? { Cookie: jar.header() } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  jar.take(response);
  return response;
}

export function login(
  server: TestServer,
  jar: CookieJar,
  credentials: { username: string; password: string; remember?: boolean },
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetchWith(server, jar, '/api/users/login', { method: 'POST', json: credentials, headers });
}

/** A jar holding a fresh session of the test admin. */
export async function signIn(server: TestServer, remember = false): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await login(server, jar, {
    username: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
    remember,
  });
  expect(response.status).toBe(200);
  return jar;
}

/**
 * An order as the API answers it, without its `price` (which every order answer carries:
 * docs/production/prices.md) and the intake's `trackingPath`: the stored order, as the orders
 * repository reads it.
 */
export function storedPart(answer: unknown): StoredOrder {
  expect(answer).toHaveProperty('price');
  const {
    price: _price,
    trackingPath: _trackingPath,
    ...order
  } = answer as StoredOrder & { price: unknown; trackingPath?: unknown };
  return order;
}

/** Places the sample order as a customer would; the stored order. */
export async function placeOrder(server: TestServer): Promise<StoredOrder> {
  const response = await server.postOrder(validOrder());
  expect(response.status).toBe(201);
  return storedPart(await response.json());
}

/** PUT /api/orders/{uuid} with the order as read, a new status and a message. */
export function putStatus(
  server: TestServer,
  jar: CookieJar,
  order: StoredOrder,
  status: string,
  message = '',
): Promise<Response> {
  return fetchWith(server, jar, `/api/orders/${order.uuid}`, {
    method: 'PUT',
    json: { ...order, status, message },
  });
}
