import {
  DATE_FILTER_CHOICES,
  ORDER_STATUSES,
  NAME_FILTER_MAX_LENGTH,
  NAME_FILTER_MIN_LENGTH,
  UUID_FILTER_MIN_LENGTH,
  type DateFilterChoice,
  type OrderStatus,
} from '@cutshop/domain';
import type { OrderFilterValue } from '@cutshop/design-system';

/**
 * The URL query keys of the list's filters, e.g.
 * `?id=9f2c4&customer=garc%C3%ADa&name=kitchen&date=week&status=Approved`.
 */
const FILTER_PARAMS = {
  id: 'id',
  customer: 'customer',
  orderName: 'name',
  date: 'date',
  status: 'status',
} as const;

/** An order uuid is 36 characters: a longer ID search can match nothing. */
const UUID_LENGTH = 36;

function isDateChoice(value: string | null): value is Exclude<DateFilterChoice, ''> {
  return DATE_FILTER_CHOICES.some((choice) => choice === value);
}

function isStatus(value: string | null): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/**
 * The filters a URL query holds. A value the list does not know (a date or status that does
 * not exist, an ID longer than a uuid, a name search longer than the server takes) is ignored
 * and its default used, so a hand-edited or stale link opens the list instead of an error.
 */
export function filtersFromSearch(search: URLSearchParams): OrderFilterValue {
  const id = search.get(FILTER_PARAMS.id) ?? '';
  const customer = search.get(FILTER_PARAMS.customer) ?? '';
  const orderName = search.get(FILTER_PARAMS.orderName) ?? '';
  const date = search.get(FILTER_PARAMS.date);
  const status = search.get(FILTER_PARAMS.status);
  return {
    uuid: id.length <= UUID_LENGTH ? id : '',
    customer: customer.trim().length <= NAME_FILTER_MAX_LENGTH ? customer : '',
    orderName: orderName.trim().length <= NAME_FILTER_MAX_LENGTH ? orderName : '',
    date: isDateChoice(date) ? date : '',
    status: isStatus(status) ? status : '',
  };
}

/** The URL query for `filters`: only the keys that differ from the defaults, in a fixed order. */
export function searchFromFilters(filters: OrderFilterValue): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.uuid !== '') search.set(FILTER_PARAMS.id, filters.uuid);
  if (filters.customer !== '') search.set(FILTER_PARAMS.customer, filters.customer);
  if (filters.orderName !== '') search.set(FILTER_PARAMS.orderName, filters.orderName);
  if (filters.date !== '') search.set(FILTER_PARAMS.date, filters.date);
  if (filters.status !== '') search.set(FILTER_PARAMS.status, filters.status);
  return search;
}

/** Whether two filter values ask for the same list. */
export function sameFilters(a: OrderFilterValue, b: OrderFilterValue): boolean {
  return (
    a.uuid === b.uuid &&
    a.customer === b.customer &&
    a.orderName === b.orderName &&
    a.date === b.date &&
    a.status === b.status
  );
}

/**
 * The filters as the list applies them: the ID only from UUID_FILTER_MIN_LENGTH characters
 * (docs/product.md §5) and a name from NAME_FILTER_MIN_LENGTH, trimmed, so typing the first
 * few characters does not reload the same list.
 */
export function effectiveFilters(filters: OrderFilterValue): OrderFilterValue {
  const atLeast = (text: string, length: number) =>
    text.trim().length >= length ? text.trim() : '';
  return {
    ...filters,
    uuid: atLeast(filters.uuid, UUID_FILTER_MIN_LENGTH),
    customer: atLeast(filters.customer, NAME_FILTER_MIN_LENGTH),
    orderName: atLeast(filters.orderName, NAME_FILTER_MIN_LENGTH),
  };
}
