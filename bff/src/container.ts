import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import { createRepositories, type Repositories } from './repositories';
import { CatalogueService } from './services/catalogue-service';
import { createMailDelivery, type MailDelivery } from './services/mail/mail-delivery';
import { orderConfirmationEmail } from './services/mail/order-confirmation';
import { OutboxMailer } from './services/mail/outbox-mailer';
import { OrderService } from './services/order-service';

/** Everything the app is built from; tests build the same set around their own database. */
export interface AppServices {
  config: Config;
  logger: Logger;
  repositories: Repositories;
  catalogue: CatalogueService;
  orders: OrderService;
  mailer: OutboxMailer;
  mailDelivery: MailDelivery;
}

export interface ServiceOptions {
  config: Config;
  db: Knex;
  logger: Logger;
  /** How often the mail loop looks at the outbox without being told (default 5 s). */
  mailPollIntervalMs?: number;
}

export function createServices({
  config,
  db,
  logger,
  mailPollIntervalMs,
}: ServiceOptions): AppServices {
  const repositories = createRepositories(db);
  const catalogue = new CatalogueService(repositories.catalogue);
  const mailDelivery = createMailDelivery(config);
  const mailer = new OutboxMailer({
    outbox: repositories.outbox,
    delivery: mailDelivery,
    logger,
    pollIntervalMs: mailPollIntervalMs,
  });
  const orders = new OrderService({
    repositories,
    catalogue,
    confirmationEmail: (order) => orderConfirmationEmail(order, config.publicUrl),
    onEmailQueued: () => mailer.kick(),
  });
  return { config, logger, repositories, catalogue, orders, mailer, mailDelivery };
}
