import {
  statusChangeSchema,
  type OrderStatus,
  type PriceAdjustmentInput,
  type StoredOrder,
} from '@cutshop/domain';
import { adminRequest } from './admin-client';
import { parseAdminOrder } from './get-order';

/**
 * PUT /api/orders/:uuid: moves an order to `status`. The body is the order as the screen holds
 * it (docs/product.md §7) with the new status and, for a rejection, its message; the server
 * takes only the status, the message and the `version` it was read at, and answers 409 when
 * someone else changed the order since (a stale write is never applied). An approval of an
 * order with a price may carry the shop's `adjustment` (docs/production/prices.md). Resolves to
 * the order as stored after the change.
 */
export function changeOrderStatus(
  order: StoredOrder,
  status: OrderStatus,
  message?: string,
  adjustment?: PriceAdjustmentInput,
): Promise<StoredOrder> {
  const body = {
    ...order,
    status,
    // A rejection's message, or the reason to send an order to To Cut with unplaced parts.
    message: status === 'Rejected' || status === 'To Cut' ? (message ?? '') : order.message,
    ...(status === 'Approved' && adjustment ? { adjustment } : {}),
  };
  // The same check the server runs: a body it would refuse never leaves the browser.
  statusChangeSchema.parse(body);
  return adminRequest(`/orders/${encodeURIComponent(order.uuid)}`, {
    method: 'PUT',
    body,
    parse: parseAdminOrder,
  });
}
