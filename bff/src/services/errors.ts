import { DomainError } from '@cutshop/domain';

/** An Idempotency-Key already used for a request with another body. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request body',
    );
  }
}

/** Too many attempts from this client or on this account for now; try again later. */
export class TooManyAttemptsError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('rate_limited', `Too many attempts, please try again in ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No order has this uuid. */
export class OrderNotFoundError extends DomainError {
  constructor(uuid: string) {
    super('order_not_found', `There is no order ${uuid}`);
  }
}

/** The order changed since the copy the request was based on was read. */
export class StaleOrderError extends DomainError {
  constructor(uuid: string, current?: { version: number; updatedAt: string }) {
    const now = current
      ? ` (it is now version ${current.version}, updated ${current.updatedAt})`
      : '';
    super(
      'stale_order',
      `Order ${uuid} was changed by someone else since you read it${now}: reload it and try again`,
    );
  }
}

/** A password reset token that is unknown, used already or expired. */
export class InvalidResetTokenError extends DomainError {
  constructor() {
    super('invalid_reset_token', 'This password reset link is not valid any more');
  }
}

/** An admin account with this e-mail exists already. */
export class AccountExistsError extends DomainError {
  constructor(email: string) {
    super('account_exists', `An admin account for ${email} exists already`);
  }
}

/** No admin account has this e-mail. */
export class AccountNotFoundError extends DomainError {
  constructor(email: string) {
    super('account_not_found', `There is no admin account for ${email}`);
  }
}
