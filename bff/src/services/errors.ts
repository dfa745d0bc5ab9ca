import { MESSAGES } from '@cutshop/domain';
import { AppError } from '../errors';

/** An Idempotency-Key already used for a request with another body. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      'key_reused',
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request body',
    );
  }
}

/** Too many attempts from this client or on this account for now; try again later. */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      'rate_limited',
      'rate_limited',
      `Too many attempts, please try again in ${retryAfterSeconds} s`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No order has this uuid. */
export class OrderNotFoundError extends AppError {
  constructor(uuid: string) {
    super('not_found', 'order_not_found', `There is no order ${uuid}`);
  }
}

/**
 * An order stored without the catalogue it was built from (every order has one since migration
 * 20261126100000): its production outputs are not computed from today's catalogue instead.
 */
export class OrderCatalogueMissingError extends AppError {
  constructor(uuid: string) {
    super(
      'conflict',
      'order_catalogue_missing',
      `Order ${uuid} has no stored catalogue: its production outputs cannot be computed`,
    );
  }
}

/** The order changed since the copy the request was based on was read. */
export class StaleOrderError extends AppError {
  constructor(uuid: string, current?: { version: number; updatedAt: string }) {
    const now = current
      ? ` (it is now version ${current.version}, updated ${current.updatedAt})`
      : '';
    super(
      'stale',
      'stale_order',
      `Order ${uuid} was changed by someone else since you read it${now}: reload it and try again`,
    );
  }
}

/**
 * A move to To Cut while the order's cutting plan leaves parts unplaced (a part larger than its
 * sheet): refused unless the request gives the reason the shop overrides it
 * (docs/production/plans-and-labels.md, "Unplaced parts"). The answer carries `unplaced`.
 */
export class PartsUnplacedError extends AppError {
  constructor(uuid: string, unplaced: number) {
    super(
      'conflict',
      'parts_unplaced',
      `Order ${uuid} cannot go to To Cut: its cutting plan cannot place ${unplaced} part(s); ` +
        'give a reason to override',
      { answerExtras: { unplaced } },
    );
  }
}

/**
 * A password reset token that is unknown, used already or expired. Its answer is the reset
 * form's own message with `status: false` beside the error, as the change-password endpoint has
 * always answered (the link itself is not described to the caller).
 */
export class InvalidResetTokenError extends AppError {
  constructor() {
    super('invalid', 'invalid_reset_token', MESSAGES.passwordChangeFailed, {
      answerExtras: { status: false },
    });
  }
}

/** An admin account with this e-mail exists already. */
export class AccountExistsError extends AppError {
  constructor(email: string) {
    super('conflict', 'account_exists', `An admin account for ${email} exists already`);
  }
}

/** No admin account has this e-mail. */
export class AccountNotFoundError extends AppError {
  constructor(email: string) {
    super('not_found', 'account_not_found', `There is no admin account for ${email}`);
  }
}

/** No catalogue node has this id (or the path's id is not a positive integer). */
export class CatalogueNodeNotFoundError extends AppError {
  constructor(id: number | string) {
    super('not_found', 'catalogue_node_not_found', `There is no catalogue node ${id}`);
  }
}

/** The catalogue node changed since the copy the request was based on was read. */
export class StaleCatalogueNodeError extends AppError {
  constructor(id: number, current?: { version: number }) {
    const now = current ? ` (it is now version ${current.version})` : '';
    super(
      'stale',
      'stale_catalogue_node',
      `Catalogue node ${id} was changed by someone else since you read it${now}: reload it and try again`,
    );
  }
}

/** No swatch image is stored under this name. */
export class CatalogueImageNotFoundError extends AppError {
  constructor() {
    super('not_found', 'catalogue_image_not_found', 'There is no such swatch image');
  }
}

/** The price list changed since the version the request names was read. */
export class StalePriceListError extends AppError {
  constructor(current: number) {
    super(
      'stale',
      'stale_price_list',
      `The price list was changed by someone else since you read it (it is now version ${current}): reload it and try again`,
    );
  }
}

/** The production settings changed since the version the request names was read. */
export class StaleProductionSettingsError extends AppError {
  constructor(current: number) {
    super(
      'stale',
      'stale_production_settings',
      `The production settings were changed by someone else since you read them (they are now version ${current}): reload them and try again`,
    );
  }
}

/** An order placed while the shop had no price list: it has no price to quote. */
export class OrderPriceMissingError extends AppError {
  constructor(uuid: string) {
    super(
      'conflict',
      'order_price_missing',
      `Order ${uuid} has no price: the shop had no price list when it was placed`,
    );
  }
}

/**
 * The offcut stock kept changing while an order's cutting plan was being fixed (other plans took
 * the offcuts it would use every time, and even the last fix, without stock, found an offcut it
 * gives back or withdraws changed): nothing was changed; try again
 * (docs/decisions/0012-offcut-stock.md).
 */
export class OffcutStockBusyError extends AppError {
  constructor() {
    super(
      'conflict',
      'offcut_stock_busy',
      'The offcut stock changed while the cutting plan was being fixed: nothing was changed, try again',
    );
  }
}

/** No offcut has this id (or the id is not `OC-` and a number). */
export class OffcutNotFoundError extends AppError {
  constructor(id: string) {
    super('not_found', 'offcut_not_found', `There is no offcut ${id}`);
  }
}

/** The offcut changed, or left the stock, since the copy the request was based on was read. */
export class StaleOffcutError extends AppError {
  constructor(id: string, current?: { version: number; inStock: boolean }) {
    const now =
      current === undefined
        ? ''
        : current.inStock
          ? ` (it is now version ${current.version})`
          : ' (it is no longer in stock)';
    super(
      'stale',
      'stale_offcut',
      `Offcut ${id} was changed by someone else since you read it${now}: reload it and try again`,
    );
  }
}

/**
 * A replan (docs/decisions/0012-offcut-stock.md, "Replan") is only for an order at To Cut, and
 * not while another fixed plan uses an offcut this order's plan leaves (that offcut would never
 * be cut).
 */
export class ReplanRefusedError extends AppError {
  constructor(uuid: string, reason: string, extras: Readonly<Record<string, unknown>> = {}) {
    super('conflict', 'replan_refused', `Order ${uuid} cannot be planned again: ${reason}`, {
      answerExtras: extras,
    });
  }
}
