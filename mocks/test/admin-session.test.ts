import {
  apiErrorBodySchema,
  MESSAGES,
  orderListPageSchema,
  sessionAnswerSchema,
  userMessageAnswerSchema,
} from '@cutshop/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMockResetRequests,
  adminMockSession,
  adminScenarios,
  isAdminScenarioName,
  MOCK_ADMIN,
  MOCK_RESET_TOKEN,
  MOCK_RETRY_AFTER_SECONDS,
  resetAdminMockState,
  scenarios,
  signInMockAdmin,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAdminMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function post(path: string, body: unknown) {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const login = (password: string = MOCK_ADMIN.password, extra: object = {}) =>
  post('/api/users/login', { username: MOCK_ADMIN.email, password, ...extra });
const get = (path: string) => fetch(`${ORIGIN}${path}`);

/** An error answer: the server's shape, and its code. */
async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json());
}

describe('POST /api/users/login', () => {
  it('signs the mock admin in with the documented password', async () => {
    const response = await login(MOCK_ADMIN.password, { checked: ['remember'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(sessionAnswerSchema.parse(await response.json())).toEqual({
      status: true,
      email: MOCK_ADMIN.email,
    });
    expect(adminMockSession()).toMatchObject({ signedIn: true, canRefresh: true, remember: true });
    expect((await get('/api/orders/')).status).toBe(200);
  });

  it('answers a wrong password with the server 401 and leaves the caller signed out', async () => {
    signInMockAdmin();
    const response = await login('Wrong-password-1');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      status: false,
      error: { code: 'login_failed', message: MESSAGES.loginFailed },
    });
    expect(adminMockSession().signedIn).toBe(false);
  });

  it('refuses a form the domain rules refuse with 400 and the fields', async () => {
    const response = await post('/api/users/login', { username: 'nobody', password: '' });
    expect(response.status).toBe(400);
    const { error } = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.map((field) => field.path)).toEqual(['username', 'password']);
  });

  it('admin-login-rate-limited answers 429 with Retry-After', async () => {
    server.use(...adminScenarios['admin-login-rate-limited']);
    const response = await login();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(MOCK_RETRY_AFTER_SECONDS));
    expect(await errorOf(response)).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many attempts, please try again in ${MOCK_RETRY_AFTER_SECONDS} s`,
      },
    });
  });
});

describe('session', () => {
  it('refresh keeps a session going and refuses without one', async () => {
    const refused = await get('/api/users/refresh-tokens');
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({
      status: false,
      error: { code: 'session_expired', message: 'Please sign in again' },
    });
    signInMockAdmin();
    const refreshed = await get('/api/users/refresh-tokens');
    expect(refreshed.status).toBe(200);
    expect(sessionAnswerSchema.parse(await refreshed.json())).toEqual({
      status: true,
      email: MOCK_ADMIN.email,
    });
  });

  it('logout ends the session: admin calls are 401 again', async () => {
    await login();
    const response = await get('/api/users/logout');
    expect(sessionAnswerSchema.parse(await response.json())).toEqual({ status: false });
    const list = await get('/api/orders/');
    expect(list.status).toBe(401);
    expect(await errorOf(list)).toEqual({
      error: { code: 'unauthorized', message: 'Sign in first: this needs an admin session' },
    });
    expect((await get('/api/users/refresh-tokens')).status).toBe(401);
  });

  it('admin-session-expired: one 401, then a refresh brings the session back', async () => {
    signInMockAdmin();
    server.use(...adminScenarios['admin-session-expired']);
    const expired = await get('/api/orders/');
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).error.code).toBe('unauthorized');
    expect((await get('/api/orders/summary')).status).toBe(401);
    expect((await get('/api/users/refresh-tokens')).status).toBe(200);
    const again = await get('/api/orders/');
    expect(again.status).toBe(200);
    orderListPageSchema.parse(await again.json());
    // Each new session runs out once, so the scenario serves any number of tests.
    expect((await login()).status).toBe(200);
    expect((await get('/api/orders/summary')).status).toBe(401);
    expect((await get('/api/users/refresh-tokens')).status).toBe(200);
    expect((await get('/api/orders/summary')).status).toBe(200);
  });

  it('admin-refresh-fails: after the 401 the refresh is refused and the admin signed out', async () => {
    signInMockAdmin();
    server.use(...adminScenarios['admin-refresh-fails']);
    expect((await get('/api/orders/')).status).toBe(401);
    const refresh = await get('/api/users/refresh-tokens');
    expect(refresh.status).toBe(401);
    expect((await errorOf(refresh)).error.code).toBe('session_expired');
    expect(adminMockSession()).toMatchObject({ signedIn: false, canRefresh: false });
    expect((await get('/api/orders/')).status).toBe(401);
  });

  it('names its scenarios apart from the customer ones', () => {
    for (const name of Object.keys(adminScenarios)) {
      expect(isAdminScenarioName(name)).toBe(true);
      expect(Object.keys(scenarios)).not.toContain(name);
    }
    expect(isAdminScenarioName('orders-error')).toBe(false);
  });
});

describe('password reset', () => {
  it('remember always answers the neutral message', async () => {
    for (const username of [MOCK_ADMIN.email, 'nobody@example.com']) {
      const response = await post('/api/users/remember', { username });
      expect(response.status).toBe(200);
      expect(userMessageAnswerSchema.parse(await response.json())).toEqual({
        status: true,
        message: MESSAGES.rememberSent,
      });
    }
    expect(adminMockResetRequests()).toEqual([MOCK_ADMIN.email, 'nobody@example.com']);
  });

  it('change-password takes the valid token once, then the new password signs in', async () => {
    const password = 'New-password-7';
    const change = () =>
      post('/api/users/change-password', { password, repeat: password, token: MOCK_RESET_TOKEN });
    const changed = await change();
    expect(changed.status).toBe(200);
    expect(userMessageAnswerSchema.parse(await changed.json())).toEqual({
      status: true,
      message: MESSAGES.passwordChanged,
    });
    const again = await change();
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      status: false,
      error: { code: 'invalid_reset_token', message: MESSAGES.passwordChangeFailed },
    });
    expect((await login()).status).toBe(401);
    expect((await login(password)).status).toBe(200);
  });

  it('change-password refuses an unknown token and a weak password like the server', async () => {
    const unknown = await post('/api/users/change-password', {
      password: 'New-password-7',
      repeat: 'New-password-7',
      token: 'not-a-token',
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).error.code).toBe('invalid_reset_token');
    const weak = await post('/api/users/change-password', {
      password: 'weak',
      repeat: 'weak',
      token: MOCK_RESET_TOKEN,
    });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).error.fields).toEqual([
      { path: 'password', code: 'passwordWeak', message: MESSAGES.passwordWeak },
    ]);
  });
});
