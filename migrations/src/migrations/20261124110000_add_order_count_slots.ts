import type { Knex } from 'knex';
import { applyTableDefaults } from '../dialects';

/**
 * Counter slots: order_counts gets a `slot` column in its key, so that concurrent writers add
 * their +1/-1 to different rows of the same counter instead of queueing on one row lock. A
 * counter's value is the sum of its slots (docs/decisions/0006-counter-slots.md).
 *
 *   grain 'all'      period ''            one row per status and slot
 *   grain 'month'    period 'YYYY-MM'     one row per status, month and slot
 *   grain 'day'      period 'YYYY-MM-DD'  one row per status, day and slot
 *   grain 'revision' period ''  status '' the number of changes so far, per slot
 *
 * A slot's count may be negative (an order counted in one slot and moved out through another);
 * only the sum has a meaning. SQLite keeps the table the same way (it uses slot 0 only).
 */

const TABLE = 'order_counts';
const NEXT = 'order_counts_next';

/** The slot every count is moved into; the BFF folds finished periods back into it too. */
const BASE_SLOT = 0;

/**
 * The counting of the orders into rows of `table` with a slot column, all in the base slot.
 * Frozen with this migration (a migration that has run must never change behaviour).
 * updated_at reads as 'YYYY-MM-DD HH:MM:SS.mmm' on both databases, so its first 7 and 10
 * characters are the month and the day.
 */
export async function countStoredOrdersInSlots(knex: Knex, table: string): Promise<void> {
  const periods: readonly [string, string][] = [
    ['all', "''"],
    ['month', 'SUBSTR(updated_at, 1, 7)'],
    ['day', 'SUBSTR(updated_at, 1, 10)'],
  ];
  for (const [grain, period] of periods) {
    await knex.raw(
      `INSERT INTO ?? (grain, period, status, slot, order_count)
       SELECT ?, ${period}, status, ?, COUNT(*) FROM orders GROUP BY ${period}, status`,
      [table, grain, BASE_SLOT],
    );
  }
}

/** The revision so far (every slot's share summed), or 0 without any revision row. */
async function revisionIn(knex: Knex, table: string): Promise<number> {
  const row = (await knex(table).where('grain', 'revision').sum({ n: 'order_count' }).first()) as
    { n: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * A new table with the slot in its key; the counts are counted again from the orders themselves
 * (so they equal COUNT(*) per status, month and day whatever the old rows held), and the
 * revision is carried over, so no cached page of a running server is taken for current.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(NEXT, (table) => {
    applyTableDefaults(knex, table);
    table.string('grain', 8).notNullable();
    table.string('period', 10).notNullable();
    table.string('status', 20).notNullable();
    table.smallint('slot').notNullable().defaultTo(BASE_SLOT);
    table.integer('order_count').notNullable().defaultTo(0);
    table.primary(['grain', 'period', 'status', 'slot']);
  });
  await countStoredOrdersInSlots(knex, NEXT);
  await knex(NEXT).insert({
    grain: 'revision',
    period: '',
    status: '',
    slot: BASE_SLOT,
    // One more: the counts were just rewritten.
    order_count: (await revisionIn(knex, TABLE)) + 1,
  });
  await knex.schema.dropTable(TABLE);
  await knex.schema.renameTable(NEXT, TABLE);
}

/** Back to one row per counter: each counter's slots summed into it, the revision too. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable(NEXT, (table) => {
    applyTableDefaults(knex, table);
    table.string('grain', 8).notNullable();
    table.string('period', 10).notNullable();
    table.string('status', 20).notNullable();
    table.integer('order_count').notNullable().defaultTo(0);
    table.primary(['grain', 'period', 'status']);
  });
  await knex.raw(
    `INSERT INTO ?? (grain, period, status, order_count)
     SELECT grain, period, status, SUM(order_count) FROM ??
     GROUP BY grain, period, status`,
    [NEXT, TABLE],
  );
  await knex.schema.dropTable(TABLE);
  await knex.schema.renameTable(NEXT, TABLE);
}
