import type { Config } from './config';
import type { Database } from './db/connection';
import type { Logger } from './logger';
import {
  createListCachesFor,
  createRepositories,
  trackingTokensOn,
  type Repositories,
} from './repositories';
import type { OrderListCaches } from './repositories/orders/list-caches';
import { createRateLimitTable } from './repositories/rate-limit-table';
import { CatalogueService } from './services/catalogue-service';
import { CatalogueAdminService } from './services/catalogue-admin-service';
import { PriceListService } from './services/price-list-service';
import { ProductionSettingsService } from './services/production-settings-service';
import { createMailDelivery, type MailDelivery } from './services/mail/mail-delivery';
import { orderConfirmationEmail } from './services/mail/order-confirmation';
import { OutboxMailer } from './services/mail/outbox-mailer';
import { CounterCompactor } from './services/orders/counter-compactor';
import { OrderService } from './services/orders/order-service';
import { OrderAdminService } from './services/orders/order-admin-service';
import { OffcutService } from './services/production/offcut-service';
import { ProductionService } from './services/production/production-service';
import { AccessTokens } from './services/auth/access-tokens';
import { AdminAccounts } from './services/auth/admin-accounts';
import { AuthService } from './services/auth/auth-service';
import { DeviceCookies } from './services/auth/device-cookies';
import { OWASP_SCRYPT, PasswordHasher, type ScryptParams } from './services/auth/password-hash';
import { SignInThrottle, type AuthRateLimits } from './services/auth/sign-in-throttle';
import { BackgroundTasks } from './services/background-tasks';
import { passwordResetEmail } from './services/mail/password-reset-email';
import { statusChangeEmail } from './services/mail/status-change-email';
import { createRateLimitStore, type RateLimitStore } from './services/rate-limits/rate-limit-store';
import { createTrackingLinks, type TrackingLinks } from './services/tracking/tracking-links';
import { TrackingService } from './services/tracking/tracking-service';

/** Everything the app is built from; tests build the same set around their own database. */
export interface AppServices {
  config: Config;
  logger: Logger;
  repositories: Repositories;
  /** The admin list's caches: this app's own, never shared with another app in the process. */
  orderListCaches: OrderListCaches;
  catalogue: CatalogueService;
  /** The catalogue editor: changes, history, export and import, swatch images. */
  catalogueAdmin: CatalogueAdminService;
  /** The shop's price list and its history. */
  priceList: PriceListService;
  productionSettings: ProductionSettingsService;
  orders: OrderService;
  orderAdmin: OrderAdminService;
  /** The production outputs of an order: hardware, cut list, production file, export zip. */
  production: ProductionService;
  /** The shop's offcut stock and the replan of an order's fixed cutting plan. */
  offcuts: OffcutService;
  auth: AuthService;
  adminAccounts: AdminAccounts;
  mailer: OutboxMailer;
  mailDelivery: MailDelivery;
  /**
   * Work requests start and do not wait for (the password-reset e-mail, the order counters'
   * compaction); its errors are logged, and it is drained before the database closes.
   */
  background: BackgroundTasks;
  /**
   * Where the order, sign-in and reset limits count: Redis (REDIS_URL), the database (MySQL)
   * or memory (SQLite). Closed after the server stops, before the database.
   */
  rateLimits: RateLimitStore;
  /** Mints the customers' tracking links (only each token's hash is stored). */
  trackingLinks: TrackingLinks;
  /** The order behind a tracking link, as its customer sees it. */
  tracking: TrackingService;
}

interface ServiceOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** How often the mail loop looks at the outbox without being told (default 5 s). */
  mailPollIntervalMs?: number;
  /** The access-token signing secret (see loadJwtSecret). */
  jwtSecret: Uint8Array;
  /** scrypt cost; the OWASP figures unless a test asks for cheaper hashing. */
  passwordHashing?: ScryptParams;
  authRateLimits?: AuthRateLimits;
}

export function createServices({
  config,
  db,
  logger,
  mailPollIntervalMs,
  jwtSecret,
  passwordHashing,
  authRateLimits,
}: ServiceOptions): AppServices {
  const orderListCaches = createListCachesFor(db);
  const background = new BackgroundTasks(logger);
  const repositories = createRepositories(db, orderListCaches, {
    onDeepPage: () => counterCompactor.request(),
  });
  const counterCompactor = new CounterCompactor({ orders: repositories.orders, background });
  const catalogue = new CatalogueService(repositories.catalogue);
  const catalogueAdmin = new CatalogueAdminService({ repositories, catalogue });
  const priceList = new PriceListService({ repositories, catalogue });
  const productionSettings = new ProductionSettingsService({ repositories });
  const mailDelivery = createMailDelivery(config);
  const trackingLinks = createTrackingLinks({
    tokensOn: (trx) => trackingTokensOn(trx ?? db),
    publicUrl: config.publicUrl,
  });
  const mailer = new OutboxMailer({
    outbox: repositories.outbox,
    delivery: mailDelivery,
    logger,
    pollIntervalMs: mailPollIntervalMs,
    leaseMs: config.outboxLeaseMs,
  });
  /** How the customers' e-mails are written (docs/product.md, "E-mails to the customer"). */
  const customerEmails = { publicUrl: config.publicUrl, timeZone: config.shopTimeZone };
  const orders = new OrderService({
    repositories,
    catalogue,
    priceList,
    productionSettings,
    confirmationEmail: (placed) => orderConfirmationEmail(placed, customerEmails),
    onEmailQueued: () => mailer.kick(),
    trackingLinks,
  });
  const orderAdmin = new OrderAdminService({
    repositories,
    statusEmail: (changed) => statusChangeEmail(changed, customerEmails),
    trackingLinks,
    onEmailQueued: () => mailer.kick(),
  });
  const production = new ProductionService({
    orders: orderAdmin,
    orderPrices: repositories.orderPrices,
    orderCatalogues: repositories.orderCatalogues,
    orderSettings: repositories.orderProductionSettings,
    offcuts: repositories.offcuts,
    fixedPlans: repositories.orderCuttingPlans,
    publicUrl: config.publicUrl,
  });
  const rateLimits = createRateLimitStore({
    table:
      config.database.kind === 'mysql' ? createRateLimitTable(db, config.database.database) : null,
    redisUrl: config.redisUrl,
    logger,
  });
  const hasher = new PasswordHasher(passwordHashing ?? OWASP_SCRYPT);
  const auth = new AuthService({
    repositories,
    hasher,
    accessTokens: new AccessTokens(jwtSecret, {
      issuer: config.publicUrl,
      audience: `${config.publicUrl}/api`,
    }),
    throttle: new SignInThrottle(rateLimits, authRateLimits),
    deviceCookies: new DeviceCookies(jwtSecret),
    background,
    logger,
    resetEmail: passwordResetEmail,
    publicUrl: config.publicUrl,
    onEmailQueued: () => mailer.kick(),
  });
  const adminAccounts = new AdminAccounts(repositories, hasher);
  return {
    config,
    logger,
    repositories,
    orderListCaches,
    catalogue,
    catalogueAdmin,
    priceList,
    productionSettings,
    orders,
    orderAdmin,
    production,
    offcuts: new OffcutService({ repositories }),
    auth,
    adminAccounts,
    mailer,
    mailDelivery,
    background,
    rateLimits,
    trackingLinks,
    tracking: new TrackingService(repositories),
  };
}
