import type { Knex } from 'knex';
import { applyTableDefaults } from '../dialects';

/**
 * How many orders there are per status, overall and per UTC month and day of their last update.
 * The admin list reads its total from here (a sum of at most five rows instead of a COUNT over
 * the orders) and finds where a deep page starts (months, then days) instead of skipping rows.
 * Every insert and status change of an order updates it in the same transaction, and adds one
 * to the revision row, so "has any order changed since?" is one row away.
 *
 *   grain 'all'      period ''            one row per status
 *   grain 'month'    period 'YYYY-MM'     one row per status and month
 *   grain 'day'      period 'YYYY-MM-DD'  one row per status and day
 *   grain 'revision' period ''  status '' the number of changes so far
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_counts', (table) => {
    applyTableDefaults(knex, table);
    table.string('grain', 8).notNullable();
    table.string('period', 10).notNullable();
    table.string('status', 20).notNullable();
    table.integer('order_count').notNullable().defaultTo(0);
    table.primary(['grain', 'period', 'status']);
  });

  // Orders stored before this table existed.
  await countStoredOrders(knex);
  await knex('order_counts').insert({ grain: 'revision', period: '', status: '', order_count: 0 });
}

/**
 * Adds the 'all', 'month' and 'day' counter rows of every order in the orders table (the rows
 * must not exist yet). The BFF's recount after a bulk load calls this too, so the counting is
 * written once; it lives here, not in a shared helper, because a migration that has run must
 * never change behaviour, and this one would if a helper it imports were edited later.
 * updated_at reads as 'YYYY-MM-DD HH:MM:SS.mmm' on both databases, so its first 7 and 10
 * characters are the month and the day.
 */
export async function countStoredOrders(knex: Knex): Promise<void> {
  const periods: readonly [string, string][] = [
    ['all', "''"],
    ['month', 'SUBSTR(updated_at, 1, 7)'],
    ['day', 'SUBSTR(updated_at, 1, 10)'],
  ];
  for (const [grain, period] of periods) {
    await knex.raw(
      `INSERT INTO order_counts (grain, period, status, order_count)
       SELECT ?, ${period}, status, COUNT(*) FROM orders GROUP BY ${period}, status`,
      [grain],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_counts');
}
