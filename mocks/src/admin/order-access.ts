import { orderUuidSchema, type StoredOrder } from '@cutshop/domain';
import { answers } from './answers';
import { adminState } from './state';

/** Route parameters as MSW gives them. */
type Params = Record<string, string | readonly string[] | undefined>;

/** The stored order the `uuid` parameter names (in either case), or the server's 404. */
export function orderOf(params: Params): StoredOrder | Response {
  const raw = params.uuid;
  const uuid = typeof raw === 'string' ? raw : '';
  const parsed = orderUuidSchema.safeParse(uuid);
  const order = parsed.success ? adminState().orders.get(parsed.data) : undefined;
  return order ?? answers.orderNotFound(uuid);
}

/** Whether the mock session has a valid access token (every admin call needs one). */
export const signedIn = (): boolean => adminState().session.signedIn;
