import type { Knex } from 'knex';

/**
 * The admin list may also sort and filter by creation time: the same two indexes for it. They
 * carry updated_at too, the other half of the key the list reads a page by, so those pages are
 * read from the index alone as well.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.index(['status', 'created_at', 'uuid', 'updated_at'], 'orders_status_created_index');
    table.index(['created_at', 'uuid', 'updated_at'], 'orders_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex([], 'orders_status_created_index');
    table.dropIndex([], 'orders_created_index');
  });
}
