import type { Knex } from 'knex';
import { withRetriedTransaction } from '../../db/retried-transaction';
import { applyCountChanges, BASE_SLOT, periodsOf, type CountChange } from './order-counts';

/**
 * Folding the slots of finished periods back into one row
 * (docs/decisions/0006-counter-slots.md). Writers spread every counter over slots; a day or a
 * month that is over is rarely written again, so its slots are summed into the base slot and
 * deleted. A deep page's start is then found from about one row per day and status, however many
 * slots were busy while that day was the current one. The overall counters, the revision and the
 * current month and day are never folded: they are what writers touch, and their slots are few.
 */

/** How often (services/orders/counter-compactor.ts), and how much. */
export const COMPACTION = {
  /** At most one compaction per app in this time. */
  intervalMs: 60_000,
  /** Slot rows folded per compaction (one short transaction); the rest wait for the next. */
  batchRows: 500,
} as const;

interface SlotRow {
  grain: CountChange['grain'];
  period: string;
  status: CountChange['status'];
  slot: number;
}

/** Slot rows outside the base slot of days before `day` and months before `month`. */
function finishedSlotRows(db: Knex, day: string, month: string): Knex.QueryBuilder {
  return db('order_counts')
    .whereNot('slot', BASE_SLOT)
    .where((finished) => {
      finished
        .where((days) => days.where('grain', 'day').where('period', '<', day))
        .orWhere((months) => months.where('grain', 'month').where('period', '<', month));
    });
}

/** Exactly these rows, each by its whole primary key (record locks only, no ranges). */
function byKeys(query: Knex.QueryBuilder, rows: readonly SlotRow[]): Knex.QueryBuilder {
  return query.where((any) => {
    for (const { grain, period, status, slot } of rows) {
      any.orWhere((one) => one.where({ grain, period, status, slot }));
    }
  });
}

/**
 * Folds up to `COMPACTION.batchRows` slot rows of periods finished before `now` (UTC) into the
 * base slot, in one transaction; every counter's sum stays the same, so the revision does not
 * move. The rows are found without locks, then locked by primary key and read again, so a
 * writer that changed one in between is folded with its change. Returns the rows folded.
 */
export async function compactOrderCounts(db: Knex, now: Date): Promise<number> {
  const { day, month } = periodsOf(now);
  const found = (await finishedSlotRows(db, day, month)
    .select('grain', 'period', 'status', 'slot')
    .orderBy(['grain', 'period', 'status', 'slot'])
    .limit(COMPACTION.batchRows)) as SlotRow[];
  if (found.length === 0) return 0;
  // Folding again after a commit that happened finds the folded rows gone: nothing twice.
  const options = { what: 'order counters compaction', idempotent: true };
  return withRetriedTransaction(
    db,
    async (trx) => {
      const locked = (await byKeys(trx('order_counts'), found)
        .select('grain', 'period', 'status', 'slot', 'order_count')
        .orderBy(['grain', 'period', 'status', 'slot'])
        .forUpdate()) as (SlotRow & { order_count: unknown })[];
      if (locked.length === 0) return 0;
      await applyCountChanges(
        trx,
        locked.map(({ grain, period, status, order_count }) => ({
          grain,
          period,
          status,
          order_count: Number(order_count),
        })),
        BASE_SLOT,
      );
      await byKeys(trx('order_counts'), locked).delete();
      return locked.length;
    },
    options,
  );
}
