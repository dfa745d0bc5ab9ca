import type { Knex } from 'knex';
import { tableThroughIndex } from '@cutshop/migrations/dialects';
import { toDbTimestamp } from '../../db/columns';
import { OrderJsonCache, type OrderListCaches, OrderPageCache } from './list-caches';
import { locatePageStart, totalOfDays, totalOfStatuses } from './order-counts';
import type {
  OrderListCriteria,
  OrderListResult,
  OrderSortField,
  PagePosition,
  TimeRange,
} from './order-list-types';
import { orderJsonFromRow, type OrderRow } from './order-row';

/**
 * The admin list's SQL and its answer body: the read model of
 * docs/decisions/0001-admin-list-read-model.md.
 */

const COLUMN_OF: Record<OrderSortField, string> = {
  updatedAt: 'updated_at',
  createdAt: 'created_at',
};

/** Past this offset a page start is found from the day counters instead of skipping rows. */
export const SEEK_FROM_OFFSET = 600;

const LIST_COLUMNS = [
  'uuid',
  'status',
  'name',
  'customer',
  'unit',
  'notes',
  'message',
  'materials',
  'items',
  'created_at',
  'updated_at',
  'version',
  'language',
  'price_total',
  'price_currency',
];

function hasRange(range: TimeRange): boolean {
  return range.from !== null || range.until !== null;
}

function whereRange(query: Knex.QueryBuilder, column: string, range: TimeRange): void {
  if (range.from) query.where(column, '>=', toDbTimestamp(range.from));
  if (range.until) query.where(column, '<', toDbTimestamp(range.until));
}

/** The LIKE escape character: the same on both databases (a backslash is not). */
const LIKE_ESCAPE = '!';

/** A LIKE pattern matching any text that contains `text`, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

/**
 * A "contains" match on a name column: LIKE ignores case on both databases (SQLite: ASCII
 * letters; MySQL/MariaDB: the column's case-insensitive collation).
 */
function whereContains(query: Knex.QueryBuilder, column: string, text: string): void {
  query.whereRaw(`?? LIKE ? ESCAPE '${LIKE_ESCAPE}'`, [column, containsPattern(text)]);
}

/** The index holding every column the list filters and sorts on, the two names with them. */
const SEARCH_INDEX = 'orders_search_index';

/**
 * The orders table as a query's source: a name search reads it through the search index (see
 * its migration), unless a single uuid picks the row by primary key.
 */
function ordersFor(db: Knex, criteria: OrderListCriteria): Knex.QueryBuilder {
  const search = criteria.customerNameContains !== null || criteria.nameContains !== null;
  return search && criteria.uuidEquals === null
    ? db.from(tableThroughIndex(db, 'orders', SEARCH_INDEX))
    : db('orders');
}

/** The criteria's filters on a query over `orders`. */
function whereCriteria(query: Knex.QueryBuilder, criteria: OrderListCriteria): Knex.QueryBuilder {
  const { statuses } = criteria;
  if (statuses?.length === 1) query.where('status', statuses[0]);
  else if (statuses) query.whereIn('status', statuses);
  if (criteria.uuidEquals !== null) query.where('uuid', criteria.uuidEquals);
  if (criteria.uuidContains !== null) query.where('uuid', 'like', `%${criteria.uuidContains}%`);
  if (criteria.customerNameContains !== null) {
    whereContains(query, 'customer_name', criteria.customerNameContains);
  }
  if (criteria.nameContains !== null) whereContains(query, 'name', criteria.nameContains);
  whereRange(query, 'updated_at', criteria.updatedAt);
  whereRange(query, 'created_at', criteria.createdAt);
  return query;
}

function onlyFiltersStatusAndUpdateTime(criteria: OrderListCriteria): boolean {
  return (
    criteria.uuidEquals === null &&
    criteria.uuidContains === null &&
    criteria.customerNameContains === null &&
    criteria.nameContains === null &&
    !hasRange(criteria.createdAt)
  );
}

/** 'YYYY-MM-DD' of a time that is a UTC midnight, else null. */
function midnightDay(time: Date): string | null {
  return time.getTime() % 86_400_000 === 0 ? time.toISOString().slice(0, 10) : null;
}

function nextMidnight(time: Date): Date {
  return new Date(Math.floor(time.getTime() / 86_400_000) * 86_400_000 + 86_400_000);
}

function lastMidnight(time: Date): Date {
  return new Date(Math.floor(time.getTime() / 86_400_000) * 86_400_000);
}

function countRows(db: Knex, criteria: OrderListCriteria, range: TimeRange): Knex.QueryBuilder {
  const query = whereCriteria(db('orders').count({ n: '*' }), {
    ...criteria,
    updatedAt: { from: null, until: null },
  });
  whereRange(query, 'updated_at', range);
  return query;
}

/**
 * The total as one scalar SQL expression, as cheap as the filters allow:
 * - status only: the per-status counters (at most five rows);
 * - status and an update-time range: whole UTC days from the day counters, plus an index count
 *   of the part days at either end (none for the admin screen's ranges, which are whole days);
 * - anything else: an index-only COUNT of the matching rows.
 */
function totalExpression(db: Knex, criteria: OrderListCriteria): Knex.Raw {
  if (!onlyFiltersStatusAndUpdateTime(criteria)) {
    return db.raw('(?)', [whereCriteria(ordersFor(db, criteria).count({ n: '*' }), criteria)]);
  }
  const { from, until } = criteria.updatedAt;
  if (from === null && until === null) {
    return db.raw('(?)', [totalOfStatuses(db, criteria.statuses)]);
  }
  const wholeFrom = from === null ? null : nextMidnightUnlessMidnight(from);
  const wholeUntil = until === null ? null : lastMidnight(until);
  if (wholeFrom !== null && wholeUntil !== null && wholeFrom >= wholeUntil) {
    return db.raw('(?)', [countRows(db, criteria, criteria.updatedAt)]);
  }
  const parts: Knex.QueryBuilder[] = [
    totalOfDays(
      db,
      criteria.statuses,
      wholeFrom && midnightDay(wholeFrom),
      wholeUntil && midnightDay(wholeUntil),
    ),
  ];
  if (from !== null && wholeFrom !== null && from < wholeFrom) {
    parts.push(countRows(db, criteria, { from, until: wholeFrom }));
  }
  if (until !== null && wholeUntil !== null && wholeUntil < until) {
    parts.push(countRows(db, criteria, { from: wholeUntil, until }));
  }
  return db.raw(parts.map(() => '(?)').join(' + '), parts);
}

function nextMidnightUnlessMidnight(time: Date): Date {
  return midnightDay(time) === null ? nextMidnight(time) : time;
}

function orderBy(query: Knex.QueryBuilder, criteria: OrderListCriteria): void {
  for (const { field, descending } of criteria.sort) {
    query.orderBy(COLUMN_OF[field], descending ? 'desc' : 'asc');
  }
  query.orderBy('uuid', criteria.sort[0]?.descending ? 'desc' : 'asc');
}

/**
 * Where the page starts: a plain OFFSET over the index for early pages or when other filters
 * apply, else a boundary found from the counters (so a deep page costs about what page 1
 * costs). Null when the page lies past the end.
 */
async function pageStart(
  db: Knex,
  criteria: OrderListCriteria,
  onSeek: () => void,
): Promise<{ where: (query: Knex.QueryBuilder) => void; skip: number } | null> {
  const [sort, ...moreSorts] = criteria.sort;
  const seek =
    criteria.offset >= SEEK_FROM_OFFSET &&
    sort?.field === 'updatedAt' &&
    moreSorts.length === 0 &&
    onlyFiltersStatusAndUpdateTime(criteria) &&
    !hasRange(criteria.updatedAt);
  if (!seek) return { where: () => undefined, skip: criteria.offset };
  onSeek();
  const start = await locatePageStart(db, criteria.statuses, sort.descending, criteria.offset);
  if (start === null) return null;
  return {
    where: (query) => {
      query.where('updated_at', sort.descending ? '<' : '>=', start.boundary);
    },
    skip: start.skip,
  };
}

/**
 * One page of the admin list and the total, worked out from the database: the page's keys from
 * an index with the total as a column of the same statement, then the orders the JSON cache
 * does not hold yet by primary key (a join was slower on both databases; see the decision).
 */
async function readPage(
  db: Knex,
  criteria: OrderListCriteria,
  json: OrderJsonCache,
  onSeek: () => void,
): Promise<OrderListResult> {
  const total = totalExpression(db, criteria);
  const start = await pageStart(db, criteria, onSeek);
  if (start === null) return { orders: [], total: await scalar(db, total) };

  const page = whereCriteria(
    ordersFor(db, criteria).select('uuid', 'updated_at', db.raw('? AS total_count', [total])),
    criteria,
  );
  start.where(page);
  orderBy(page, criteria);
  page.limit(criteria.limit).offset(start.skip);
  const keys = (await page) as { uuid: string; updated_at: unknown; total_count: unknown }[];
  // Nothing from the start: nothing matches, no count needed (a uuid search can cost one).
  if (keys.length === 0 && criteria.offset === 0) return { orders: [], total: 0 };
  if (keys.length === 0) return { orders: [], total: await scalar(db, total) };

  const cacheKeys = keys.map((key) => OrderJsonCache.key(key.uuid, String(key.updated_at)));
  const found = cacheKeys.map((key) => json.get(key));
  const missing = keys.filter((_, index) => found[index] === undefined).map((key) => key.uuid);
  if (missing.length > 0) {
    const rows = (await db('orders').select(LIST_COLUMNS).whereIn('uuid', missing)) as OrderRow[];
    for (const row of rows) {
      json.set(OrderJsonCache.key(row.uuid, String(row.updated_at)), orderJsonFromRow(row));
    }
  }
  // An order changed between the two reads has a new key and is left out of this page.
  const orders = cacheKeys.flatMap((key, index) => {
    const text = found[index] ?? json.get(key);
    return text === undefined ? [] : [text];
  });
  return { orders, total: Number(keys[0]?.total_count) };
}

/** `{ data, count, total, page, pageCount }` with the orders' JSON copied in as it is. */
function pageJson({ orders, total }: OrderListResult, { page, limit }: PagePosition): Buffer {
  const pageCount = Math.ceil(total / limit);
  return Buffer.from(
    `{"data":[${orders.join(',')}],"count":${orders.length},"total":${total},"page":${page},"pageCount":${pageCount}}`,
  );
}

/**
 * The answer body of one admin list page. A page already written at the current revision (no
 * order inserted or changed since) is answered again as it was. The revision is read by a read
 * that starts after the request came in, so the answer is never older than the request.
 * Null criteria: nothing can match, and no SQL runs. `onSeek` is told when a page start is
 * looked up from the day counters (the orders repository then lets their slots be folded).
 */
export async function listOrderPage(
  db: Knex,
  criteria: OrderListCriteria | null,
  position: PagePosition,
  caches: OrderListCaches,
  onSeek: () => void = () => undefined,
): Promise<Buffer> {
  if (criteria === null) return pageJson({ orders: [], total: 0 }, position);
  const revision = await caches.revision.get();
  const key = OrderPageCache.key(criteria);
  const known = caches.pages.get(key, revision, position.page);
  if (known) return known;
  const body = pageJson(await readPage(db, criteria, caches.json, onSeek), position);
  // Read after the revision, so it is at least that new: safe to answer at that revision.
  caches.pages.set(key, revision, position.page, body);
  return body;
}

async function scalar(db: Knex, expression: Knex.Raw): Promise<number> {
  const rows = (await db.select(db.raw('? AS n', [expression]))) as { n: unknown }[];
  return Number(rows[0]?.n ?? 0);
}
