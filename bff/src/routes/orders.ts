import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { problems } from '../http-problem';
import { jsonBody } from '../middleware/json-body';
import type { OrderService } from '../services/orders/order-service';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** The status of a newly stored order. */
const CREATED = 201;

function idempotencyKeyOf(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const header = Array.isArray(value) ? value.join(', ') : value;
  if (header.length === 0 || header.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw problems.badIdempotencyKey();
  }
  return header;
}

/**
 * POST /api/orders/: a customer's order. 201 with the stored order; a repeated request with
 * the same Idempotency-Key and body gets the first answer again (Idempotent-Replayed: true).
 * `onOrderCreated` hears of each new order (not of a replayed answer), for the metrics.
 */
export function registerOrderRoutes(
  router: Router,
  orders: OrderService,
  orderRateLimit: Middleware,
  onOrderCreated: () => void = () => undefined,
): void {
  router.post(['/orders/', '/orders'], orderRateLimit, ...jsonBody, async (ctx) => {
    const key = idempotencyKeyOf(ctx.headers['idempotency-key']);
    const result = await orders.place(ctx.request.body as unknown, key);
    ctx.status = result.status;
    ctx.body = result.body;
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    else if (result.status === CREATED) onOrderCreated();
  });
}
