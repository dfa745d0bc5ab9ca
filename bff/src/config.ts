import { z } from 'zod';
import { ADMIN_EMAIL_PATTERN, isStrongPassword } from '@cutshop/domain';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl, type DatabaseTarget } from './db/database-url';
import { fromRepoRoot } from './paths';
import { OUTBOX_RETRY } from './services/mail/outbox-mailer';

/** The server's settings, read once from the environment at start (README: Configuration). */
export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** The address customers and admins reach the app at (links in e-mails); no trailing slash. */
  publicUrl: string;
  /** smtp(s)://user:pass@host:port; null writes e-mails as .eml files into `outboxDir`. */
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  /** How long a process holds an e-mail it claimed before another may send it (OUTBOX_LEASE_SECONDS). */
  outboxLeaseMs: number;
  webDist: string;
  /** Honour X-Forwarded-For / -Proto from a reverse proxy in front of the server. */
  trustProxy: boolean;
  /** Orders one client IP may post per minute. */
  orderRateLimit: number;
  /** The first admin, created at start when there is no admin yet (else admin@localhost). */
  firstAdmin: { email: string | null; password: string | null };
  /** The access-token signing secret from JWT_SECRET; null: generated once into jwtSecretFile. */
  jwtSecret: string | null;
  jwtSecretFile: string;
  /** The HTTP server's timeouts, in milliseconds (HTTP_TIMEOUTS). */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Server processes sharing the port (WORKERS, node:cluster); 1 runs the server alone. */
  workers: number;
  /** The bearer token that may read GET /api/metrics (an admin session may too); null: sessions only. */
  metricsToken: string | null;
  /** redis://… for the shared rate limits; null: the database (MySQL) or memory (SQLite). */
  redisUrl: string | null;
  /** The IANA time zone the customers' e-mails state dates and times in (SHOP_TIME_ZONE). */
  shopTimeZone: string;
}

const DEFAULT_PORT = 8080;
export const DEFAULT_ORDER_RATE_LIMIT = 30;
/** HS256 wants a key as long as its hash: 256 bits. */
export const JWT_SECRET_MIN_BYTES = 32;

/**
 * The HTTP server's timeouts, in seconds (docs/rules-and-defaults.md, "Server limits"). A client
 * gets `headersSeconds` to send its request line and headers and `requestSeconds` to send the
 * whole request (a 1 MB body takes about 20 s at 400 kbit/s), else 408: a slow or stalled
 * client cannot hold a connection for long. An idle kept-alive connection is closed after
 * `keepAliveSeconds` (HTTP_KEEP_ALIVE_TIMEOUT, from 1 to `longestKeepAliveSeconds`): behind a
 * reverse proxy that reuses its connections, set it above the proxy's own idle timeout.
 */
export const HTTP_TIMEOUTS = {
  headersSeconds: 20,
  requestSeconds: 60,
  keepAliveSeconds: 5,
  longestKeepAliveSeconds: 600,
} as const;

const MS_PER_SECOND = 1000;

/** A setting the server cannot start with; the message lists every bad value, one per line. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const wholeNumber = (message: string) =>
  z.preprocess(
    blankAsMissing,
    z.string().trim().regex(/^\d+$/, message).transform(Number).optional(),
  );

const url = (protocols: readonly string[], message: string) =>
  z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, message)
      .optional(),
  );

const databaseUrl = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .default(DEFAULT_DATABASE_URL)
    .transform((value, context): DatabaseTarget => {
      try {
        return parseDatabaseUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
);

/** The most server processes WORKERS may ask for. */
export const MAX_WORKERS = 64;
const WORKERS_MESSAGE = `must be a whole number of processes from 1 to ${MAX_WORKERS}`;
/** A metrics token is a secret: as long as a JWT secret. */
const METRICS_TOKEN_MIN_BYTES = 32;

/** The shop's time zone when SHOP_TIME_ZONE is not set. */
export const DEFAULT_SHOP_TIME_ZONE = 'UTC';

/** True for a time zone name Intl knows (`Europe/Madrid`, `UTC`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const KEEP_ALIVE_MESSAGE = `must be a whole number of seconds from 1 to ${HTTP_TIMEOUTS.longestKeepAliveSeconds}`;
const OUTBOX_LEASE_MESSAGE = `must be a whole number of seconds from ${OUTBOX_RETRY.shortestLeaseMs / MS_PER_SECOND} to ${OUTBOX_RETRY.longestLeaseMs / MS_PER_SECOND}`;

const envSchema = z.object({
  PORT: wholeNumber('must be a whole number from 0 to 65535').pipe(
    z.number().max(65535, 'must be a whole number from 0 to 65535').default(DEFAULT_PORT),
  ),
  HOST: z.preprocess(blankAsMissing, z.string().trim().default('0.0.0.0')),
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: url(['http:', 'https:'], 'must be an http:// or https:// address'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// address'),
  MAIL_FROM: z.preprocess(blankAsMissing, z.string().trim().optional()),
  OUTBOX_DIR: z.preprocess(blankAsMissing, z.string().trim().default('var/outbox')),
  OUTBOX_LEASE_SECONDS: wholeNumber(OUTBOX_LEASE_MESSAGE).pipe(
    z
      .number()
      .min(OUTBOX_RETRY.shortestLeaseMs / MS_PER_SECOND, OUTBOX_LEASE_MESSAGE)
      .max(OUTBOX_RETRY.longestLeaseMs / MS_PER_SECOND, OUTBOX_LEASE_MESSAGE)
      .default(OUTBOX_RETRY.leaseMs / MS_PER_SECOND),
  ),
  WEB_DIST: z.preprocess(blankAsMissing, z.string().trim().default('web/dist')),
  TRUST_PROXY: z.preprocess(
    blankAsMissing,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  ),
  ORDER_RATE_LIMIT: wholeNumber('must be a whole number of orders per minute, at least 1').pipe(
    z
      .number()
      .min(1, 'must be a whole number of orders per minute, at least 1')
      .default(DEFAULT_ORDER_RATE_LIMIT),
  ),
  ADMIN_EMAIL: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'must be an e-mail address')
      .regex(ADMIN_EMAIL_PATTERN, 'must be an e-mail address')
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(
        isStrongPassword,
        'is not strong enough: at least 8 characters with an upper-case letter, a lower-case letter and a digit',
      )
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(
        (value) => Buffer.byteLength(value, 'utf8') >= JWT_SECRET_MIN_BYTES,
        `must be at least ${JWT_SECRET_MIN_BYTES} bytes long (e.g. openssl rand -base64 48)`,
      )
      .optional(),
  ),
  JWT_SECRET_FILE: z.preprocess(blankAsMissing, z.string().trim().default('var/jwt-secret')),
  HTTP_KEEP_ALIVE_TIMEOUT: wholeNumber(KEEP_ALIVE_MESSAGE).pipe(
    z
      .number()
      .min(1, KEEP_ALIVE_MESSAGE)
      .max(HTTP_TIMEOUTS.longestKeepAliveSeconds, KEEP_ALIVE_MESSAGE)
      .default(HTTP_TIMEOUTS.keepAliveSeconds),
  ),
  WORKERS: wholeNumber(WORKERS_MESSAGE).pipe(
    z.number().min(1, WORKERS_MESSAGE).max(MAX_WORKERS, WORKERS_MESSAGE).default(1),
  ),
  METRICS_TOKEN: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(
        (value) => Buffer.byteLength(value, 'utf8') >= METRICS_TOKEN_MIN_BYTES,
        `must be at least ${METRICS_TOKEN_MIN_BYTES} bytes long (e.g. openssl rand -base64 48)`,
      )
      .optional(),
  ),
  REDIS_URL: url(['redis:', 'rediss:'], 'must be a redis:// or rediss:// address'),
  SHOP_TIME_ZONE: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone name, e.g. Europe/Madrid or UTC')
      .default(DEFAULT_SHOP_TIME_ZONE),
  ),
});

/** Values that are safe to repeat in an error message (no credentials in them). */
const ECHOED = new Set([
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'ORDER_RATE_LIMIT',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'HTTP_KEEP_ALIVE_TIMEOUT',
  'OUTBOX_LEASE_SECONDS',
  'WORKERS',
  'SHOP_TIME_ZONE',
]);

/** Reads and checks the settings; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const given = ECHOED.has(name) ? ` (got "${env[name] ?? ''}")` : '';
        return `${name} ${issue.message}${given}`;
      }),
    );
  }
  const values = result.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL,
    publicUrl,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? `Orders <no-reply@${new URL(publicUrl).hostname}>`,
    outboxDir: fromRepoRoot(values.OUTBOX_DIR),
    outboxLeaseMs: values.OUTBOX_LEASE_SECONDS * MS_PER_SECOND,
    webDist: fromRepoRoot(values.WEB_DIST),
    trustProxy: values.TRUST_PROXY,
    orderRateLimit: values.ORDER_RATE_LIMIT,
    firstAdmin: { email: values.ADMIN_EMAIL ?? null, password: values.ADMIN_PASSWORD ?? null },
    jwtSecret: values.JWT_SECRET ?? null,
    jwtSecretFile: fromRepoRoot(values.JWT_SECRET_FILE),
    httpTimeouts: {
      headersMs: HTTP_TIMEOUTS.headersSeconds * MS_PER_SECOND,
      requestMs: HTTP_TIMEOUTS.requestSeconds * MS_PER_SECOND,
      keepAliveMs: values.HTTP_KEEP_ALIVE_TIMEOUT * MS_PER_SECOND,
    },
    workers: values.WORKERS,
    metricsToken: values.METRICS_TOKEN ?? null,
    redisUrl: values.REDIS_URL ?? null,
    shopTimeZone: values.SHOP_TIME_ZONE,
  };
}
