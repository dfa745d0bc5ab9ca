import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/http/session-cookies';
import { DEVICE_COOKIE_DAYS, DeviceCookies } from '../src/services/auth/device-cookies';
import { CookieJar, fetchWith, login } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';

const right = { username: TEST_ADMIN.email, password: TEST_ADMIN.password };
const wrong = { username: TEST_ADMIN.email, password: 'Wrong-guess-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('DeviceCookies', () => {
  const cookies = new DeviceCookies(Buffer.from('a-secret-of-at-least-thirty-two-bytes-long'));

  it('recognises its own cookie for the account it was issued for only', () => {
    const value = cookies.issue('boss@shop.example.test');
    const device = cookies.deviceOf(value, 'boss@shop.example.test');
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.deviceOf(value, 'other@shop.example.test')).toBeNull();
    expect(cookies.renew('boss@shop.example.test', device ?? '')).toBe(value);
    expect(value).not.toContain('boss');
  });

  it('refuses forged, altered and malformed values', () => {
    const value = cookies.issue('boss@shop.example.test');
    const [version, device, signature] = value.split('.');
    const other = new DeviceCookies(Buffer.from('another-secret-of-at-least-thirty-two-bytes'));
    const altered = `${version}.${device}.${(signature ?? '').slice(0, -1)}A`;
    for (const bad of [
      other.issue('boss@shop.example.test'),
      altered === value ? `${version}.${device}.${(signature ?? '').slice(0, -1)}B` : altered,
      `${version}.${device}`,
      `v2.${device}.${signature}`,
      `${value}.extra`,
      '',
      null,
    ]) {
      expect(cookies.deviceOf(bad, 'boss@shop.example.test')).toBeNull();
    }
  });
});

forEachDatabase('Sign-in lockout and the device cookie', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    const plenty = { points: 1_000, durationSeconds: 60 };
    server = await startTestServer({
      database,
      authRateLimits: {
        loginPerIp: plenty,
        loginFailuresPerAccount: { points: 2, durationSeconds: 60 },
        loginFailuresPerDevice: { points: 2, durationSeconds: 60 },
        rememberPerIp: plenty,
        rememberPerAccount: plenty,
      },
    });
  });
  afterAll(() => server?.stop());

  it('gives the browser an HttpOnly device cookie for the sign-in only, kept after signing out', async () => {
    const jar = new CookieJar();
    const before = Date.now();
    const response = await login(server, jar, right);
    const after = Date.now();
    expect(response.status).toBe(200);
    const header = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    const attributes = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/api/users/login', 'samesite=strict', 'httponly']),
    );
    const expires = attributes.find((a) => a.startsWith('expires=')) ?? '';
    const expiresAt = Date.parse(expires.slice('expires='.length));
    expect((expiresAt - before) / DAY_MS).toBeGreaterThan(DEVICE_COOKIE_DAYS - 1);
    // Set during the request: at most the lifetime after its answer (the date is in whole seconds).
    expect(expiresAt).toBeLessThanOrEqual(after + DEVICE_COOKIE_DAYS * DAY_MS);

    const device = jar.cookies.get(DEVICE_COOKIE);
    expect((await fetchWith(server, jar, '/api/users/logout')).status).toBe(200);
    expect(jar.cookies.get(DEVICE_COOKIE)).toBe(device);
    // Signing in again from the same browser keeps the same device.
    expect((await login(server, jar, right)).status).toBe(200);
    expect(jar.cookies.get(DEVICE_COOKIE)).toBe(device);
  });

  it('lets the admin in from a known browser while the account is held for others', async () => {
    const usual = new CookieJar();
    expect((await login(server, usual, right)).status).toBe(200);
    // Someone who knows the e-mail spends the account's failures from elsewhere.
    expect((await login(server, new CookieJar(), wrong)).status).toBe(401);
    expect((await login(server, new CookieJar(), wrong)).status).toBe(401);
    expect((await login(server, new CookieJar(), right)).status).toBe(429);
    // The browser that signed in before is not held back.
    expect((await login(server, usual, right)).status).toBe(200);
  });

  it('holds a known browser to its own failures, and ignores altered cookies', async () => {
    const usual = new CookieJar();
    expect((await login(server, usual, right)).status).toBe(200);
    expect((await login(server, usual, wrong)).status).toBe(401);
    expect((await login(server, usual, wrong)).status).toBe(401);
    // The device's two failures do not hold the account back elsewhere...
    expect((await login(server, new CookieJar(), right)).status).toBe(200);
    // ...but that device waits.
    expect((await login(server, usual, right)).status).toBe(429);

    // An altered cookie counts as none: the account's own limit applies.
    const altered = new CookieJar();
    altered.cookies.set(DEVICE_COOKIE, `${usual.cookies.get(DEVICE_COOKIE) ?? ''}x`);
    expect((await login(server, altered, wrong)).status).toBe(401);
    expect((await login(server, altered, wrong)).status).toBe(401);
    expect((await login(server, altered, right)).status).toBe(429);
  });
});
