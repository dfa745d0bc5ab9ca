import { ApiError } from '../../../lib/api';
import { isSessionExpired } from './admin-client';

/** What a screen section shows for its data: being read, unreadable for now (Retry), or shown. */
type LoadState = 'loading' | 'error' | 'ready';

/** The part of a query's result the state is read from. */
interface QueryLike {
  data: unknown;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
}

/**
 * The section state of a query. A Retry under way reads as loading again; a session that has
 * ended reads as loading too, since the session layer takes the person to sign in
 * (docs/product.md §8) and nothing is to be retried.
 */
export function loadStateOf(query: QueryLike): LoadState {
  if (query.data !== undefined) return 'ready';
  if (query.isError && !query.isFetching && !isSessionExpired(query.error)) return 'error';
  return 'loading';
}

/** Whether a call failed because there is no such thing (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A detail section's load, for the section to show: what `ready` makes of the data once read,
 * otherwise loading, or an error with its Retry.
 */
export function sectionLoadOf<T, R>(
  query: QueryLike & { data: T | undefined },
  ready: (data: T) => R,
): R | { kind: 'loading' | 'error' } {
  return query.data !== undefined ? ready(query.data) : { kind: errorOrLoading(query) };
}

function errorOrLoading(query: QueryLike): 'loading' | 'error' {
  return loadStateOf(query) === 'error' ? 'error' : 'loading';
}
