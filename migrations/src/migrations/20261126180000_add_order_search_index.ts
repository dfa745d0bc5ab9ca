import type { Knex } from 'knex';

/**
 * The admin list's search by customer name and order name (a "contains" match, so no index can
 * seek to it): an index that holds both names next to every column the list filters and sorts
 * on. A search page walks it newest first and stops after its page, and its total is counted
 * from it alone, without reading a single order's JSON columns: a few megabytes at 100,000
 * orders instead of the whole table. The list reads a search through this index by name
 * (`tableThroughIndex`): both planners misjudge it (SQLite thinks the table as narrow as it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.index(
      ['updated_at', 'uuid', 'status', 'created_at', 'customer_name', 'name'],
      'orders_search_index',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex([], 'orders_search_index');
  });
}
