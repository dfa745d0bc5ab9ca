import type { Knex } from 'knex';
import {
  applyTableDefaults,
  jsonColumn,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/**
 * The shop's production settings (docs/decisions/0010-orders-keep-their-production-settings.md),
 * kept like the price list:
 *
 * - `production_settings`: one row (id 1). `version` grows by one with every save (0: never
 *   saved, the code's defaults apply); `settings` is the document as JSON, null before the first
 *   save.
 * - `production_settings_history`: one row per save (the version it made, who, when, the
 *   settings it saved and the fields it changed), written in the save's transaction.
 * - `order_production_settings`: the settings each order was placed with, written with the
 *   order in its transaction. An order without a row was placed before and is built with the
 *   defaults.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('production_settings', (table) => {
    applyTableDefaults(knex, table);
    // Always 1: one row.
    table.integer('id').primary();
    table.bigInteger('version').notNullable().defaultTo(0);
    jsonColumn(knex, table, 'settings').nullable();
    table.string('updated_by', 255).nullable();
    optionalTimestampWithMilliseconds(table, 'updated_at');
  });
  await knex('production_settings').insert({ id: 1, version: 0, settings: null });

  await knex.schema.createTable('production_settings_history', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table.bigInteger('version').notNullable();
    table.string('changed_by', 255).notNullable();
    timestampWithMilliseconds(knex, table, 'changed_at');
    jsonColumn(knex, table, 'settings').notNullable();
    jsonColumn(knex, table, 'changes').notNullable();
  });

  await knex.schema.createTable('order_production_settings', (table) => {
    applyTableDefaults(knex, table);
    table.uuid('order_uuid').primary().references('uuid').inTable('orders').onDelete('CASCADE');
    jsonColumn(knex, table, 'settings').notNullable();
    table.bigInteger('settings_version').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_production_settings');
  await knex.schema.dropTable('production_settings_history');
  await knex.schema.dropTable('production_settings');
}
