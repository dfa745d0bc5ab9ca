import {
  emptyStatusCounts,
  type ListFilter,
  type ListQuery,
  type OrderListPage,
  type OrderSummary,
  type StoredOrder,
} from '@cutshop/domain';

/**
 * The admin list and summary worked out the plain way over the mock's orders, from a query the
 * domain's parser has read (the server's grammar and whitelist): the same orders, order, total,
 * count and page count as the server answers.
 */

/** Only these characters occur in a uuid: a search for anything else matches nothing. */
const UUID_CHARACTERS = /^[0-9a-f-]+$/;

function valuesOf(filter: ListFilter): string[] {
  return (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
}

/** Whether `order` passes one filter (times are ISO strings, so text order is time order). */
function passes(order: StoredOrder, filter: ListFilter): boolean {
  const values = valuesOf(filter);
  const value = values[0] ?? '';
  switch (filter.field) {
    case 'status':
      return values.includes(order.status);
    case 'uuid': {
      const text = value.toLowerCase();
      if (!UUID_CHARACTERS.test(text)) return false;
      return filter.operator === '$eq' ? order.uuid === text : order.uuid.includes(text);
    }
    case 'customerName':
      return order.customer.fullName.toLowerCase().includes(value.toLowerCase());
    case 'name':
      return order.name.toLowerCase().includes(value.toLowerCase());
    case 'updatedAt':
    case 'createdAt': {
      const time = order[filter.field];
      if (filter.operator === '$gte') return time >= value;
      if (filter.operator === '$gt') return time > value;
      if (filter.operator === '$lte') return time <= value;
      if (filter.operator === '$lt') return time < value;
      return true;
    }
    default:
      return true;
  }
}

/** The orders that pass every filter of `query`. */
export function matching(orders: Iterable<StoredOrder>, query: ListQuery): StoredOrder[] {
  return [...orders].filter((order) => query.filters.every((filter) => passes(order, filter)));
}

/** Sorted by the query's sort fields, ties broken by uuid in the first field's direction. */
function sorted(orders: StoredOrder[], query: ListQuery): StoredOrder[] {
  const fields = query.sort.map(({ field, order }) => ({
    field: field as 'updatedAt' | 'createdAt',
    sign: order === 'DESC' ? -1 : 1,
  }));
  const tieSign = fields[0]?.sign ?? 1;
  return [...orders].sort((a, b) => {
    for (const { field, sign } of fields) {
      if (a[field] !== b[field]) return a[field] < b[field] ? -sign : sign;
    }
    return a.uuid < b.uuid ? -tieSign : tieSign;
  });
}

/** One page of the list: `{ data, count, total, page, pageCount }`. */
export function listPage(orders: Iterable<StoredOrder>, query: ListQuery): OrderListPage {
  const all = sorted(matching(orders, query), query);
  const start = (query.page - 1) * query.limit;
  const data = all.slice(start, start + query.limit);
  return {
    data,
    count: data.length,
    total: all.length,
    page: query.page,
    pageCount: Math.ceil(all.length / query.limit),
  };
}

/** The counts per status of the orders the (date) filters keep, with the revision. */
export function summary(
  orders: Iterable<StoredOrder>,
  query: ListQuery,
  revision: number,
): OrderSummary {
  const counts = emptyStatusCounts();
  for (const order of matching(orders, query)) counts[order.status] += 1;
  return { revision, counts };
}
