import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/services/auth/sign-in-throttle';
import {
  CookieJar,
  fetchWith,
  login,
  placeOrder,
  putStatus,
  signIn,
} from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

const wrong = { username: TEST_ADMIN.email, password: 'Wrong-guess-1' };
const right = { username: TEST_ADMIN.email, password: TEST_ADMIN.password };

forEachDatabase('Brute-force limits, as configured by default', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('slows an account down after 10 failed sign-ins, even with the right password', async () => {
    const allowed = AUTH_RATE_LIMITS.loginFailuresPerAccount.points;
    expect(allowed).toBe(10);
    for (let attempt = 1; attempt <= allowed; attempt += 1) {
      expect((await login(server, new CookieJar(), wrong)).status).toBe(401);
    }
    const limited = await login(server, new CookieJar(), right);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

forEachDatabase('Brute-force limits', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: 'true' },
      authRateLimits: {
        loginPerIp: { points: 5, durationSeconds: 60 },
        loginFailuresPerAccount: { points: 2, durationSeconds: 60 },
        rememberPerIp: { points: 3, durationSeconds: 60 },
        rememberPerAccount: { points: 2, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => server?.stop());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('counts failures per account from any address; a success clears them', async () => {
    const user = { ...wrong, username: 'someone@shop.example.test' };
    expect((await login(server, new CookieJar(), user, from('198.51.100.1'))).status).toBe(401);
    expect((await login(server, new CookieJar(), right, from('198.51.100.1'))).status).toBe(200);
    expect((await login(server, new CookieJar(), wrong, from('198.51.100.2'))).status).toBe(401);
    expect((await login(server, new CookieJar(), wrong, from('198.51.100.3'))).status).toBe(401);
    // Two failures on this account, from two addresses: the next attempt waits.
    expect((await login(server, new CookieJar(), right, from('198.51.100.4'))).status).toBe(429);
    // Unknown e-mails are counted the same way, so a 429 does not tell which ones exist.
    expect((await login(server, new CookieJar(), user, from('198.51.100.5'))).status).toBe(401);
    expect((await login(server, new CookieJar(), user, from('198.51.100.5'))).status).toBe(429);
  });

  it('counts every sign-in attempt per address', async () => {
    const ip = from('203.0.113.9');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const user = { ...wrong, username: `user${attempt}@shop.example.test` };
      expect((await login(server, new CookieJar(), user, ip)).status).toBe(401);
    }
    const limited = await login(server, new CookieJar(), right, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const fresh = { ...wrong, username: 'fresh@shop.example.test' };
    expect((await login(server, new CookieJar(), fresh, from('203.0.113.10'))).status).toBe(401);
  });

  it('limits reset-link requests per e-mail and per address', async () => {
    const send = (username: string, ip: string) =>
      fetchWith(server, new CookieJar(), '/api/users/remember', {
        method: 'POST',
        json: { username },
        headers: from(ip),
      });
    expect((await send('a@shop.example.test', '192.0.2.1')).status).toBe(200);
    expect((await send('a@shop.example.test', '192.0.2.2')).status).toBe(200);
    expect((await send('a@shop.example.test', '192.0.2.3')).status).toBe(429);

    expect((await send('b@shop.example.test', '192.0.2.50')).status).toBe(200);
    expect((await send('c@shop.example.test', '192.0.2.50')).status).toBe(200);
    expect((await send('d@shop.example.test', '192.0.2.50')).status).toBe(200);
    const limited = await send('e@shop.example.test', '192.0.2.50');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

forEachDatabase('The first admin', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
  });
  afterAll(() => server?.stop());

  it('is admin@localhost with a random password printed once when nothing is configured', async () => {
    const lines = server.logger.lines.filter((line) => line.includes('Admin sign-in:'));
    expect(lines).toHaveLength(1);
    const match = /Admin sign-in: (\S+) \/ (\S+)$/.exec(lines[0] ?? '');
    expect(match?.[1]).toBe('admin@localhost');
    const password = match?.[2] ?? '';
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16}$/);
    const response = await login(server, new CookieJar(), {
      username: 'admin@localhost',
      password,
    });
    expect(response.status).toBe(200);

    // Once an admin exists, a start creates none and prints nothing.
    await server.services.adminAccounts.ensureFirstAdmin(
      { email: 'other@shop.example.test', password: 'Other-pass-1' },
      server.logger,
    );
    expect(await server.db('users').pluck('email')).toEqual(['admin@localhost']);
    expect(server.logger.lines.filter((line) => line.includes('Admin'))).toHaveLength(1);
  });
});

forEachDatabase('The first admin from ADMIN_EMAIL and ADMIN_PASSWORD', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { ADMIN_EMAIL: 'Owner@Shop.Example.test', ADMIN_PASSWORD: 'Owner-pass-2026' },
    });
  });
  afterAll(() => server?.stop());

  it('is created with that address (lower-cased) and password, which is not printed', async () => {
    expect(await server.db('users').pluck('email')).toEqual(['owner@shop.example.test']);
    const log = server.logger.lines.join('\n');
    expect(log).toContain('Admin account created: owner@shop.example.test');
    expect(log).not.toContain('Owner-pass-2026');
    const response = await login(server, new CookieJar(), {
      username: 'owner@shop.example.test',
      password: 'Owner-pass-2026',
    });
    expect(response.status).toBe(200);
    const hash = String(
      await server
        .db('users')
        .first('password_hash')
        .then((r) => r?.password_hash),
    );
    expect(hash).toMatch(/^\$scrypt\$v=1\$ln=\d+,r=8,p=1\$/);
  });
});

forEachDatabase('Cross-site requests', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());

  it('refuses a state change with our cookies started by another site', async () => {
    const order = await placeOrder(server);
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
        method: 'PUT',
        json: { ...order, status: 'Approved' },
        headers,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
    }
    const stored = await server.services.repositories.orders.findByUuid(order.uuid);
    expect(stored?.status).toBe('Pending');

    const crossSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const logoutHeaders of crossSite) {
      const logout = await fetchWith(server, jar.copy(), '/api/users/logout', {
        headers: logoutHeaders,
      });
      expect(logout.status).toBe(403);
    }
    expect((await fetchWith(server, jar, '/api/orders/')).status).toBe(200);
  });

  it('lets our own pages through: same origin, PUBLIC_URL, typed in, or no header', async () => {
    const allowed: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: server.baseUrl },
      { Origin: 'http://shop.example.test' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of allowed) {
      const order = await placeOrder(server);
      const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
        method: 'PUT',
        json: { ...order, status: 'Approved' },
        headers,
      });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    const order = await placeOrder(server);
    expect((await putStatus(server, jar, order, 'Rejected', 'No')).status).toBe(200);
  });

  it('keeps the anonymous order form working from any origin', async () => {
    const response = await server.postOrder(validOrder(), {
      Origin: 'https://partner.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(201);
  });
});

describe('documented limits', () => {
  it('are the numbers the README gives', () => {
    expect(AUTH_RATE_LIMITS).toEqual({
      loginPerIp: { points: 30, durationSeconds: 900 },
      loginFailuresPerAccount: { points: 10, durationSeconds: 900 },
      rememberPerIp: { points: 10, durationSeconds: 3600 },
      rememberPerAccount: { points: 3, durationSeconds: 3600 },
    });
  });
});
