import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { AccessTokens } from '../src/services/auth/access-tokens';
import { CookieJar, fetchWith, login, signIn } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';

const ACCESS = 'cutshop_access';
const REFRESH = 'cutshop_refresh';
const DEVICE = 'cutshop_device';

function withAccessToken(token: string): CookieJar {
  const jar = new CookieJar();
  jar.cookies.set(ACCESS, token);
  return jar;
}

forEachDatabase('Admin sign-in and sessions', (database) => {
  let server: TestServer;
  let secret: Uint8Array;
  const claims = () => ({
    issuer: server.config.publicUrl,
    audience: `${server.config.publicUrl}/api`,
  });

  beforeAll(async () => {
    server = await startTestServer({ database });
    secret = Buffer.from((await readFile(server.config.jwtSecretFile, 'utf8')).trim(), 'utf8');
  });
  afterAll(() => server?.stop());

  it('signs in: { status: true, email } and HttpOnly, SameSite session cookies', async () => {
    const jar = new CookieJar();
    const before = Date.now();
    const response = await login(server, jar, {
      username: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, email: TEST_ADMIN.email });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const cookies = Object.fromEntries(
      response.headers
        .getSetCookie()
        .map((header) => header.split(';').map((part) => part.trim().toLowerCase()))
        .map(([pair = '', ...attributes]) => [pair.split('=')[0], attributes]),
    );
    expect(cookies[ACCESS]).toEqual(
      expect.arrayContaining(['path=/api', 'samesite=lax', 'httponly']),
    );
    expect(cookies[REFRESH]).toEqual(
      expect.arrayContaining(['path=/api/users', 'samesite=strict', 'httponly']),
    );
    // Plain http: not Secure. Without 'remember me' the refresh cookie ends with the browser.
    expect([...cookies[ACCESS], ...cookies[REFRESH]].some((a) => a === 'secure')).toBe(false);
    expect(cookies[REFRESH].some((a: string) => a.startsWith('expires='))).toBe(false);
    const accessExpiry = cookies[ACCESS].find((a: string) => a.startsWith('expires='));
    const lifetime = Date.parse(accessExpiry.slice('expires='.length)) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 1000);

    expect((await fetchWith(server, jar, '/api/orders/')).status).toBe(200);
  });

  it("keeps the refresh cookie 30 days with 'remember me'", async () => {
    for (const body of [{ remember: true }, { checked: ['remember'] }]) {
      const jar = new CookieJar();
      const response = await login(server, jar, {
        username: TEST_ADMIN.email,
        password: TEST_ADMIN.password,
        ...body,
      });
      const refresh = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH}=`));
      const expires = /expires=([^;]+)/i.exec(refresh ?? '')?.[1] ?? '';
      const days = (Date.parse(expires) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login(server, new CookieJar(), {
      username: `  ${TEST_ADMIN.email.toUpperCase()} `,
      password: TEST_ADMIN.password,
    });
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way: 401 { status: false }', async () => {
    const wrongPassword = await login(server, new CookieJar(), {
      username: TEST_ADMIN.email,
      password: 'Not-the-password1',
    });
    const unknownEmail = await login(server, new CookieJar(), {
      username: 'nobody@shop.example.test',
      password: 'Not-the-password1',
    });
    for (const response of [wrongPassword, unknownEmail]) expect(response.status).toBe(401);
    // The same answer but for the request id every error carries (docs/operations.md).
    const withoutRequestId = async (response: Response) => {
      const body = (await response.json()) as { error: { requestId?: unknown } };
      expect(body.error.requestId).toEqual(expect.any(String));
      delete body.error.requestId;
      return body;
    };
    const [first, second] = [
      await withoutRequestId(wrongPassword),
      await withoutRequestId(unknownEmail),
    ];
    expect(first).toEqual(second);
    expect(first).toEqual({
      status: false,
      error: { code: 'login_failed', message: 'Wrong email or password' },
    });
  });

  it('refuses a malformed sign-in with the form messages', async () => {
    const response = await login(server, new CookieJar(), { username: 'boss', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        fields: [
          { path: 'username', code: 'invalidEmail', message: 'Invalid email address' },
          { path: 'password', code: 'passwordRequired', message: 'Password required' },
        ],
      },
    });
  });

  it('refuses tampered, expired, unsigned and foreign tokens with 401', async () => {
    // A token for a session that is on, then copies of it gone wrong.
    await signIn(server);
    const { family_id: sessionId } = (await server
      .db('refresh_tokens')
      .whereNull('revoked_at')
      .orderBy('id', 'desc')
      .first('family_id')) as { family_id: string };
    const admin = { admin: { id: 1, email: TEST_ADMIN.email }, sessionId };
    const good = await new AccessTokens(secret, claims()).issue(admin);
    const [header, payload, signature = ''] = good.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '2',
      }),
    ).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const longAgo = () => new Date(Date.now() - 16 * 60_000);
    const expired = await new AccessTokens(secret, claims(), longAgo).issue(admin);
    const otherAudience = await new AccessTokens(secret, {
      ...claims(),
      audience: 'https://elsewhere.example/api',
    }).issue(admin);
    const otherIssuer = await new AccessTokens(secret, {
      ...claims(),
      issuer: 'https://elsewhere.example',
    }).issue(admin);
    const otherSecret = await new AccessTokens(Buffer.alloc(32, 7), claims()).issue(admin);
    const otherAlgorithm = await new SignJWT({ email: TEST_ADMIN.email, sid: sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setIssuer(claims().issuer)
      .setAudience(claims().audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new Uint8Array(Buffer.concat([Buffer.from(secret), Buffer.from(secret)])));

    expect((await fetchWith(server, withAccessToken(good), '/api/orders/')).status).toBe(200);
    for (const token of [
      `${header}.${payload}.${flipped}`,
      `${header}.${forged}.${signature}`,
      unsigned,
      expired,
      otherAudience,
      otherIssuer,
      otherSecret,
      otherAlgorithm,
      'not-a-token',
    ]) {
      const response = await fetchWith(server, withAccessToken(token), '/api/orders/');
      expect(response.status, token).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('rotates the refresh token on every use', async () => {
    const jar = await signIn(server);
    const first = jar.cookies.get(REFRESH);
    const response = await fetchWith(server, jar, '/api/users/refresh-tokens');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, email: TEST_ADMIN.email });
    expect(jar.cookies.get(REFRESH)).not.toBe(first);
    expect((await fetchWith(server, jar, '/api/orders/')).status).toBe(200);
    expect((await fetchWith(server, jar, '/api/users/refresh-tokens')).status).toBe(200);

    const stored = await server.db('refresh_tokens').select('token_hash');
    for (const { token_hash } of stored) expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.map((row) => row.token_hash)).not.toContain(first);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const victim = await signIn(server);
    const stolen = victim.copy();
    expect((await fetchWith(server, victim, '/api/users/refresh-tokens')).status).toBe(200);

    expect((await fetchWith(server, victim, '/api/orders/')).status).toBe(200);

    const replay = await fetchWith(server, stolen, '/api/users/refresh-tokens');
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ status: false });
    // The family is gone: the victim's current tokens stop working too, the access token at once.
    expect((await fetchWith(server, victim.copy(), '/api/orders/')).status).toBe(401);
    expect((await fetchWith(server, victim, '/api/users/refresh-tokens')).status).toBe(401);
  });

  it('refuses a refresh without a token, or with an unknown or expired one', async () => {
    expect((await fetchWith(server, new CookieJar(), '/api/users/refresh-tokens')).status).toBe(
      401,
    );
    const unknown = new CookieJar();
    unknown.cookies.set(REFRESH, 'x'.repeat(43));
    expect((await fetchWith(server, unknown, '/api/users/refresh-tokens')).status).toBe(401);

    const jar = await signIn(server);
    await server.db('refresh_tokens').update({ expires_at: '2000-01-01 00:00:00.000' });
    expect((await fetchWith(server, jar, '/api/users/refresh-tokens')).status).toBe(401);
  });

  it('logs out: revokes the session and clears both cookies', async () => {
    const jar = await signIn(server);
    const kept = jar.copy();
    const response = await fetchWith(server, jar, '/api/users/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: false });
    // The session's two cookies are gone; the device cookie stays (it only eases this
    // browser's next sign-in, docs/rules-and-defaults.md).
    expect([...jar.cookies.keys()]).toEqual([DEVICE]);
    const cleared = response.headers.getSetCookie();
    expect(cleared.filter((c) => /expires=Thu, 01 Jan 1970/.test(c))).toHaveLength(2);
    // A kept copy of the cookies is worth nothing: neither token works any more.
    expect((await fetchWith(server, kept.copy(), '/api/orders/')).status).toBe(401);
    expect((await fetchWith(server, kept, '/api/users/refresh-tokens')).status).toBe(401);
    // With the access cookie alone (the refresh cookie only goes to /api/users), too.
    const other = await signIn(server);
    other.cookies.delete(REFRESH);
    const accessOnly = other.copy();
    expect((await fetchWith(server, other, '/api/users/logout')).status).toBe(200);
    expect((await fetchWith(server, accessOnly, '/api/orders/')).status).toBe(401);
    // Logging out twice, or without a session, is fine.
    expect((await fetchWith(server, new CookieJar(), '/api/users/logout')).status).toBe(200);
  });
});

forEachDatabase('Session cookies behind an https proxy', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server?.stop());

  it('marks the cookies Secure when the proxy says the request came over https', async () => {
    const response = await login(
      server,
      new CookieJar(),
      { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { 'X-Forwarded-Proto': 'https' },
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    // Access, refresh and device cookies.
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
