import type { Knex } from 'knex';
import { dialectOf } from '@cutshop/migrations/dialects';
import type { DriverErrorTranslator } from '../db/errors';
import { withRetriedTransaction, type RetryOptions } from '../db/retried-transaction';
import { driverErrorTranslator, withTranslatedErrors } from '../db/translate-errors';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository';
import {
  createCatalogueImagesRepository,
  type CatalogueImagesRepository,
} from './catalogue-images-repository';
import { createIdempotencyRepository, type IdempotencyRepository } from './idempotency-repository';
import { createOrderListCaches, type OrderListCaches } from './orders/list-caches';
import { revisionOfOrders } from './orders/order-counts';
import {
  createOrdersRepository,
  type OrdersRepository,
  type OrdersRepositoryEvents,
} from './orders/orders-repository';
import {
  createOrderCatalogueRepository,
  type OrderCatalogueRepository,
} from './order-catalogue-repository';
import {
  createOffcutsRepository,
  createOrderCuttingPlansRepository,
  type OffcutsRepository,
  type OrderCuttingPlansRepository,
} from './offcuts-repository';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import { createOrderPriceRepository, type OrderPriceRepository } from './order-price-repository';
import { createPriceListRepository, type PriceListRepository } from './price-list-repository';
import {
  createProductionSettingsRepository,
  type ProductionSettingsRepository,
} from './production-settings-repository';
import {
  createOrderProductionSettingsRepository,
  type OrderProductionSettingsRepository,
} from './production-settings-orders-repository';
import {
  createOrderHistoryRepository,
  type OrderHistoryRepository,
} from './order-history-repository';
import {
  createOrderTrackingTokensRepository,
  type OrderTrackingTokensRepository,
} from './order-tracking-tokens-repository';
import {
  createPasswordResetTokensRepository,
  type PasswordResetTokensRepository,
} from './password-reset-tokens-repository';
import {
  createRefreshTokensRepository,
  type RefreshTokensRepository,
} from './refresh-tokens-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

/** A knex transaction, as services may pass one along without importing knex. */
export type DatabaseTransaction = Knex.Transaction;

/** The repositories bound to one connection or one transaction. */
export interface RepositorySet {
  catalogue: CatalogueRepository;
  catalogueImages: CatalogueImagesRepository;
  orders: OrdersRepository;
  orderCatalogues: OrderCatalogueRepository;
  orderPrices: OrderPriceRepository;
  priceList: PriceListRepository;
  /** The shop's production settings and their history. */
  productionSettings: ProductionSettingsRepository;
  /** The production settings each order was placed with. */
  orderProductionSettings: OrderProductionSettingsRepository;
  /** The shop's offcut stock (docs/decisions/0012-offcut-stock.md). */
  offcuts: OffcutsRepository;
  /** The cutting plan each order was fixed with when it moved to To Cut. */
  orderCuttingPlans: OrderCuttingPlansRepository;
  outbox: OutboxRepository;
  idempotency: IdempotencyRepository;
  orderHistory: OrderHistoryRepository;
  /** The customers' tracking links (hashes only). */
  trackingTokens: OrderTrackingTokensRepository;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  resetTokens: PasswordResetTokensRepository;
}

export interface Repositories extends RepositorySet {
  /**
   * Runs `work` in one transaction: all of its writes happen or none. A lost lock race
   * (deadlock, busy database, a cluster's certification conflict) or a lost node rolls back
   * and runs `work` again, a few times at most (db/retried-transaction.ts says when; without
   * `options`, not after a commit that may have happened).
   */
  transaction<T>(work: (tx: RepositorySet) => Promise<T>, options?: RetryOptions): Promise<T>;
}

function bind(
  db: Knex,
  translate: DriverErrorTranslator,
  listCaches: OrderListCaches,
  events: OrdersRepositoryEvents = {},
): RepositorySet {
  return {
    catalogue: withTranslatedErrors(createCatalogueRepository(db), translate),
    catalogueImages: withTranslatedErrors(createCatalogueImagesRepository(db), translate),
    orders: withTranslatedErrors(createOrdersRepository(db, listCaches, events), translate),
    orderCatalogues: withTranslatedErrors(createOrderCatalogueRepository(db), translate),
    orderPrices: withTranslatedErrors(createOrderPriceRepository(db), translate),
    priceList: withTranslatedErrors(createPriceListRepository(db), translate),
    productionSettings: withTranslatedErrors(createProductionSettingsRepository(db), translate),
    orderProductionSettings: withTranslatedErrors(
      createOrderProductionSettingsRepository(db),
      translate,
    ),
    offcuts: withTranslatedErrors(createOffcutsRepository(db), translate),
    orderCuttingPlans: withTranslatedErrors(createOrderCuttingPlansRepository(db), translate),
    outbox: withTranslatedErrors(createOutboxRepository(db), translate),
    idempotency: withTranslatedErrors(createIdempotencyRepository(db), translate),
    orderHistory: withTranslatedErrors(createOrderHistoryRepository(db), translate),
    trackingTokens: withTranslatedErrors(createOrderTrackingTokensRepository(db), translate),
    users: withTranslatedErrors(createUsersRepository(db), translate),
    refreshTokens: withTranslatedErrors(createRefreshTokensRepository(db), translate),
    resetTokens: withTranslatedErrors(createPasswordResetTokensRepository(db), translate),
  };
}

/**
 * The tracking-token repository alone on `db` or a knex transaction (what TrackingLinks.issue
 * is given), its errors translated like every other repository's.
 */
export function trackingTokensOn(db: Knex): OrderTrackingTokensRepository {
  return withTranslatedErrors(
    createOrderTrackingTokensRepository(db),
    driverErrorTranslator(dialectOf(db)),
  );
}

/** The admin list's caches for `db`, empty; the container builds one set per app. */
export function createListCachesFor(db: Knex): OrderListCaches {
  return createOrderListCaches(() => revisionOfOrders(db));
}

/**
 * The repositories on `db`. `listCaches` are shared by every transaction (they only ever answer
 * with exact results); a caller that never lists orders (the admin CLI) may leave them out.
 * `events` are told what the connection's own orders repository sees (not a transaction's).
 */
export function createRepositories(
  db: Knex,
  listCaches: OrderListCaches = createListCachesFor(db),
  events: OrdersRepositoryEvents = {},
): Repositories {
  const translate = driverErrorTranslator(dialectOf(db));
  return {
    ...bind(db, translate, listCaches, events),
    async transaction(work, options = { what: 'transaction' }) {
      try {
        return await withRetriedTransaction(
          db,
          (trx) => work(bind(trx, translate, listCaches)),
          options,
        );
      } catch (error) {
        throw translate(error);
      }
    },
  };
}
