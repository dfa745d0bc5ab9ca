import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'sqlite', filename: `${REPO_ROOT}var/cutshop.sqlite` },
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      outboxDir: `${REPO_ROOT}var/outbox`,
      webDist: `${REPO_ROOT}web/dist`,
      trustProxy: false,
      orderRateLimit: 30,
    });
  });

  it('reads MySQL URLs', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://shop:s%40cret@db.internal:3307/cutshop' });
    expect(config.database).toEqual({
      kind: 'mysql',
      hosts: [{ host: 'db.internal', port: 3307 }],
      user: 'shop',
      password: 's@cret',
      database: 'cutshop',
    });
  });

  it('names every bad value, one message each', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'postgres://db/cutshop',
        PUBLIC_URL: 'shop.example.com',
        SMTP_URL: 'http://mail',
        TRUST_PROXY: 'maybe',
        ORDER_RATE_LIMIT: '0',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must start with sqlite: or mysql:// (e.g. mysql://user:password@host:3306/cutshop)',
      'PUBLIC_URL must be an http:// or https:// address (got "shop.example.com")',
      'SMTP_URL must be an smtp:// or smtps:// address',
      'TRUST_PROXY must be true or false (got "maybe")',
      'ORDER_RATE_LIMIT must be a whole number of orders per minute, at least 1 (got "0")',
    ]);
  });

  it('never repeats a password in a message', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://shop:topsecret@db.internal' });
    expect(problems).toEqual([
      'DATABASE_URL must name one database after the host; expected mysql://user:password@host:3306/cutshop',
    ]);
    expect(problems.join()).not.toContain('topsecret');
  });

  it('checks the first admin and the JWT secret without repeating secrets', () => {
    const problems = problemsOf({
      ADMIN_EMAIL: 'not an address',
      ADMIN_PASSWORD: 'password',
      JWT_SECRET: 'too-short-secret',
    });
    expect(problems).toEqual([
      'ADMIN_EMAIL must be an e-mail address (got "not an address")',
      'ADMIN_PASSWORD is not strong enough: at least 8 characters with an upper-case letter, a lower-case letter and a digit',
      'JWT_SECRET must be at least 32 bytes long (e.g. openssl rand -base64 48)',
    ]);
    expect(problems.join()).not.toMatch(/too-short-secret|: password/);
  });

  it('reads the first admin and the JWT secret', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Owner@Shop.Example ',
      ADMIN_PASSWORD: 'Owner-pass-1',
      JWT_SECRET: 's'.repeat(32),
      JWT_SECRET_FILE: '/etc/cutshop/jwt',
    });
    expect(config.firstAdmin).toEqual({ email: 'owner@shop.example', password: 'Owner-pass-1' });
    expect(config.jwtSecret).toBe('s'.repeat(32));
    expect(config.jwtSecretFile).toBe('/etc/cutshop/jwt');
    expect(loadConfig({})).toMatchObject({
      firstAdmin: { email: null, password: null },
      jwtSecret: null,
      jwtSecretFile: `${REPO_ROOT}var/jwt-secret`,
    });
  });

  it('reads the shop time zone, UTC unless set, and refuses a name Intl does not know', () => {
    expect(loadConfig({}).shopTimeZone).toBe('UTC');
    expect(loadConfig({ SHOP_TIME_ZONE: ' Europe/Madrid ' }).shopTimeZone).toBe('Europe/Madrid');
    expect(loadConfig({ SHOP_TIME_ZONE: 'America/Mexico_City' }).shopTimeZone).toBe(
      'America/Mexico_City',
    );
    expect(problemsOf({ SHOP_TIME_ZONE: 'Madrid' })).toEqual([
      'SHOP_TIME_ZONE must be an IANA time zone name, e.g. Europe/Madrid or UTC (got "Madrid")',
    ]);
    expect(problemsOf({ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' })).toHaveLength(1);
  });

  it("reads the outbox's lease in seconds, 120 unless set, and refuses one outside 30 to 3600", () => {
    expect(loadConfig({}).outboxLeaseMs).toBe(120_000);
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: ' 30 ' }).outboxLeaseMs).toBe(30_000);
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: '3600' }).outboxLeaseMs).toBe(3_600_000);
    for (const value of ['29', '3601', '0', '-5', '45.5', 'soon']) {
      expect(problemsOf({ OUTBOX_LEASE_SECONDS: value })).toEqual([
        `OUTBOX_LEASE_SECONDS must be a whole number of seconds from 30 to 3600 (got "${value}")`,
      ]);
    }
  });
});
