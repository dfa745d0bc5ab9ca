import type { Knex } from 'knex';
import {
  emptyStatusCounts,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderSummary,
} from '@cutshop/domain';
import { toDbTimestamp } from '../../db/columns';
import type { TimeRange } from './order-list-types';

/**
 * The admin filter bar's counts per status for an update-time range, and the orders' revision,
 * read from the order_counts counters the list's total comes from
 * (docs/decisions/0001-admin-list-read-model.md). Screens poll it, so it must stay cheap:
 * - no range: the five 'all' rows;
 * - a range: whole months from the month rows, the whole days left at either end from the day
 *   rows, all in the same single statement as the revision row;
 * - only a range that starts or ends inside a day (the admin screen's ranges are whole UTC days)
 *   adds a second statement: an index count of those part days.
 */

const DAY_MS = 86_400_000;

/** order_counts rows of one grain with `period` from `from` (included) until `until` (excluded). */
interface CounterSegment {
  grain: 'all' | 'month' | 'day';
  from: string | null;
  until: string | null;
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const monthOf = (time: Date) => time.toISOString().slice(0, 7);

function startOfDay(time: Date): Date {
  return new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
}

/** `time` if it is a UTC midnight, else the next one. */
function dayStartOnOrAfter(time: Date): Date {
  const start = startOfDay(time);
  return start.getTime() === time.getTime() ? start : new Date(start.getTime() + DAY_MS);
}

function monthStartOnOrBefore(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), 1));
}

/** `day` (a UTC midnight) if it is a month's first day, else the next month's first day. */
function monthStartOnOrAfter(day: Date): Date {
  const start = monthStartOnOrBefore(day);
  return start.getTime() === day.getTime()
    ? start
    : new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
}

/** What a range is read from: counter segments for its whole days, and its part days. */
interface RangePlan {
  segments: CounterSegment[];
  /** Parts of days, counted from the orders themselves. */
  partDays: TimeRange[];
}

/** Splits `[from, until)` into whole months, whole days and part days (see the file's note). */
function planRange({ from, until }: TimeRange): RangePlan {
  if (from === null && until === null) {
    return { segments: [{ grain: 'all', from: null, until: null }], partDays: [] };
  }
  if (from !== null && until !== null && from >= until) return { segments: [], partDays: [] };
  const wholeFrom = from === null ? null : dayStartOnOrAfter(from);
  const wholeUntil = until === null ? null : startOfDay(until);
  if (wholeFrom !== null && wholeUntil !== null && wholeFrom >= wholeUntil) {
    return { segments: [], partDays: [{ from, until }] };
  }
  const partDays: TimeRange[] = [];
  if (from !== null && wholeFrom !== null && from < wholeFrom) {
    partDays.push({ from, until: wholeFrom });
  }
  if (until !== null && wholeUntil !== null && wholeUntil < until) {
    partDays.push({ from: wholeUntil, until });
  }
  return { segments: wholeDaySegments(wholeFrom, wholeUntil), partDays };
}

/** Whole UTC days `[from, until)` (midnights; null: open) as month and day segments. */
function wholeDaySegments(from: Date | null, until: Date | null): CounterSegment[] {
  const firstMonth = from === null ? null : monthStartOnOrAfter(from);
  const lastMonth = until === null ? null : monthStartOnOrBefore(until);
  if (from !== null && until !== null && firstMonth !== null && lastMonth !== null) {
    if (firstMonth >= lastMonth) return [{ grain: 'day', from: dayOf(from), until: dayOf(until) }];
  }
  const segments: CounterSegment[] = [];
  if (from !== null && firstMonth !== null && from < firstMonth) {
    segments.push({ grain: 'day', from: dayOf(from), until: dayOf(firstMonth) });
  }
  segments.push({
    grain: 'month',
    from: firstMonth === null ? null : monthOf(firstMonth),
    until: lastMonth === null ? null : monthOf(lastMonth),
  });
  if (until !== null && lastMonth !== null && lastMonth < until) {
    segments.push({ grain: 'day', from: dayOf(lastMonth), until: dayOf(until) });
  }
  return segments;
}

type CountRow = { status: string; n: unknown };

function addRows(summary: OrderSummary, rows: readonly CountRow[]): void {
  for (const row of rows) {
    if (isOrderStatus(row.status)) summary.counts[row.status] += Number(row.n);
  }
}

/** The counts of `range` per status and the revision; see the file's note for the cost. */
export async function summarizeOrders(db: Knex, range: TimeRange): Promise<OrderSummary> {
  const plan = planRange(range);
  const counters = db('order_counts')
    .select('status', db.raw('SUM(order_count) AS n'))
    .where((where) => {
      where.where({ grain: 'revision', period: '', status: '' });
      for (const segment of plan.segments) {
        where.orWhere((part) => {
          part.where('grain', segment.grain);
          if (segment.from !== null) part.where('period', '>=', segment.from);
          if (segment.until !== null) part.where('period', '<', segment.until);
        });
      }
    })
    .groupBy('status');
  const rows = (await counters) as CountRow[];
  const summary: OrderSummary = {
    revision: Number(rows.find((row) => row.status === '')?.n ?? 0),
    counts: emptyStatusCounts(),
  };
  addRows(summary, rows);
  if (plan.partDays.length > 0) {
    // Every status named, so both databases count from the (status, updated_at) index.
    const parts = (await db('orders')
      .select('status', db.raw('COUNT(*) AS n'))
      .whereIn('status', ORDER_STATUSES)
      .where((where) => {
        for (const part of plan.partDays) {
          where.orWhere((inPart) => {
            if (part.from) inPart.where('updated_at', '>=', toDbTimestamp(part.from));
            if (part.until) inPart.where('updated_at', '<', toDbTimestamp(part.until));
          });
        }
      })
      .groupBy('status')) as CountRow[];
    addRows(summary, parts);
  }
  return summary;
}
