import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CookieJar, fetchWith, login, signIn } from './support/admin-session';
import {
  TEST_ADMIN,
  eventually,
  forEachDatabase,
  startTestServer,
  type TestServer,
} from './support/harness';

interface OutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
}

function remember(server: TestServer, username: string): Promise<Response> {
  return fetchWith(server, new CookieJar(), '/api/users/remember', {
    method: 'POST',
    json: { username },
  });
}

function changePassword(
  server: TestServer,
  body: { password: string; repeat: string; token: string },
): Promise<Response> {
  return fetchWith(server, new CookieJar(), '/api/users/change-password', {
    method: 'POST',
    json: body,
  });
}

async function resetEmails(server: TestServer): Promise<OutboxRow[]> {
  await server.services.background.drain();
  return server.db<OutboxRow>('email_outbox').where({ kind: 'password_reset' }).orderBy('id');
}

/** Asks for a reset link and returns the token from the e-mail. */
async function resetToken(server: TestServer): Promise<string> {
  const before = (await resetEmails(server)).length;
  expect((await remember(server, TEST_ADMIN.email)).status).toBe(200);
  const emails = await eventually(async () => {
    const rows = await resetEmails(server);
    return rows.length > before ? rows : undefined;
  });
  const link = /https?:\/\/\S+change-password\?tkn=([A-Za-z0-9_-]+)/.exec(
    emails.at(-1)?.text_body ?? '',
  );
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}

forEachDatabase('Forgotten password', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    // Limits high enough for the many links these tests ask for (their own suite checks them).
    const plenty = { points: 1000, durationSeconds: 60 };
    server = await startTestServer({
      database,
      authRateLimits: {
        loginPerIp: plenty,
        loginFailuresPerAccount: plenty,
        rememberPerIp: plenty,
        rememberPerAccount: plenty,
      },
    });
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.db('email_outbox').delete();
  });

  it('answers the same for any e-mail and mails a link only to an account', async () => {
    const known = await remember(server, TEST_ADMIN.email);
    const unknown = await remember(server, 'nobody@shop.example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [first, second] = [await known.text(), await unknown.text()];
    expect(first).toBe(second);
    expect(JSON.parse(first)).toEqual({
      status: true,
      message: 'If your email exists, you will receive an email with instructions',
    });

    const emails = await resetEmails(server);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.recipient).toBe(TEST_ADMIN.email);
    expect(emails[0]?.text_body).toMatch(
      /http:\/\/shop\.example\.test\/admin\/change-password\?tkn=[A-Za-z0-9_-]{43}\b/,
    );
    expect(emails[0]?.text_body).toContain('30 minutes');
    // Only a hash of the token is stored.
    const token = /tkn=([A-Za-z0-9_-]+)/.exec(emails[0]?.text_body ?? '')?.[1] ?? '';
    const stored = await server.db('password_reset_tokens').pluck('token_hash');
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(token);
  });

  it('refuses a malformed e-mail with the form message', async () => {
    const response = await remember(server, 'not-an-email');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        fields: [{ path: 'username', code: 'invalidEmail', message: 'Invalid email address' }],
      },
    });
  });

  it('sets a new password once per link and ends every session', async () => {
    const session = await signIn(server);
    const token = await resetToken(server);
    const response = await changePassword(server, {
      password: 'Brand-new-pass9',
      repeat: 'Brand-new-pass9',
      token,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: true,
      message: 'Your password was updated successfully, please log in again',
    });

    const old = { username: TEST_ADMIN.email, password: TEST_ADMIN.password };
    expect((await login(server, new CookieJar(), old)).status).toBe(401);
    const fresh = { username: TEST_ADMIN.email, password: 'Brand-new-pass9' };
    expect((await login(server, new CookieJar(), fresh)).status).toBe(200);
    expect((await fetchWith(server, session.copy(), '/api/orders/')).status).toBe(401);
    expect((await fetchWith(server, session, '/api/users/refresh-tokens')).status).toBe(401);

    const again = await changePassword(server, {
      password: 'Another-pass-10',
      repeat: 'Another-pass-10',
      token,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      status: false,
      error: {
        code: 'invalid_reset_token',
        message: 'An unexpected error occurred, please repeat the process',
        requestId: expect.any(String) as unknown,
      },
    });
    // Back to the password the other tests sign in with.
    await server.services.adminAccounts.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('refuses an expired, unknown or replaced link', async () => {
    const expired = await resetToken(server);
    await server.db('password_reset_tokens').update({ expires_at: '2000-01-01 00:00:00.000' });
    const body = { password: 'Brand-new-pass9', repeat: 'Brand-new-pass9' };
    expect((await changePassword(server, { ...body, token: expired })).status).toBe(400);
    expect((await changePassword(server, { ...body, token: 'x'.repeat(43) })).status).toBe(400);

    const older = await resetToken(server);
    const newer = await resetToken(server);
    expect((await changePassword(server, { ...body, token: older })).status).toBe(400);
    expect((await changePassword(server, { ...body, token: newer })).status).toBe(200);
    await server.services.adminAccounts.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('expires a link after 30 minutes', async () => {
    const token = await resetToken(server);
    const [row] = await server
      .db('password_reset_tokens')
      .whereNull('used_at')
      .select('created_at', 'expires_at');
    const minutes =
      (Date.parse(`${String(row?.expires_at).replace(' ', 'T')}Z`) -
        Date.parse(`${String(row?.created_at).replace(' ', 'T')}Z`)) /
      60_000;
    expect(minutes).toBe(30);
    expect(token).toHaveLength(43);
  });

  it('checks the password rules with the form messages, keeping the link', async () => {
    const token = await resetToken(server);
    const weak = await changePassword(server, { password: 'weakpass', repeat: 'weakpass', token });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      error: {
        fields: [
          { path: 'password', code: 'passwordWeak', message: 'Password is not strong enough' },
        ],
      },
    });
    const mismatch = await changePassword(server, {
      password: 'Strong-pass-11',
      repeat: 'Strong-pass-12',
      token,
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      error: {
        fields: [
          {
            path: 'repeat',
            code: 'passwordMismatch',
            message: "Password and confirmation doesn't match",
          },
        ],
      },
    });
    const good = await changePassword(server, {
      password: 'Strong-pass-11',
      repeat: 'Strong-pass-11',
      token,
    });
    expect(good.status).toBe(200);
    await server.services.adminAccounts.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  });
});
