import { z } from 'zod';
import { StatusMoveError, ValidationError, fieldError } from './errors';
import { priceAdjustmentInputSchema } from './pricing/order-price';
import type { OrderStatus } from './schemas';
import { ORDER_STATUSES } from './schemas';
import { TEXT_LIMITS, multilineText } from './text-schemas';

/**
 * The order status machine (docs/product.md §4), one row per status: where an order may go
 * next. To Deliver and Rejected are final.
 */
export const STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Approved', 'Rejected'],
  Approved: ['To Cut'],
  'To Cut': ['To Deliver'],
  'To Deliver': [],
  Rejected: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/** The statuses an order in `from` may move to (the admin's action buttons). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return STATUS_MOVES[from];
}

export function canMoveStatus(from: OrderStatus, to: OrderStatus): boolean {
  return STATUS_MOVES[from].includes(to);
}

/** True when no move leaves this status. */
export function isFinalStatus(status: OrderStatus): boolean {
  return STATUS_MOVES[status].length === 0;
}

/** Throws a StatusMoveError naming both statuses unless the move is allowed. */
export function assertStatusMove(from: string, to: string): asserts to is OrderStatus {
  if (!isOrderStatus(from)) {
    throw new StatusMoveError(from, to, `"${from}" is not an order status`);
  }
  if (!isOrderStatus(to)) {
    throw new StatusMoveError(
      from,
      to,
      `"${to}" is not an order status (expected one of ${ORDER_STATUSES.join(', ')})`,
    );
  }
  if (canMoveStatus(from, to)) return;
  const reason =
    from === to
      ? `the order is already "${from}"`
      : isFinalStatus(from)
        ? `"${from}" is final`
        : `from "${from}" it may only go to ${STATUS_MOVES[from].map((s) => `"${s}"`).join(' or ')}`;
  throw new StatusMoveError(from, to, `Cannot move an order from "${from}" to "${to}": ${reason}`);
}

/** The part of an order a status change touches. */
interface StatusState {
  status: OrderStatus;
  /** The rejection reason; empty otherwise. */
  message: string;
}

/**
 * Applies a status change. A rejection keeps its message, trimmed (the product rules set no
 * validation for it, so an empty one is allowed); other moves keep the order's message as it was. A rejection
 * message longer than TEXT_LIMITS.message is refused with a ValidationError on `message`.
 */
export function applyStatusMove(order: StatusState, to: string, message: string = ''): StatusState {
  assertStatusMove(order.status, to);
  if (to !== 'Rejected') return { status: to, message: order.message };
  const reason = message.trim();
  if (reason.length > TEXT_LIMITS.message) {
    throw new ValidationError([fieldError('message', 'tooLong')]);
  }
  return { status: to, message: reason };
}

/**
 * The body of PUT /api/orders/:uuid, shared by the server and the admin screens. The body is the
 * whole order as the admin screen holds it; only the new status, the rejection message and the
 * version it was read at are taken from it: the stored order is the truth for everything else.
 * The stale check compares versions, so a body without the version read is refused.
 */
export const statusChangeSchema = z.object({
  status: z.string({ error: 'Required' }).min(1, 'Required'),
  message: multilineText(TEXT_LIMITS.message).nullish(),
  version: z.number({ error: 'Send the version of the order as you read it' }).int().min(0),
  /**
   * The shop's adjustment of the price (a discount or a surcharge), only when approving an
   * order that has a price (docs/production/prices.md, "Kept with the order").
   */
  adjustment: priceAdjustmentInputSchema.nullish(),
});

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order's uuid as it appears in a URL, in either case, read as the lower-case form orders
 * are stored under, so a link typed in capitals still finds its order.
 */
export const orderUuidSchema = z
  .string()
  .regex(UUID_PATTERN, 'expected an order uuid')
  .transform((uuid) => uuid.toLowerCase());
