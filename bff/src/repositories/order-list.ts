import type { Knex } from 'knex';
import type { OrderStatus } from '@cutshop/domain';
import { toDbTimestamp } from '../db/columns';
import type { BatchedRead } from '../batched-read';
import { locatePageStart, totalOfDays, totalOfStatuses } from './order-counts';
import { orderJsonFromRow, type OrderJson } from './order-json';
import { OrderJsonCache } from './order-json-cache';
import { OrderPageCache } from './order-page-cache';
import type { OrderRow } from './orders-repository';

/** A time range: from `from` (included) until `until` (excluded); either may be open. */
export interface TimeRange {
  from: Date | null;
  until: Date | null;
}

export type OrderSortField = 'updatedAt' | 'createdAt';

/** What the admin list asks for, already checked and simplified by the service. */
export interface OrderListCriteria {
  /** null: every status. */
  statuses: readonly OrderStatus[] | null;
  uuidEquals: string | null;
  /** Lower-case; only the characters a uuid has. */
  uuidContains: string | null;
  updatedAt: TimeRange;
  createdAt: TimeRange;
  /** At least one; the uuid breaks ties in the direction of the first. */
  sort: readonly { field: OrderSortField; descending: boolean }[];
  limit: number;
  offset: number;
}

export interface OrderListResult {
  orders: OrderJson[];
  total: number;
}

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
];

function hasRange(range: TimeRange): boolean {
  return range.from !== null || range.until !== null;
}

function whereRange(query: Knex.QueryBuilder, column: string, range: TimeRange): void {
  if (range.from) query.where(column, '>=', toDbTimestamp(range.from));
  if (range.until) query.where(column, '<', toDbTimestamp(range.until));
}

/** The criteria's filters on a query over `orders`. */
function whereCriteria(query: Knex.QueryBuilder, criteria: OrderListCriteria): Knex.QueryBuilder {
  const { statuses } = criteria;
  if (statuses?.length === 1) query.where('status', statuses[0]);
  else if (statuses) query.whereIn('status', statuses);
  if (criteria.uuidEquals !== null) query.where('uuid', criteria.uuidEquals);
  if (criteria.uuidContains !== null) query.where('uuid', 'like', `%${criteria.uuidContains}%`);
  whereRange(query, 'updated_at', criteria.updatedAt);
  whereRange(query, 'created_at', criteria.createdAt);
  return query;
}

function onlyFiltersStatusAndUpdateTime(criteria: OrderListCriteria): boolean {
  return (
    criteria.uuidEquals === null && criteria.uuidContains === null && !hasRange(criteria.createdAt)
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
    return db.raw('(?)', [whereCriteria(db('orders').count({ n: '*' }), criteria)]);
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

/** What the list keeps between requests; each only ever answers with exact results. */
export interface OrderListCaches {
  json: OrderJsonCache;
  pages: OrderPageCache;
  /** The orders' revision, read once for the requests that arrive together. */
  revision: BatchedRead<number>;
}

/**
 * Where the page starts: a plain OFFSET over the index for early pages or when other filters
 * apply, else a boundary found from the counters (so a deep page costs about what page 1
 * costs). Null when the page lies past the end.
 */
async function pageStart(
  db: Knex,
  criteria: OrderListCriteria,
): Promise<{ where: (query: Knex.QueryBuilder) => void; skip: number } | null> {
  const [sort, ...moreSorts] = criteria.sort;
  const seek =
    criteria.offset >= SEEK_FROM_OFFSET &&
    sort?.field === 'updatedAt' &&
    moreSorts.length === 0 &&
    onlyFiltersStatusAndUpdateTime(criteria) &&
    !hasRange(criteria.updatedAt);
  if (!seek) return { where: () => undefined, skip: criteria.offset };
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
 * One page of the admin list and the total, worked out from the database. The page's keys
 * (uuid, update time) come from an index alone (however deep), with the total as a column of
 * the same statement; orders the JSON cache does not hold yet are then read by primary key.
 * (A join of the two was slower on both databases: MariaDB sorts the derived table in a
 * temporary table, SQLite cannot see that a bound LIMIT keeps it small.)
 */
async function readPage(
  db: Knex,
  criteria: OrderListCriteria,
  json: OrderJsonCache,
): Promise<OrderListResult> {
  const total = totalExpression(db, criteria);
  const start = await pageStart(db, criteria);
  if (start === null) return { orders: [], total: await scalar(db, total) };

  const page = whereCriteria(
    db('orders').select('uuid', 'updated_at', db.raw('? AS total_count', [total])),
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

/**
 * One page of the admin list and the total. A page already worked out at the current revision
 * (no order inserted or changed since) is answered again without reading it. The revision is
 * read for every request, by a read that starts after the request came in (shared with the
 * requests that came in with it), so the answer is never older than the request.
 */
export async function listOrders(
  db: Knex,
  criteria: OrderListCriteria,
  caches: OrderListCaches,
): Promise<OrderListResult> {
  const revision = await caches.revision.get();
  const key = OrderPageCache.key(criteria);
  const known = caches.pages.get(key, revision);
  if (known) return known;
  const result = await readPage(db, criteria, caches.json);
  // Read after the revision, so it is at least that new: safe to answer at that revision.
  caches.pages.set(key, revision, result);
  return result;
}

async function scalar(db: Knex, expression: Knex.Raw): Promise<number> {
  const rows = (await db.select(db.raw('? AS n', [expression]))) as { n: unknown }[];
  return Number(rows[0]?.n ?? 0);
}
