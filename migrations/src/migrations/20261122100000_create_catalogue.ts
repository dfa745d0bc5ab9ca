import type { Knex } from 'knex';
import { applyTableDefaults, jsonColumn, timestampWithMilliseconds } from '../dialects';

/**
 * The catalogue tree: colour tiles, finish tiles and furniture (category -> type -> model).
 * Models carry their size bounds in millimetres and the property flags that switch on options.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table
      .integer('parent_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('categories')
      .onDelete('RESTRICT');
    table.string('name', 120).notNullable();
    // 'Category', 'Color' or 'Material'.
    table.string('cat_type', 16).notNullable();
    table.integer('sort_order').notNullable().defaultTo(0);
    // A CSS colour shown on the tile, e.g. '#F4F1EA'.
    table.string('swatch', 32).nullable();
    // The CUSTOM tile: the customer types the material in.
    table.boolean('is_custom').notNullable().defaultTo(false);
    table.string('filepath', 255).nullable();
    // Model bounds in millimetres; null on nodes that are not models.
    for (const bound of ['xmin', 'xmax', 'ymin', 'ymax', 'zmin', 'zmax']) {
      table.decimal(bound, 8, 2).nullable();
    }
    jsonColumn(knex, table, 'properties').nullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    table.index(['parent_id', 'sort_order'], 'categories_parent_order_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  // Dropping a table deletes its rows first; unlink them so the self-reference does not object.
  await knex('categories').update({ parent_id: null });
  await knex.schema.dropTable('categories');
}
