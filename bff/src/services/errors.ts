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
