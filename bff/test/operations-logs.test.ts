import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createConsoleLogger, logFormatFrom, withLogContext } from '../src/logger';
import { startServer, type RunningServer } from '../src/runtime';
import { CHEAP_SCRYPT, forEachDatabase, TEST_ADMIN, type DatabaseKind } from './support/harness';
import { orderWith } from './support/orders-fixture';
import { mysqlDatabase } from './operations-support';

type LogLine = Record<string, unknown>;

/** A server logging JSON lines into an array, as `npm start` logs them into a pipe. */
async function startLoggedServer(database: DatabaseKind) {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-logs-'));
  const mysql = database === 'mysql' ? await mysqlDatabase() : null;
  const written: string[] = [];
  const logger = createConsoleLogger('json', {
    out: (line) => written.push(line),
    err: (line) => written.push(line),
  });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: mysql ? mysql.url : `sqlite:${path.join(tempDir, 'cutshop.sqlite')}`,
    OUTBOX_DIR: path.join(tempDir, 'outbox'),
    WEB_DIST: path.join(tempDir, 'web-dist'),
    JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ORDER_RATE_LIMIT: '10000',
  });
  const running: RunningServer = await startServer({
    config,
    logger,
    mailPollIntervalMs: 60_000,
    shutdownGraceMs: 2_000,
    passwordHashing: CHEAP_SCRYPT,
  });
  const baseUrl = `http://127.0.0.1:${running.port}`;
  return {
    running,
    written,
    /** Every line, each parsed: a line that is not one JSON object fails the test here. */
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    fetch: (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init),
    async stop() {
      await running.close();
      await mysql?.drop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/** Someone only this test uses: any trace of them in a log line is a leak. */
const CUSTOMER = { fullName: 'Ottoline Vasquez-Brandt', email: 'ottoline.vb@private.test' };

forEachDatabase('JSON logs with request ids', (database) => {
  let server: Awaited<ReturnType<typeof startLoggedServer>>;

  beforeAll(async () => {
    server = await startLoggedServer(database);
  });
  afterAll(() => server?.stop());

  it('writes one JSON object per line with time, level, msg and pid', () => {
    const lines = server.lines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(typeof line.time).toBe('string');
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
      expect(['info', 'warn', 'error']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
      expect(line.pid).toBe(process.pid);
    }
    // Lines written outside a request have no request id.
    expect(lines.find((line) => String(line.msg).startsWith('Mail:'))?.requestId).toBeUndefined();
  });

  it('keeps a sane X-Request-Id, echoes it, and logs the request once without its query', async () => {
    const id = 'lb-7f3a.2026_x';
    const query = `?filter=${encodeURIComponent(`email||$eq||${CUSTOMER.email}`)}`;
    const response = await server.fetch(`/api/orders/${query}`, {
      headers: { 'X-Request-Id': id },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe(id);
    const body = (await response.json()) as { error: { code: string; requestId: string } };
    expect(body.error).toEqual({
      code: 'unauthorized',
      message: 'Sign in first: this needs an admin session',
      requestId: id,
    });
    const ofRequest = server.lines().filter((line) => line.requestId === id);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 'info',
      msg: expect.stringMatching(/^GET \/api\/orders\/ 401 [\d.]+ ms$/),
      method: 'GET',
      route: '/api/orders/',
      status: 401,
    });
    expect(typeof ofRequest[0]?.ms).toBe('number');
    expect(server.written.join('\n')).not.toContain('private.test');
  });

  it('replaces an id that is not a sane token with a new one', async () => {
    const refused = ['has space', 'x'.repeat(65), 'quote"d', 'ünïcode'];
    const given = new Set<string>();
    for (const id of refused) {
      const response = await server.fetch('/api/health', { headers: { 'X-Request-Id': id } });
      const echoed = response.headers.get('x-request-id') ?? '';
      expect(echoed).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      given.add(echoed);
      expect(server.lines().filter((line) => line.requestId === echoed)).toHaveLength(1);
    }
    expect(given.size).toBe(refused.length);
    // 64 characters is the longest kept.
    const longest = 'a'.repeat(64);
    const kept = await server.fetch('/api/health', { headers: { 'X-Request-Id': longest } });
    expect(kept.headers.get('x-request-id')).toBe(longest);
  });

  it('gives the error line of a failure the same id as the answer, without personal data', async () => {
    await server.running.db.schema.dropTable('idempotency_keys');
    const order = orderWith((o) => {
      o.customer.fullName = CUSTOMER.fullName;
      o.customer.email = CUSTOMER.email;
    });
    const response = await fetch(`http://127.0.0.1:${server.running.port}/api/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'logs-1' },
      body: JSON.stringify(order),
    });
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id') ?? '';
    const body = (await response.json()) as { error: { requestId: string } };
    expect(body.error.requestId).toBe(id);
    const ofRequest = server.lines().filter((line) => line.requestId === id);
    expect(ofRequest.map((line) => line.level)).toEqual(['error', 'info']);
    expect(ofRequest[0]?.msg).toBe('POST /api/orders/ failed (internal_error)');
    expect(String(ofRequest[0]?.err)).toContain('idempotency_keys');
    expect(ofRequest[1]).toMatchObject({ route: '/api/orders/', status: 500 });
    const all = server.written.join('\n');
    expect(all).not.toContain('Ottoline');
    expect(all).not.toContain(CUSTOMER.email);
    expect(all).not.toMatch(/values\s*\(/i);
  });

  it('puts the request id on a line a service writes deep inside the request', async () => {
    const login = await server.fetch('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const refresh = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.includes('refresh'));
    expect(refresh).toBeDefined();
    const exchange = (id: string) =>
      server.fetch('/api/users/refresh-tokens', {
        headers: { Cookie: refresh ?? '', 'X-Request-Id': id },
      });
    expect((await exchange('refresh-first')).status).toBe(200);
    // The same refresh token again: the auth service warns that a used token came back.
    expect((await exchange('refresh-reused')).status).toBe(401);
    const ofRequest = server.lines().filter((line) => line.requestId === 'refresh-reused');
    expect(ofRequest.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});

describe('log formats', () => {
  it('chooses JSON in production and into a pipe, pretty at a terminal, or LOG_FORMAT', () => {
    expect(logFormatFrom({}, false)).toBe('json');
    expect(logFormatFrom({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormatFrom({}, true)).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: 'JSON' }, true)).toBe('json');
    expect(() => logFormatFrom({ LOG_FORMAT: 'xml' }, true)).toThrow(
      'LOG_FORMAT must be json or pretty (got "xml")',
    );
  });

  it('writes a pretty line with its fields and the request id of its context', () => {
    const written: string[] = [];
    const logger = createConsoleLogger('pretty', {
      out: (line) => written.push(line),
      err: (line) => written.push(line),
    });
    withLogContext({ requestId: 'r-1' }, () => logger.warn('Slow answer', { ms: 812 }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}Slow answer \(requestId=r-1 ms=812\)$/,
    );
  });
});
