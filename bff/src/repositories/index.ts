import type { Knex } from 'knex';
import { dialectOf } from '@cutshop/migrations';
import { TransientDatabaseError, type DriverErrorTranslator } from '../db/errors';
import { translateMysqlError } from '../db/mysql-errors';
import { translateSqliteError } from '../db/sqlite-errors';
import { withTranslatedErrors } from '../db/translate-errors';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue-repository';
import { createIdempotencyRepository, type IdempotencyRepository } from './idempotency-repository';
import { createOrdersRepository, type OrdersRepository } from './orders-repository';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';

/** The repositories bound to one connection or one transaction. */
export interface RepositorySet {
  catalogue: CatalogueRepository;
  orders: OrdersRepository;
  outbox: OutboxRepository;
  idempotency: IdempotencyRepository;
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

function bind(db: Knex, translate: DriverErrorTranslator): RepositorySet {
  return {
    catalogue: withTranslatedErrors(createCatalogueRepository(db), translate),
    orders: withTranslatedErrors(createOrdersRepository(db), translate),
    outbox: withTranslatedErrors(createOutboxRepository(db), translate),
    idempotency: withTranslatedErrors(createIdempotencyRepository(db), translate),
  };
}

export function createRepositories(db: Knex): Repositories {
  const translate = translatorFor(db);
  return {
    ...bind(db, translate),
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((trx) => work(bind(trx, translate)));
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
