import type { ListFilter, ListQueryInput, ListQuerySpec } from './list-query';
import type { OrderStatus } from './schemas';
import { ORDER_STATUSES } from './schemas';

/** Admin list page size and first page (docs/product.md §9). */
export const ORDER_LIST_PAGE_SIZE = 15;
/** The largest page a client may ask for. Not in docs/product.md: it bounds one query's cost. */
export const ORDER_LIST_MAX_LIMIT = 100;
/** The uuid text filter applies only above 4 characters (docs/product.md §5 and §9). */
export const UUID_FILTER_MIN_LENGTH = 5;
/** A customer or order name search applies from 2 characters: one letter is in nearly every name. */
export const NAME_FILTER_MIN_LENGTH = 2;
/** The longest customer or order name search (the stored names are at most 255 characters). */
export const NAME_FILTER_MAX_LENGTH = 100;

/**
 * The whitelist of GET /api/orders/ (docs/product.md §7): status by `$in` (or `$eq`), uuid by contains
 * (or exact), the customer's full name and the order name by contains (any case), updatedAt and
 * createdAt by range; newest change first unless told.
 */
export const ORDER_LIST_SPEC = {
  fields: {
    status: { type: 'enum', values: ORDER_STATUSES, ops: ['$eq', '$in'] },
    uuid: { type: 'string', ops: ['$eq', '$cont'], maxLength: 36 },
    customerName: { type: 'string', ops: ['$cont'], maxLength: NAME_FILTER_MAX_LENGTH },
    name: { type: 'string', ops: ['$cont'], maxLength: NAME_FILTER_MAX_LENGTH },
    updatedAt: { type: 'datetime', ops: ['$gte', '$lte', '$gt', '$lt'] },
    createdAt: { type: 'datetime', ops: ['$gte', '$lte', '$gt', '$lt'] },
  },
  sortable: ['updatedAt', 'createdAt'],
  defaultSort: [{ field: 'updatedAt', order: 'DESC' }],
  defaultLimit: ORDER_LIST_PAGE_SIZE,
  maxLimit: ORDER_LIST_MAX_LIMIT,
} as const satisfies ListQuerySpec;

/** The admin Date filter's choices (docs/product.md §9); '' is "all". */
export const DATE_FILTER_CHOICES = ['today', 'yesterday', 'week', 'month'] as const;
export type DateFilterChoice = (typeof DATE_FILTER_CHOICES)[number] | '';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

/** The same UTC day one calendar month earlier, clamped to that month's last day. */
function oneMonthBefore(day: Date): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

/**
 * The `from|to` pair (ISO 8601 UTC, to the millisecond, both ends included) that an admin Date
 * filter choice means at `now`; '' for "all". Days are UTC days (docs/product.md §9).
 * - today: today 00:00:00.000 to 23:59:59.999;
 * - yesterday: the whole previous day;
 * - week: from the same weekday a week ago, 00:00, to the end of today (the last 7 days and
 *   today), rather than since Monday, so the choice never shrinks to a day early in the week;
 * - month: likewise from the same day a month ago (clamped: 31 March -> 28/29 February).
 */
export function dateRangeFor(choice: DateFilterChoice, now: Date): string {
  if (choice === '') return '';
  const today = startOfUtcDay(now);
  const endOf = (day: Date) => new Date(day.getTime() + DAY_MS - 1);
  const range = (from: Date, to: Date) => `${from.toISOString()}|${to.toISOString()}`;
  switch (choice) {
    case 'today':
      return range(today, endOf(today));
    case 'yesterday': {
      const yesterday = new Date(today.getTime() - DAY_MS);
      return range(yesterday, endOf(yesterday));
    }
    case 'week':
      return range(new Date(today.getTime() - 7 * DAY_MS), endOf(today));
    case 'month':
      return range(oneMonthBefore(today), endOf(today));
  }
}

/** Splits a `from|to` date filter; undefined when it is not two non-empty parts. */
export function parseDateRange(text: string): { from: string; to: string } | undefined {
  const [from, to, ...rest] = text.split('|');
  if (!from || !to || rest.length > 0) return undefined;
  return { from, to };
}

/** The admin list's filter bar (docs/product.md §3, "Order list state"). */
export interface OrderListFilters {
  /** ID text search; applies above 4 characters. */
  uuid: string;
  /** Customer name search (contains, any case); applies from NAME_FILTER_MIN_LENGTH characters. */
  customerName?: string;
  /** Order name search (contains, any case); applies from NAME_FILTER_MIN_LENGTH characters. */
  name?: string;
  /** One status, or '' for all five. */
  status: OrderStatus | '';
  /** A `from|to` pair (see dateRangeFor) or ''. */
  date: string;
}

/**
 * The list query the admin screen sends for its filters and page (docs/product.md §7): status `$in` the
 * chosen one or all five, uuid `$cont` above 4 characters, customerName and name `$cont` from
 * NAME_FILTER_MIN_LENGTH characters, updatedAt between the date range; newest change first,
 * ORDER_LIST_PAGE_SIZE a page.
 */
export function orderListQuery(
  filters: OrderListFilters,
  page: number,
  limit: number = ORDER_LIST_PAGE_SIZE,
): ListQueryInput {
  const uuid = filters.uuid.trim();
  const range = parseDateRange(filters.date);
  const list: ListFilter[] = [
    {
      field: 'status',
      operator: '$in',
      value: filters.status === '' ? [...ORDER_STATUSES] : [filters.status],
    },
  ];
  if (uuid.length >= UUID_FILTER_MIN_LENGTH) {
    list.push({ field: 'uuid', operator: '$cont', value: uuid });
  }
  for (const field of ['customerName', 'name'] as const) {
    const text = (filters[field] ?? '').trim();
    if (text.length >= NAME_FILTER_MIN_LENGTH) list.push({ field, operator: '$cont', value: text });
  }
  if (range) {
    list.push({ field: 'updatedAt', operator: '$gte', value: range.from });
    list.push({ field: 'updatedAt', operator: '$lte', value: range.to });
  }
  return { filters: list, sort: [{ field: 'updatedAt', order: 'DESC' }], limit, page };
}
