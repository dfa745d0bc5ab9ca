import type { Knex } from 'knex';
import { applyTableDefaults, jsonColumn, timestampWithMilliseconds } from '../dialects';

/**
 * Customer orders. The customer, materials and items are JSON documents (they are read and
 * written whole); the columns the admin list filters and sorts on are real columns with indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (table) => {
    applyTableDefaults(knex, table);
    table.uuid('uuid').primary();
    table.string('status', 20).notNullable();
    table.string('name', 255).notNullable();
    jsonColumn(knex, table, 'customer').notNullable();
    // Copied out of `customer` so the admin list can show and search it without parsing JSON.
    table.string('customer_name', 255).notNullable();
    table.string('unit', 8).notNullable();
    table.text('notes').notNullable();
    // The rejection reason written by an admin.
    table.text('message').notNullable();
    jsonColumn(knex, table, 'materials').notNullable();
    jsonColumn(knex, table, 'items').notNullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    timestampWithMilliseconds(knex, table, 'updated_at');
    // Optimistic concurrency: every update checks and bumps it.
    table.integer('version').unsigned().notNullable().defaultTo(1);
    // Newest first, paged by (updated_at, uuid) keyset; with and without a status filter.
    table.index(['status', 'updated_at', 'uuid'], 'orders_status_updated_index');
    table.index(['updated_at', 'uuid'], 'orders_updated_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
}
