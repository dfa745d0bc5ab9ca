import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { withRetriedTransaction } from '../../db/retried-transaction';
import { countStoredOrders } from '@cutshop/migrations';
import { dialectOf, insertedValue, type Dialect } from '@cutshop/migrations/dialects';
import type { OrderStatus } from '@cutshop/domain';
import { toDbTimestamp } from '../../db/columns';

/**
 * The order_counts table (see its migrations), kept right by the orders repository in the same
 * transaction as every change; why the admin list reads it:
 * docs/decisions/0001-admin-list-read-model.md. Each counter is spread over slots, and a
 * transaction adds its changes to one slot chosen for it, so concurrent writers do not queue on
 * the same rows: docs/decisions/0006-counter-slots.md.
 */

type Grain = 'all' | 'month' | 'day' | 'revision';

/** A change of one counter, before a slot is chosen for it. */
export interface CountChange {
  grain: Grain;
  period: string;
  status: OrderStatus | '';
  order_count: number;
}

/**
 * Slots per counter on each database. MySQL/MariaDB: many more slots than one process's
 * connection pool holds (10), so two writers seldom meet on a row (with 10 writers, about one
 * transaction in ten waits, against nearly all with one row), while a total still sums at most
 * 5 x 64 small rows (well under a millisecond); measured in docs/decisions/0006-counter-slots.md.
 * SQLite has a single writer: one slot, nothing to spread.
 */
export const COUNTER_SLOTS: Readonly<Record<Dialect, number>> = { mysql: 64, sqlite: 1 };

/** The slot counts move into when they are recounted or folded (counter-compaction.ts). */
export const BASE_SLOT = 0;

/** A slot for one transaction's changes, chosen at random among the database's slots. */
function chooseSlot(db: Knex): number {
  return randomInt(COUNTER_SLOTS[dialectOf(db)]);
}

const REVISION: CountChange = { grain: 'revision', period: '', status: '', order_count: 1 };

/** The month and day an update time is counted under: 'YYYY-MM' and 'YYYY-MM-DD' (UTC). */
export function periodsOf(time: Date): { month: string; day: string } {
  const day = time.toISOString().slice(0, 10);
  return { month: day.slice(0, 7), day };
}

/** The three counters an order in `status`, last updated at `updatedAt`, is counted in. */
function countersOf(status: OrderStatus, updatedAt: string, delta: number): CountChange[] {
  const { month, day } = periodsOf(new Date(updatedAt));
  return [
    { grain: 'all', period: '', status, order_count: delta },
    { grain: 'month', period: month, status, order_count: delta },
    { grain: 'day', period: day, status, order_count: delta },
  ];
}

/** A new order. */
export function countsForInsert(status: OrderStatus, updatedAt: string): CountChange[] {
  return [...countersOf(status, updatedAt, 1), REVISION];
}

/** An order leaving one status (and update time) for another. */
export function countsForMove(
  from: { status: OrderStatus; updatedAt: string },
  to: { status: OrderStatus; updatedAt: string },
): CountChange[] {
  return [
    ...countersOf(from.status, from.updatedAt, -1),
    ...countersOf(to.status, to.updatedAt, 1),
    REVISION,
  ];
}

const keyOf = (change: CountChange) => `${change.grain}|${change.period}|${change.status}`;

/** The changes with one entry per counter, those that add nothing left out, in key order. */
export function mergeCountChanges(changes: readonly CountChange[]): CountChange[] {
  const merged = new Map<string, CountChange>();
  for (const change of changes) {
    const key = keyOf(change);
    const known = merged.get(key);
    merged.set(
      key,
      known ? { ...known, order_count: known.order_count + change.order_count } : change,
    );
  }
  return [...merged.entries()]
    .filter(([, change]) => change.order_count !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, change]) => change);
}

/**
 * Adds the changes to the counters' rows in `slot` (by default one chosen at random for this
 * call) in one statement, creating missing rows. Rows are written in key order, so two
 * transactions that chose the same slot lock them in the same order; transactions in other
 * slots lock none of them.
 */
export async function applyCountChanges(
  db: Knex,
  changes: readonly CountChange[],
  slot: number = chooseSlot(db),
): Promise<void> {
  const rows = mergeCountChanges(changes).map((change) => ({ ...change, slot }));
  if (rows.length === 0) return;
  await db('order_counts')
    .insert(rows)
    .onConflict(['grain', 'period', 'status', 'slot'])
    .merge({
      order_count: db.raw('?? + ?', ['order_count', insertedValue(db, 'order_count')]),
    });
}

/**
 * Counts every counter again from the orders table, after a bulk load that bypassed the
 * repository (the benchmark's seeding). The revision goes up, so cached page starts are
 * dropped.
 */
export async function recountOrders(db: Knex): Promise<void> {
  await withRetriedTransaction(
    db,
    async (trx) => {
      await trx('order_counts').whereNot('grain', 'revision').delete();
      // The counting of the table's first migration, so it is written once; its rows go to the
      // base slot (the slot column's default).
      await countStoredOrders(trx);
      await applyCountChanges(trx, [REVISION]);
    },
    // Counting again from the orders gives the same counters.
    { what: 'order counters recount', idempotent: true },
  );
}

function whereStatuses(
  query: Knex.QueryBuilder,
  statuses: readonly OrderStatus[] | null,
): Knex.QueryBuilder {
  if (statuses === null) return query;
  return statuses.length === 1
    ? query.where('status', statuses[0])
    : query.whereIn('status', statuses);
}

/** A scalar subquery: the number of orders in `statuses` (null: all), from at most five rows. */
export function totalOfStatuses(
  db: Knex,
  statuses: readonly OrderStatus[] | null,
): Knex.QueryBuilder {
  return whereStatuses(
    db('order_counts').select(db.raw('COALESCE(SUM(order_count), 0)')).where('grain', 'all'),
    statuses,
  );
}

/**
 * A scalar subquery: orders in `statuses` last updated on the UTC days from `fromDay` up to,
 * not including, `untilDay` ('YYYY-MM-DD'; null: no bound).
 */
export function totalOfDays(
  db: Knex,
  statuses: readonly OrderStatus[] | null,
  fromDay: string | null,
  untilDay: string | null,
): Knex.QueryBuilder {
  const query = db('order_counts')
    .select(db.raw('COALESCE(SUM(order_count), 0)'))
    .where('grain', 'day');
  if (fromDay !== null) query.where('period', '>=', fromDay);
  if (untilDay !== null) query.where('period', '<', untilDay);
  return whereStatuses(query, statuses);
}

/**
 * The revision: every change of an order (insert or status change) adds one to it, in the slot
 * its transaction chose, so the sum of the slots only ever grows. The admin list's caches key
 * on it (one small index range: at most 64 rows).
 */
export async function revisionOfOrders(db: Knex): Promise<number> {
  const row = (await db('order_counts')
    .where({ grain: 'revision', period: '', status: '' })
    .sum({ n: 'order_count' })
    .first()) as { n: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/** Where the row at a given offset (in update-time order) lies. */
interface PageStart {
  /** The first moment to read from (ascending) or the moment to read before (descending). */
  boundary: string;
  /** Rows inside the boundary to skip to reach the row at the offset. */
  skip: number;
}

interface PeriodCount {
  period: string;
  count: number;
}

/** The period holding the row at `offset`, and the rows before that period. */
function findPeriod(
  counts: readonly PeriodCount[],
  offset: number,
): { period: string; before: number } | null {
  let before = 0;
  for (const { period, count } of counts) {
    if (before + count > offset) return { period, before };
    before += count;
  }
  return null;
}

async function countsPerPeriod(
  db: Knex,
  grain: 'month' | 'day',
  statuses: readonly OrderStatus[] | null,
  descending: boolean,
  within?: { from: string; to: string },
): Promise<PeriodCount[]> {
  const query = db('order_counts')
    .select('period', db.raw('SUM(order_count) AS n'))
    .where('grain', grain)
    .groupBy('period')
    .orderBy('period', descending ? 'desc' : 'asc');
  if (within) query.whereBetween('period', [within.from, within.to]);
  const rows = (await whereStatuses(query, statuses)) as { period: string; n: unknown }[];
  return rows.map((row) => ({ period: row.period, count: Number(row.n) }));
}

/** The first moment of a 'YYYY-MM-DD' day or 'YYYY-MM' month, or of the one after it. */
function periodStart(period: string, next: boolean): string {
  const isMonth = period.length === 7;
  const start = new Date(`${isMonth ? `${period}-01` : period}T00:00:00.000Z`);
  if (next && isMonth) start.setUTCMonth(start.getUTCMonth() + 1);
  else if (next) start.setUTCDate(start.getUTCDate() + 1);
  return toDbTimestamp(start);
}

/**
 * Finds where a page starting at `offset` begins without reading the rows before it: the
 * month holding that row from the monthly counters (a few dozen rows), then its day from that
 * month's daily ones (at most 31 per status). Null when the list has no row at `offset`.
 *
 * Descending, the page is read before the end of that day, skipping `skip` rows; ascending,
 * from its start. Should the daily counters disagree with the monthly ones (a change committed
 * between the two reads), the month's bounds are used: slower, still right.
 */
export async function locatePageStart(
  db: Knex,
  statuses: readonly OrderStatus[] | null,
  descending: boolean,
  offset: number,
): Promise<PageStart | null> {
  const month = findPeriod(await countsPerPeriod(db, 'month', statuses, descending), offset);
  if (month === null) return null;
  const days = await countsPerPeriod(db, 'day', statuses, descending, {
    from: `${month.period}-01`,
    to: `${month.period}-31`,
  });
  const day = findPeriod(days, offset - month.before) ?? { period: month.period, before: 0 };
  return {
    boundary: periodStart(day.period, descending),
    skip: offset - month.before - day.before,
  };
}
