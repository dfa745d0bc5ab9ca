import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  MESSAGES,
  orderHistorySchema,
  orderListPageSchema,
  sessionAnswerSchema,
  storedOrderSchema,
  userMessageAnswerSchema,
} from '@cutshop/domain';
import {
  CookieJar,
  fetchWith,
  login,
  placeOrder,
  putStatus,
  signIn,
} from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';

/**
 * The admin API's answers read with the domain's schemas (domain/src/admin-api.ts), and its
 * error bodies word for word: the mock API (mocks/src/admin/answers.ts) answers the same, so
 * screens built against the mock behave the same against this server.
 */
forEachDatabase('Admin API answers', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      authRateLimits: {
        loginPerIp: { points: 1_000, durationSeconds: 60 },
        loginFailuresPerAccount: { points: 2, durationSeconds: 60 },
        rememberPerIp: { points: 1_000, durationSeconds: 60 },
        rememberPerAccount: { points: 1_000, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => server?.stop());

  /**
   * An error body without its request id: every error names its request (docs/operations.md),
   * which the mock's answers do not; the rest is compared word for word.
   */
  const errorOf = async (response: Response) => {
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.requestId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    const error = { ...body.error };
    delete error.requestId;
    return { ...body, error };
  };

  it('answers the users endpoints in the shapes and words the mock uses', async () => {
    const jar = new CookieJar();
    const wrong = await login(server, jar, {
      username: TEST_ADMIN.email,
      password: 'Wrong-pass-1',
    });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({
      status: false,
      error: { code: 'login_failed', message: MESSAGES.loginFailed },
    });
    const refused = await fetchWith(server, jar, '/api/users/refresh-tokens');
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({
      status: false,
      error: { code: 'session_expired', message: 'Please sign in again' },
    });

    const signedIn = await login(server, jar, {
      username: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(sessionAnswerSchema.parse(await signedIn.json())).toEqual({
      status: true,
      email: TEST_ADMIN.email,
    });
    const refreshed = await fetchWith(server, jar, '/api/users/refresh-tokens');
    expect(sessionAnswerSchema.parse(await refreshed.json())).toEqual({
      status: true,
      email: TEST_ADMIN.email,
    });
    const out = await fetchWith(server, jar, '/api/users/logout');
    expect(sessionAnswerSchema.parse(await out.json())).toEqual({ status: false });

    const remember = await fetchWith(server, jar, '/api/users/remember', {
      method: 'POST',
      json: { username: 'nobody@shop.example.test' },
    });
    expect(userMessageAnswerSchema.parse(await remember.json())).toEqual({
      status: true,
      message: MESSAGES.rememberSent,
    });
    const badToken = await fetchWith(server, jar, '/api/users/change-password', {
      method: 'POST',
      json: { password: 'New-password-7', repeat: 'New-password-7', token: 'not-a-token' },
    });
    expect(badToken.status).toBe(400);
    expect(await errorOf(badToken)).toEqual({
      status: false,
      error: { code: 'invalid_reset_token', message: MESSAGES.passwordChangeFailed },
    });

    const unauthorized = await fetchWith(server, jar, '/api/orders/');
    expect(unauthorized.status).toBe(401);
    expect(await errorOf(unauthorized)).toEqual({
      error: { code: 'unauthorized', message: 'Sign in first: this needs an admin session' },
    });
  });

  it('answers a sign-in over its limit with 429, Retry-After and the mock body', async () => {
    const jar = new CookieJar();
    const email = 'limited@shop.example.test';
    let response = await login(server, jar, { username: email, password: 'Wrong-pass-1' });
    for (let attempt = 0; attempt < 3 && response.status !== 429; attempt += 1) {
      response = await login(server, jar, { username: email, password: 'Wrong-pass-1' });
    }
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(await errorOf(response)).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many attempts, please try again in ${seconds} s`,
      },
    });
  });

  it('answers the order endpoints in the shapes and words the mock uses', async () => {
    const jar = await signIn(server);
    const order = await placeOrder(server);
    const page = orderListPageSchema.parse(
      await (await fetchWith(server, jar, '/api/orders/')).json(),
    );
    expect(page.data.map((o) => o.uuid)).toContain(order.uuid);
    const answer: unknown = await (
      await fetchWith(server, jar, `/api/orders/${order.uuid}`)
    ).json();
    expect(answer).toMatchObject({ price: null });
    const one = storedOrderSchema.parse(answer);
    expect(one).toEqual(order);

    const approved = storedOrderSchema.parse(
      await (await putStatus(server, jar, order, 'Approved')).json(),
    );
    const history = orderHistorySchema.parse(
      await (await fetchWith(server, jar, `/api/orders/${order.uuid}/history`)).json(),
    );
    expect(history).toMatchObject([
      { from: 'Pending', to: 'Approved', changedAt: approved.updatedAt },
    ]);

    const stale = await putStatus(server, jar, order, 'Rejected', 'No');
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({
      error: {
        code: 'stale_order',
        message:
          `Order ${order.uuid} was changed by someone else since you read it (it is now ` +
          `version ${approved.version}, updated ${approved.updatedAt}): reload it and try again`,
      },
    });
    const backwards = await putStatus(server, jar, approved, 'Pending');
    expect(await errorOf(backwards)).toEqual({
      error: {
        code: 'invalid_status_move',
        message:
          'Cannot move an order from "Approved" to "Pending": from "Approved" it may only go to "To Cut"',
      },
    });
    const uuid = '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f';
    const missing = await fetchWith(server, jar, `/api/orders/${uuid}`);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({
      error: { code: 'order_not_found', message: `There is no order ${uuid}` },
    });
    const badQuery = await fetchWith(server, jar, '/api/orders/?limit=500');
    expect(badQuery.status).toBe(400);
    expect((await errorOf(badQuery)).error.code).toBe('invalid_list_query');
  });
});
