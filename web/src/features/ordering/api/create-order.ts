import {
  fieldErrorsFromZod,
  orderInputSchema,
  storedOrderSchema,
  type OrderInput,
  type StoredOrder,
} from '@cutshop/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';

/** The code of the error raised when the order fails the shared schema before it is sent. */
export const INVALID_ORDER = 'INVALID_ORDER';

/**
 * POST /api/orders/. The order is checked with the schema the server uses before it leaves the
 * browser; the idempotency key makes a repeated send (double click, retry, reload) return the
 * order stored the first time instead of storing a second one.
 */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<StoredOrder> {
  const checked = orderInputSchema.safeParse(input);
  if (!checked.success) {
    const fields = fieldErrorsFromZod(checked.error);
    return Promise.reject(new ApiError(0, INVALID_ORDER, 'The order is incomplete', fields));
  }
  return apiRequest('/orders/', {
    method: 'POST',
    body: checked.data,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: (json) => storedOrderSchema.parse(json),
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
    async (input: OrderInput, idempotencyKey: string): Promise<StoredOrder | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('loading');
      setError(null);
      try {
        const order = await createOrder(input, idempotencyKey);
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
