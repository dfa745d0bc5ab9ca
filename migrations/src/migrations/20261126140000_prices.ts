import type { Knex } from 'knex';
import {
  applyTableDefaults,
  dropColumns,
  jsonColumn,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/**
 * Prices (docs/production/prices.md): the shop's price list, its history, and each order's
 * price as the server computed it at intake.
 *
 * - `price_list`: one row (id 1). `version` grows by one with every save (0: never saved) and is
 *   also the revision every server process checks to know its copy in memory is old; `list` is
 *   the list as GET /api/price-list answers it without its version, null when the shop set none.
 * - `price_list_history`: one row per save (who, when, the version it made, the changes field by
 *   field as JSON), written in the save's transaction.
 * - `order_prices`: one row per order placed while a price list was set: the price (`priceOrder`'s
 *   answer, later with the shop's adjustment), written in the order's transaction.
 * - `orders.language`: the language the customer ordered in ('en' or 'es'; 'en' for the orders
 *   placed before).
 * - `orders.price_total` and `orders.price_currency`: what the customer pays and in what currency,
 *   null without a price: the admin list's read model answers them with each row without reading
 *   `order_prices` (docs/decisions/0001-admin-list-read-model.md). The intake and the approval
 *   with an adjustment write them with the price, in the same transaction.
 */

const ORDER_COLUMNS = ['language', 'price_total', 'price_currency'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('price_list', (table) => {
    applyTableDefaults(knex, table);
    // Always 1: one row.
    table.integer('id').primary();
    table.bigInteger('version').notNullable().defaultTo(0);
    // The list's fields as JSON (not its version); null: no prices.
    jsonColumn(knex, table, 'list').nullable();
    // The admin's e-mail of the last save; null before the first.
    table.string('updated_by', 255).nullable();
    optionalTimestampWithMilliseconds(table, 'updated_at');
  });
  await knex('price_list').insert({ id: 1, version: 0, list: null });

  await knex.schema.createTable('price_list_history', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    // The version the save made.
    table.bigInteger('version').notNullable();
    table.string('changed_by', 255).notNullable();
    timestampWithMilliseconds(knex, table, 'changed_at');
    // [{ field, before, after }], fields such as taxRate, materials.1.perSheet, hardware.hinge.
    jsonColumn(knex, table, 'changes').notNullable();
  });

  await knex.schema.createTable('order_prices', (table) => {
    applyTableDefaults(knex, table);
    table.uuid('order_uuid').primary().references('uuid').inTable('orders').onDelete('CASCADE');
    // The stored price: lines, subtotal, tax, total, onRequest, priceListVersion, adjustment.
    jsonColumn(knex, table, 'price').notNullable();
    table.bigInteger('price_list_version').notNullable();
  });

  await knex.schema.alterTable('orders', (table) => {
    table.string('language', 5).notNullable().defaultTo('en');
    table.bigInteger('price_total').nullable();
    table.string('price_currency', 3).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'orders', ORDER_COLUMNS);
  await knex.schema.dropTable('order_prices');
  await knex.schema.dropTable('price_list_history');
  await knex.schema.dropTable('price_list');
}
