import type { Knex } from 'knex';
import {
  applyTableDefaults,
  exactText,
  jsonColumn,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/**
 * The shop's offcut stock and the fixed cutting plans (docs/decisions/0012-offcut-stock.md):
 *
 * - `offcuts`: one row per reusable offcut a fixed plan left. Its id is the number its label
 *   prints as `OC-<id>`. It is in stock while `taken_by` (the order whose fixed plan lays parts
 *   on it) and `removed_at` (an admin removed it, or its order's plan was made again) are null;
 *   a plan takes it with one conditional UPDATE on those two columns and its `version`, so two
 *   processes never take the same offcut. `version` grows by one with every change (taken,
 *   given back, corrected, removed). Sizes in millimetres, the length along the sheet it came
 *   from. `stock_key` is the material's code and thickness (`COL-1/19`); the in-stock index
 *   answers "the offcuts in stock of these materials".
 * - `order_cutting_plans`: the plan an order was fixed with when it moved to To Cut (the plan's
 *   JSON, with its `fixedAt`); every output of the order reads it from then on. An order past
 *   To Cut without a row was fixed before this table existed and is planned as it always was.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('offcuts', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    exactText(knex, table.string('stock_key', 80).notNullable());
    table.string('material_code', 64).notNullable();
    table.string('material_name', 255).notNullable();
    table.decimal('thickness_mm', 8, 2).notNullable();
    table.decimal('length_mm', 10, 2).notNullable();
    table.decimal('width_mm', 10, 2).notNullable();
    table
      .uuid('source_order_uuid')
      .notNullable()
      .references('uuid')
      .inTable('orders')
      .onDelete('CASCADE');
    /** The sheet of the source order's plan (1-based, per material) it was left on. */
    table.integer('source_sheet_index').notNullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    table.uuid('taken_by').nullable().references('uuid').inTable('orders').onDelete('SET NULL');
    optionalTimestampWithMilliseconds(table, 'removed_at');
    table.bigInteger('version').notNullable().defaultTo(0);
    table.index(['stock_key', 'taken_by', 'removed_at'], 'offcuts_in_stock_index');
    table.index(['source_order_uuid'], 'offcuts_source_order_index');
    table.index(['taken_by'], 'offcuts_taken_by_index');
  });

  await knex.schema.createTable('order_cutting_plans', (table) => {
    applyTableDefaults(knex, table);
    table.uuid('order_uuid').primary().references('uuid').inTable('orders').onDelete('CASCADE');
    jsonColumn(knex, table, 'plan').notNullable();
    timestampWithMilliseconds(knex, table, 'fixed_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_cutting_plans');
  await knex.schema.dropTable('offcuts');
}
