import { orderUuidSchema } from '@cutshop/domain';
import { OrderNotFoundError } from '../services/errors';

/** The `uuid` route parameter, lower-cased; a 404 when it cannot be an order's. */
export function orderUuid(params: Record<string, string | undefined>): string {
  const uuid = params.uuid ?? '';
  const parsed = orderUuidSchema.safeParse(uuid);
  if (!parsed.success) throw new OrderNotFoundError(uuid);
  return parsed.data;
}
