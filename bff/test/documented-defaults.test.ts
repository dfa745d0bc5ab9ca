import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  C_PROFILE_HINT_MM,
  DEFAULT_TILE_SHEET,
  J_PROFILE_HINT_MM,
  MAX_QUANTITY,
  MAX_SHELVES,
  MAX_SHELVES_BASE_TYPES,
  MAX_SHELVES_OTHER_TYPES,
  MM_PER_INCH,
  ORDER_LIST_MAX_LIMIT,
  ORDER_LIST_PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  SHELF_HEIGHT_RANGE_IN,
  TEXT_LIMITS,
  UUID_FILTER_MIN_LENGTH,
} from '@cutshop/domain';
import {
  CUT_LIST_RULES,
  DEFAULT_PARTS_SETTINGS,
  DRAWER_BOX_RULES,
  NESTING_RULES,
  PARTS_RULES,
} from '@cutshop/domain/production';
import {
  count,
  duration,
  glanceRows,
  inches,
  mm,
  MS_PER,
  quantityOf,
  tableUnder,
  word,
  type DefaultRow,
  type Quantity,
} from '@cutshop/domain/testing';
import { CLUSTER_TIMINGS } from '../src/cluster';
import { DEFAULT_ORDER_RATE_LIMIT, HTTP_TIMEOUTS, loadConfig, MAX_WORKERS } from '../src/config';
import { DEFAULT_DATABASE_URL } from '../src/db/database-url';
import { BODY_LIMIT } from '../src/http-problem';
import { debugEnabled, logFormatFrom } from '../src/logger';
import { JSON_DEPTH_LIMIT } from '../src/middleware/json-body';
import { REPO_ROOT } from '../src/paths';
import { IMPORT_BODY_LIMIT } from '../src/routes/catalogue';
import { TRACKING_RATE_LIMIT } from '../src/routes/tracking';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../src/routes/orders';
import { HTTP_TIMEOUT_CHECK_MS, OPERATIONS_TIMINGS } from '../src/runtime';
import {
  ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
  ACCESS_TOKEN_TTL_SECONDS,
} from '../src/services/auth/access-tokens';
import {
  BROWSER_SESSION_HOURS,
  REMEMBERED_SESSION_DAYS,
  RESET_TOKEN_MINUTES,
} from '../src/services/auth/auth-service';
import { DEVICE_COOKIE_DAYS } from '../src/services/auth/device-cookies';
import { CATALOGUE_HISTORY_LIMIT } from '../src/services/catalogue-admin-service';
import { CATALOGUE_REVISION_CHECK_MS } from '../src/services/catalogue-service';
import { PRICE_LIST_HISTORY_LIMIT } from '../src/services/price-list-service';
import { PRODUCTION_SETTINGS_HISTORY_LIMIT } from '../src/services/production-settings-service';
import { OWASP_SCRYPT } from '../src/services/auth/password-hash';
import { AUTH_RATE_LIMITS, DEVICE_LOGIN_FAILURES } from '../src/services/auth/sign-in-throttle';
import type { Limit } from '../src/services/rate-limits/rate-counter';
import { OUTBOX_RETRY } from '../src/services/mail/outbox-mailer';
import { RATE_LIMIT_STORE_TIMING } from '../src/services/rate-limits/rate-limit-store';

/*
 * The defaults the documentation states, held to the constants that set them: a value changed in
 * the docs or in the code alone fails here. The web's values are checked by
 * web/test/documented-defaults.test.ts from the same table.
 */

const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// docs/rules-and-defaults.md, "Defaults at a glance": Value | What it is | Constant
// ---------------------------------------------------------------------------------------------

const limit = ({ points, durationSeconds }: Limit): Quantity => ({
  kind: 'limit',
  points,
  ms: durationSeconds * MS_PER.s!,
});

/** Every constant of the table this suite checks, under the name the table gives it. */
const CONSTANTS: Readonly<Record<string, Quantity>> = {
  MM_PER_INCH: mm(MM_PER_INCH),
  'C_PROFILE_HINT_MM.height': mm(C_PROFILE_HINT_MM.height),
  'C_PROFILE_HINT_MM.depth': mm(C_PROFILE_HINT_MM.depth),
  'J_PROFILE_HINT_MM.height': mm(J_PROFILE_HINT_MM.height),
  'J_PROFILE_HINT_MM.depth': mm(J_PROFILE_HINT_MM.depth),
  'SHELF_HEIGHT_RANGE_IN.min': inches(SHELF_HEIGHT_RANGE_IN.min),
  'SHELF_HEIGHT_RANGE_IN.max': inches(SHELF_HEIGHT_RANGE_IN.max),
  MAX_SHELVES: count(MAX_SHELVES),
  MAX_SHELVES_OTHER_TYPES: count(MAX_SHELVES_OTHER_TYPES),
  MAX_SHELVES_BASE_TYPES: count(MAX_SHELVES_BASE_TYPES),
  MAX_QUANTITY: count(MAX_QUANTITY),
  'TEXT_LIMITS.description': count(TEXT_LIMITS.description),
  'TEXT_LIMITS.shortText': count(TEXT_LIMITS.shortText),
  'TEXT_LIMITS.notes': count(TEXT_LIMITS.notes),
  'TEXT_LIMITS.message': count(TEXT_LIMITS.message),
  ORDER_LIST_PAGE_SIZE: count(ORDER_LIST_PAGE_SIZE),
  ORDER_LIST_MAX_LIMIT: count(ORDER_LIST_MAX_LIMIT),
  UUID_FILTER_MIN_LENGTH: count(UUID_FILTER_MIN_LENGTH),
  PASSWORD_MIN_LENGTH: count(PASSWORD_MIN_LENGTH),
  'OWASP_SCRYPT.logN': count(OWASP_SCRYPT.logN),
  'OWASP_SCRYPT.r': count(OWASP_SCRYPT.r),
  'OWASP_SCRYPT.p': count(OWASP_SCRYPT.p),
  ACCESS_TOKEN_TTL_SECONDS: duration(ACCESS_TOKEN_TTL_SECONDS, 's'),
  ACCESS_TOKEN_CLOCK_SKEW_SECONDS: duration(ACCESS_TOKEN_CLOCK_SKEW_SECONDS, 's'),
  REMEMBERED_SESSION_DAYS: duration(REMEMBERED_SESSION_DAYS, 'days'),
  BROWSER_SESSION_HOURS: duration(BROWSER_SESSION_HOURS, 'h'),
  RESET_TOKEN_MINUTES: duration(RESET_TOKEN_MINUTES, 'min'),
  'AUTH_RATE_LIMITS.loginPerIp': limit(AUTH_RATE_LIMITS.loginPerIp),
  'AUTH_RATE_LIMITS.loginFailuresPerAccount': limit(AUTH_RATE_LIMITS.loginFailuresPerAccount),
  DEVICE_LOGIN_FAILURES: limit(DEVICE_LOGIN_FAILURES),
  'AUTH_RATE_LIMITS.rememberPerIp': limit(AUTH_RATE_LIMITS.rememberPerIp),
  'AUTH_RATE_LIMITS.rememberPerAccount': limit(AUTH_RATE_LIMITS.rememberPerAccount),
  DEVICE_COOKIE_DAYS: duration(DEVICE_COOKIE_DAYS, 'days'),
  DEFAULT_ORDER_RATE_LIMIT: count(DEFAULT_ORDER_RATE_LIMIT),
  TRACKING_RATE_LIMIT: limit(TRACKING_RATE_LIMIT),
  'RATE_LIMIT_STORE_TIMING.failureWarningIntervalMs': duration(
    RATE_LIMIT_STORE_TIMING.failureWarningIntervalMs,
    'ms',
  ),
  BODY_LIMIT: { kind: 'size', text: BODY_LIMIT },
  JSON_DEPTH_LIMIT: count(JSON_DEPTH_LIMIT),
  IMPORT_BODY_LIMIT: { kind: 'size', text: IMPORT_BODY_LIMIT },
  CATALOGUE_REVISION_CHECK_MS: duration(CATALOGUE_REVISION_CHECK_MS, 'ms'),
  'CATALOGUE_HISTORY_LIMIT.default': count(CATALOGUE_HISTORY_LIMIT.default),
  'CATALOGUE_HISTORY_LIMIT.max': count(CATALOGUE_HISTORY_LIMIT.max),
  'PRICE_LIST_HISTORY_LIMIT.default': count(PRICE_LIST_HISTORY_LIMIT.default),
  'PRICE_LIST_HISTORY_LIMIT.max': count(PRICE_LIST_HISTORY_LIMIT.max),
  'PRODUCTION_SETTINGS_HISTORY_LIMIT.default': count(PRODUCTION_SETTINGS_HISTORY_LIMIT.default),
  'PRODUCTION_SETTINGS_HISTORY_LIMIT.max': count(PRODUCTION_SETTINGS_HISTORY_LIMIT.max),
  'HTTP_TIMEOUTS.headersSeconds': duration(HTTP_TIMEOUTS.headersSeconds, 's'),
  'HTTP_TIMEOUTS.requestSeconds': duration(HTTP_TIMEOUTS.requestSeconds, 's'),
  'HTTP_TIMEOUTS.keepAliveSeconds': duration(HTTP_TIMEOUTS.keepAliveSeconds, 's'),
  'HTTP_TIMEOUTS.longestKeepAliveSeconds': duration(HTTP_TIMEOUTS.longestKeepAliveSeconds, 's'),
  MAX_WORKERS: count(MAX_WORKERS),
  HTTP_TIMEOUT_CHECK_MS: duration(HTTP_TIMEOUT_CHECK_MS, 'ms'),
  MAX_IDEMPOTENCY_KEY_LENGTH: count(MAX_IDEMPOTENCY_KEY_LENGTH),
  'OUTBOX_RETRY.firstRetryMs': duration(OUTBOX_RETRY.firstRetryMs, 'ms'),
  'OUTBOX_RETRY.longestRetryMs': duration(OUTBOX_RETRY.longestRetryMs, 'ms'),
  'OUTBOX_RETRY.leaseMs': duration(OUTBOX_RETRY.leaseMs, 'ms'),
  'OUTBOX_RETRY.shortestLeaseMs': duration(OUTBOX_RETRY.shortestLeaseMs, 'ms'),
  'OUTBOX_RETRY.longestLeaseMs': duration(OUTBOX_RETRY.longestLeaseMs, 'ms'),
  'OPERATIONS_TIMINGS.graceMs': duration(OPERATIONS_TIMINGS.graceMs, 'ms'),
  'OPERATIONS_TIMINGS.readyTimeoutMs': duration(OPERATIONS_TIMINGS.readyTimeoutMs, 'ms'),
  'CLUSTER_TIMINGS.restartDelayFirstMs': duration(CLUSTER_TIMINGS.restartDelayFirstMs, 'ms'),
  'CLUSTER_TIMINGS.restartDelayMaxMs': duration(CLUSTER_TIMINGS.restartDelayMaxMs, 'ms'),
  'CLUSTER_TIMINGS.stableAfterMs': duration(CLUSTER_TIMINGS.stableAfterMs, 'ms'),
  'NESTING_RULES.kerfMm': mm(NESTING_RULES.kerfMm),
  'NESTING_RULES.trimMm': mm(NESTING_RULES.trimMm),
  'NESTING_RULES.minOffcutSideMm': mm(NESTING_RULES.minOffcutSideMm),
  'NESTING_RULES.maxCutStages': word(String(NESTING_RULES.maxCutStages)),
  'NESTING_RULES.firstStage': word(NESTING_RULES.firstStage),
  'DEFAULT_TILE_SHEET.lengthMm': mm(DEFAULT_TILE_SHEET.lengthMm),
  'DEFAULT_TILE_SHEET.widthMm': mm(DEFAULT_TILE_SHEET.widthMm),
  'DEFAULT_TILE_SHEET.thicknessMm': mm(DEFAULT_TILE_SHEET.thicknessMm),
  'PARTS_RULES.edgeBandMm': mm(PARTS_RULES.edgeBandMm),
  'DEFAULT_PARTS_SETTINGS.preMillFrontsMm': mm(DEFAULT_PARTS_SETTINGS.preMillFrontsMm),
  'PARTS_RULES.frontGapMm': mm(PARTS_RULES.frontGapMm),
  'PARTS_RULES.revealMm': mm(PARTS_RULES.revealMm),
  'PARTS_RULES.shelfSafeSpanMm': mm(PARTS_RULES.shelfSafeSpanMm),
  'PARTS_RULES.legHeightMm': mm(PARTS_RULES.legHeightMm),
  'DEFAULT_PARTS_SETTINGS.heightIncludesLegs': word(
    DEFAULT_PARTS_SETTINGS.heightIncludesLegs ? 'yes' : 'no',
  ),
  'PARTS_RULES.plinthHeightMm': mm(PARTS_RULES.plinthHeightMm),
  'PARTS_RULES.longestPlinthMm': mm(PARTS_RULES.longestPlinthMm),
  'PARTS_RULES.plinthSetbackMm': mm(PARTS_RULES.plinthSetbackMm),
  'DEFAULT_PARTS_SETTINGS.plinthSource': word(DEFAULT_PARTS_SETTINGS.plinthSource),
  'PARTS_RULES.cornerRunDepthMm.base': mm(PARTS_RULES.cornerRunDepthMm.base),
  'PARTS_RULES.cornerRunDepthMm.wall': mm(PARTS_RULES.cornerRunDepthMm.wall),
  'PARTS_RULES.cornerDoorMm': mm(PARTS_RULES.cornerDoorMm),
  'PARTS_RULES.blindFillerMm': mm(PARTS_RULES.blindFillerMm),
  'DRAWER_BOX_RULES.boardMm': mm(DRAWER_BOX_RULES.boardMm),
  'DRAWER_BOX_RULES.tandenBox.bottomWidthDeductionMm': mm(
    DRAWER_BOX_RULES.tandenBox.bottomWidthDeductionMm,
  ),
  'DRAWER_BOX_RULES.tandenBox.backWidthDeductionMm': mm(
    DRAWER_BOX_RULES.tandenBox.backWidthDeductionMm,
  ),
  'DRAWER_BOX_RULES.galleryC.runnerClearanceMm': mm(DRAWER_BOX_RULES.galleryC.runnerClearanceMm),
  'CUT_LIST_RULES.edgeBandOverlengthMm': mm(CUT_LIST_RULES.edgeBandOverlengthMm),
};

const glanced: DefaultRow[] = glanceRows(readRepoFile('docs/rules-and-defaults.md'));
const serverRows = glanced.filter(
  (row) => row.file.startsWith('bff/') || row.file.startsWith('domain/'),
);

describe('docs/rules-and-defaults.md, "Defaults at a glance"', () => {
  it('has a row for every default, each checked by this suite or the web one', () => {
    expect(serverRows.length).toBeGreaterThan(40);
    const unchecked = glanced.filter(
      (row) => !serverRows.includes(row) && !row.file.startsWith('web/'),
    );
    expect(unchecked.map((row) => row.file)).toEqual([]);
  });

  it.each(serverRows.map((row) => [`${row.what}: ${row.value}`, row] as const))(
    '%s, in the named file',
    (_name, row) => {
      expect(existsSync(path.join(REPO_ROOT, row.file)), `${row.file} exists`).toBe(true);
      const name = row.constant.split('.')[0]!;
      expect(readRepoFile(row.file)).toMatch(new RegExp(`export const ${name}\\b`));
    },
  );

  it.each(serverRows.map((row) => [`${row.what}: ${row.value}`, row] as const))(
    '%s, equal to its constant',
    (_name, row) => {
      expect(Object.keys(CONSTANTS), `a check for ${row.constant}`).toContain(row.constant);
      expect(quantityOf(row.value), `${row.constant} (${row.file})`).toEqual(
        CONSTANTS[row.constant],
      );
    },
  );

  it('documents every constant this suite checks', () => {
    const documented = serverRows.map((row) => row.constant);
    expect(Object.keys(CONSTANTS).filter((name) => !documented.includes(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// README.md, "Configuration": Variable | Default | Meaning
// ---------------------------------------------------------------------------------------------

/** The names of the environment variables `read` looks at, whatever their values. */
function variablesRead(read: (env: NodeJS.ProcessEnv) => unknown): string[] {
  const names = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
      return undefined;
    },
  });
  read(env);
  return [...names];
}

/** Read by the log format, but Node's own: `npm start` sets it; the LOG_FORMAT row says how. */
const NOT_CONFIGURATION = ['NODE_ENV'];

const serverVariables = [
  ...variablesRead(loadConfig),
  ...variablesRead((env) => logFormatFrom(env, true)),
  ...variablesRead(debugEnabled),
].filter((name) => !NOT_CONFIGURATION.includes(name));

const defaults = loadConfig({});
const fromRoot = (absolute: string) => path.relative(REPO_ROOT, absolute);
const code = (text: string | number | boolean) => `\`${String(text)}\``;
const unsetOr = (value: string | null) => (value === null ? 'unset' : code(value));

/** Each variable's default, written as the README's Default column writes it. */
const DOCUMENTED_DEFAULT: Readonly<Record<string, string>> = {
  PORT: code(defaults.port),
  HOST: code(defaults.host),
  DATABASE_URL: code(DEFAULT_DATABASE_URL),
  PUBLIC_URL: code(loadConfig({ PORT: '4321' }).publicUrl.replace('4321', 'PORT')),
  SMTP_URL: unsetOr(defaults.smtpUrl),
  MAIL_FROM: code(
    loadConfig({ PUBLIC_URL: 'https://shop.example' }).mailFrom.replace(
      'shop.example',
      'host of PUBLIC_URL',
    ),
  ),
  OUTBOX_DIR: code(fromRoot(defaults.outboxDir)),
  OUTBOX_LEASE_SECONDS: code(defaults.outboxLeaseMs / MS_PER.s!),
  WEB_DIST: code(fromRoot(defaults.webDist)),
  TRUST_PROXY: code(defaults.trustProxy),
  ORDER_RATE_LIMIT: code(defaults.orderRateLimit),
  ADMIN_EMAIL: unsetOr(defaults.firstAdmin.email),
  ADMIN_PASSWORD: unsetOr(defaults.firstAdmin.password),
  JWT_SECRET: defaults.jwtSecret === null ? 'generated' : code(defaults.jwtSecret),
  JWT_SECRET_FILE: code(fromRoot(defaults.jwtSecretFile)),
  HTTP_KEEP_ALIVE_TIMEOUT: code(defaults.httpTimeouts.keepAliveMs / MS_PER.s!),
  WORKERS: code(defaults.workers),
  REDIS_URL: unsetOr(defaults.redisUrl),
  METRICS_TOKEN: unsetOr(defaults.metricsToken),
  SHOP_TIME_ZONE: code(defaults.shopTimeZone),
  LOG_FORMAT: `${code(logFormatFrom({}, false))} (${code(logFormatFrom({}, true))} at a terminal outside production)`,
  DEBUG: debugEnabled({}) ? 'on' : 'unset',
};

const configurationRows = tableUnder(readRepoFile('README.md'), '## Configuration').flatMap(
  ([names = '', documentedDefault = '']) =>
    names.split(', ').map((name) => ({ name: name.replaceAll('`', ''), documentedDefault })),
);

describe('README.md, "Configuration"', () => {
  it('lists every variable the server reads, and only those', () => {
    expect(serverVariables.length).toBeGreaterThanOrEqual(20);
    expect(configurationRows.map((row) => row.name).sort()).toEqual(
      [...new Set(serverVariables)].sort(),
    );
  });

  it.each(configurationRows.map((row) => [row.name, row] as const))(
    '%s: the default is the one the server uses',
    (name, row) => {
      expect(DOCUMENTED_DEFAULT[name], `a check for ${name}`).toBeDefined();
      expect(row.documentedDefault).toBe(DOCUMENTED_DEFAULT[name]);
    },
  );
});
