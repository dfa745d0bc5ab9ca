import type { Knex } from 'knex';
import { dialectOf } from '@cutshop/migrations';
import { TransientDatabaseError, type DriverErrorTranslator } from '../db/errors';
import { translateMysqlError } from '../db/mysql-errors';
import { translateSqliteError } from '../db/sqlite-errors';
import { withTranslatedErrors } from '../db/translate-errors';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository';
import { createIdempotencyRepository, type IdempotencyRepository } from './idempotency-repository';
import { OrderJsonCache } from './order-json-cache';
import type { OrderListCaches } from './order-list';
import { OrderPageCache } from './order-page-cache';
import { BatchedRead } from '../batched-read';
import { revisionOfOrders } from './order-counts';
import { createOrdersRepository, type OrdersRepository } from './orders-repository';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import {
  createOrderHistoryRepository,
  type OrderHistoryRepository,
} from './order-history-repository';
import {
  createPasswordResetTokensRepository,
  type PasswordResetTokensRepository,
} from './password-reset-tokens-repository';
import {
  createRefreshTokensRepository,
  type RefreshTokensRepository,
} from './refresh-tokens-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

/** The repositories bound to one connection or one transaction. */
export interface RepositorySet {
  catalogue: CatalogueRepository;
  orders: OrdersRepository;
  outbox: OutboxRepository;
  idempotency: IdempotencyRepository;
  orderHistory: OrderHistoryRepository;
  users: UsersRepository;
  refreshTokens: RefreshTokensRepository;
  resetTokens: PasswordResetTokensRepository;
}

export interface Repositories extends RepositorySet {
  /**
   * Runs `work` in one transaction: all of its writes happen or none. A lost lock race
   * (deadlock, busy database) rolls back and runs `work` again, a few times at most.
   */
  transaction<T>(work: (tx: RepositorySet) => Promise<T>): Promise<T>;
}

const TRANSACTION_ATTEMPTS = 3;

function translatorFor(db: Knex): DriverErrorTranslator {
  return dialectOf(db) === 'mysql' ? translateMysqlError : translateSqliteError;
}

function bind(
  db: Knex,
  translate: DriverErrorTranslator,
  listCaches: OrderListCaches,
): RepositorySet {
  return {
    catalogue: withTranslatedErrors(createCatalogueRepository(db), translate),
    orders: withTranslatedErrors(createOrdersRepository(db, listCaches), translate),
    outbox: withTranslatedErrors(createOutboxRepository(db), translate),
    idempotency: withTranslatedErrors(createIdempotencyRepository(db), translate),
    orderHistory: withTranslatedErrors(createOrderHistoryRepository(db), translate),
    users: withTranslatedErrors(createUsersRepository(db), translate),
    refreshTokens: withTranslatedErrors(createRefreshTokensRepository(db), translate),
    resetTokens: withTranslatedErrors(createPasswordResetTokensRepository(db), translate),
  };
}

export function createRepositories(db: Knex): Repositories {
  const translate = translatorFor(db);
  // One per process, shared by every transaction: they only ever answer with exact results.
  const listCaches: OrderListCaches = {
    json: new OrderJsonCache(),
    pages: new OrderPageCache(),
    revision: new BatchedRead(() => revisionOfOrders(db)),
  };
  return {
    ...bind(db, translate, listCaches),
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((trx) => work(bind(trx, translate, listCaches)));
        } catch (error) {
          const translated = translate(error);
          const retry =
            translated instanceof TransientDatabaseError && attempt < TRANSACTION_ATTEMPTS;
          if (!retry) throw translated;
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        }
      }
    },
  };
}
