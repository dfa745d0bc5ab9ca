import {
  fieldErrorsFromZod,
  orderInputSchema,
  placedOrderSchema,
  type OrderInput,
  type PlacedOrder,
} from '@cutshop/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';

/** The code of the error raised when the order fails the shared schema before it is sent. */
export const INVALID_ORDER = 'INVALID_ORDER';

/** The page languages an order is placed in (docs/production/prices.md: its quote's language). */
export type OrderPageLanguage = 'en' | 'es';

/**
 * The stored order as POST /api/orders/ answers it (the domain's placedOrderSchema), with the
 * price the server computed at intake (null: the shop had no price list), never the browser's
 * estimate, and the path of the order's tracking page.
 */
export type CreatedOrder = PlacedOrder;

/**
 * POST /api/orders/. The order is checked with the schema the server uses before it leaves the
 * browser; the idempotency key makes a repeated send (double click, retry, reload) return the
 * order stored the first time instead of storing a second one. `language` is the page's: the
 * shop writes to the customer in it. No price is sent: the server prices the order itself.
 */
export function createOrder(
  input: OrderInput,
  idempotencyKey: string,
  language: OrderPageLanguage = 'en',
): Promise<CreatedOrder> {
  const checked = orderInputSchema.safeParse(input);
  if (!checked.success) {
    const fields = fieldErrorsFromZod(checked.error);
    return Promise.reject(new ApiError(0, INVALID_ORDER, 'The order is incomplete', fields));
  }
  return apiRequest('/orders/', {
    method: 'POST',
    body: { ...checked.data, language },
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: (json) => placedOrderSchema.parse(json),
  });
}

export type CreateOrderStatus = 'idle' | 'loading' | 'error' | 'fulfilled';

/** Tracks one send as loading, error or fulfilled (docs/product.md §4, "Customer flow"). */
export function useCreateOrder() {
  const [status, setStatus] = useState<CreateOrderStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  // A ref, not state: two clicks in the same frame both see the first send in flight.
  const inFlight = useRef(false);

  const send = useCallback(
    async (
      input: OrderInput,
      idempotencyKey: string,
      language: OrderPageLanguage = 'en',
    ): Promise<CreatedOrder | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('loading');
      setError(null);
      try {
        const order = await createOrder(input, idempotencyKey, language);
        setStatus('fulfilled');
        return order;
      } catch (failure) {
        setError(failure);
        setStatus('error');
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [],
  );

  return { status, error, send };
}
