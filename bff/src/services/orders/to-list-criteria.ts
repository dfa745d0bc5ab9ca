import {
  ORDER_LIST_SPEC,
  ORDER_STATUSES,
  parseListQuery,
  type ListFilter,
  type ListQuery,
  type OrderStatus,
} from '@cutshop/domain';
import type {
  OrderListCriteria,
  OrderSortField,
  TimeRange,
} from '../../repositories/orders/order-list-types';

/** Only these characters occur in a uuid: a search for anything else cannot match. */
const UUID_CHARACTERS = /^[0-9a-f-]+$/;

function valuesOf(filter: ListFilter): string[] {
  return (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
}

/** Narrows a range by one bound; `time` is an ISO string the grammar has checked. */
function narrowed(range: TimeRange, operator: string, time: string): TimeRange {
  const at = new Date(time);
  // Times are stored to the millisecond, so "after t" is "from t + 1 ms".
  const after = new Date(at.getTime() + 1);
  const later = (a: Date | null, b: Date) => (a === null || b > a ? b : a);
  const earlier = (a: Date | null, b: Date) => (a === null || b < a ? b : a);
  switch (operator) {
    case '$gte':
      return { ...range, from: later(range.from, at) };
    case '$gt':
      return { ...range, from: later(range.from, after) };
    case '$lte':
      return { ...range, until: earlier(range.until, after) };
    case '$lt':
      return { ...range, until: earlier(range.until, at) };
    default:
      return range;
  }
}

const isEmpty = (range: TimeRange) =>
  range.from !== null && range.until !== null && range.from >= range.until;

/**
 * The list query of GET /api/orders/ (the domain's grammar and whitelist) as repository
 * criteria: filters on one field combined, every status as no status filter at all. Null when
 * no order can match (an empty status set, an impossible range, a uuid search with characters
 * no uuid has), so no SQL needs to run.
 */
export function orderListCriteria(query: ListQuery): OrderListCriteria | null {
  let statuses: OrderStatus[] = [...ORDER_STATUSES];
  let uuidEquals: string | null = null;
  let uuidContains: string | null = null;
  let customerNameContains: string | null = null;
  let nameContains: string | null = null;
  let updatedAt: TimeRange = { from: null, until: null };
  let createdAt: TimeRange = { from: null, until: null };

  for (const filter of query.filters) {
    const values = valuesOf(filter);
    if (filter.field === 'status') {
      statuses = statuses.filter((status) => values.includes(status));
    } else if (filter.field === 'uuid') {
      const text = (values[0] ?? '').toLowerCase();
      if (!UUID_CHARACTERS.test(text)) return null;
      if (filter.operator === '$eq') uuidEquals = text;
      else uuidContains = text;
    } else if (filter.field === 'customerName') {
      customerNameContains = values[0] ?? '';
    } else if (filter.field === 'name') {
      nameContains = values[0] ?? '';
    } else if (filter.field === 'updatedAt') {
      updatedAt = narrowed(updatedAt, filter.operator, values[0] ?? '');
    } else if (filter.field === 'createdAt') {
      createdAt = narrowed(createdAt, filter.operator, values[0] ?? '');
    }
  }
  if (statuses.length === 0 || isEmpty(updatedAt) || isEmpty(createdAt)) return null;

  return {
    statuses: statuses.length === ORDER_STATUSES.length ? null : statuses,
    uuidEquals,
    uuidContains,
    customerNameContains,
    nameContains,
    updatedAt,
    createdAt,
    sort: query.sort.map((sort) => ({
      field: sort.field as OrderSortField,
      descending: sort.order === 'DESC',
    })),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/** Reads the query string of GET /api/orders/ strictly (400 naming the bad part). */
export function parseOrderListQuery(queryString: string): ListQuery {
  return parseListQuery(queryString, ORDER_LIST_SPEC);
}
