import type { Knex } from 'knex';
import {
  applyTableDefaults,
  bytesColumn,
  dropColumns,
  jsonColumn,
  optionalTimestampWithMilliseconds,
  resizeText,
  timestampWithMilliseconds,
} from '../dialects';
import { COLOUR_TILES, FINISH_TILES } from '../../seeds/catalogue-data';
import { FURNITURE } from '../../seeds/furniture-data';

/**
 * The shop edits its own catalogue (docs/production/catalogue.md): every node gets a Spanish
 * name, a version that grows with each change and a retired flag (nothing is ever deleted:
 * orders name node ids); `swatch` takes an uploaded image's path; every change is recorded in
 * `catalogue_history`, and `catalogue_revision` (one row) grows with every change so that each
 * server process sees cheaply that its copy in memory is old; uploaded swatch images are kept
 * in `catalogue_images`, so every process serves them.
 *
 * The seeded rows get their Spanish names, where the shop has not renamed them and gave none.
 */

const CATEGORY_COLUMNS = ['name_es', 'version', 'retired', 'updated_at'] as const;
/** `swatch` before: a CSS colour. After: also `/api/catalogue/images/<32 hex>.webp`. */
const SWATCH_LENGTH = { before: 32, after: 64 } as const;

/** id -> [English name, Spanish name] of every seeded node. */
function seededNames(): Map<number, readonly [string, string]> {
  const names = new Map<number, readonly [string, string]>();
  for (const tile of [...COLOUR_TILES, ...FINISH_TILES]) {
    names.set(tile.id, [tile.name, tile.nameEs]);
  }
  for (const category of FURNITURE) {
    names.set(category.id, [category.name, category.nameEs]);
    for (const type of category.types) {
      names.set(type.id, [type.name, type.nameEs]);
      for (const model of type.models) names.set(model.id, [model.name, model.nameEs]);
    }
  }
  return names;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('categories', (table) => {
    // The name in Spanish; null when the shop gave none (screens then show `name`).
    table.string('name_es', 120).nullable();
    // Grows by one with every change of the node (a PUT names the version it read).
    table.integer('version').notNullable().defaultTo(1);
    // Retired nodes stay (orders name them) but are never offered to customers.
    table.boolean('retired').notNullable().defaultTo(false);
    optionalTimestampWithMilliseconds(table, 'updated_at');
  });
  await resizeText(knex, 'categories', 'swatch', SWATCH_LENGTH.after);

  await knex.schema.createTable('catalogue_history', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table.integer('node_id').notNullable();
    // create, update, retire, restore or import.
    table.string('action', 16).notNullable();
    // The signed-in admin's e-mail.
    table.string('changed_by', 255).notNullable();
    timestampWithMilliseconds(knex, table, 'changed_at');
    // The changes, field by field: [{ field, before, after }].
    jsonColumn(knex, table, 'changes').notNullable();
    table.index(['node_id', 'id'], 'catalogue_history_node_index');
  });

  await knex.schema.createTable('catalogue_revision', (table) => {
    applyTableDefaults(knex, table);
    // Always 1: one row.
    table.integer('id').primary();
    table.bigInteger('revision').notNullable().defaultTo(0);
  });
  await knex('catalogue_revision').insert({ id: 1, revision: 1 });

  await knex.schema.createTable('catalogue_images', (table) => {
    applyTableDefaults(knex, table);
    // The first 32 hex digits of the bytes' SHA-256: the same image is stored once.
    table.specificType('hash', 'char(32)').primary();
    table.string('content_type', 32).notNullable();
    bytesColumn(knex, table, 'bytes').notNullable();
    table.integer('byte_size').notNullable();
    timestampWithMilliseconds(knex, table, 'created_at');
  });

  for (const [id, [name, nameEs]] of seededNames()) {
    await knex('categories').where({ id, name }).whereNull('name_es').update({ name_es: nameEs });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('catalogue_images');
  await knex.schema.dropTable('catalogue_revision');
  await knex.schema.dropTable('catalogue_history');
  // An image swatch does not fit the narrower column, and its image is gone with its table.
  await knex('categories')
    .where('swatch', 'like', '/api/catalogue/images/%')
    .update({ swatch: null });
  await resizeText(knex, 'categories', 'swatch', SWATCH_LENGTH.before);
  await dropColumns(knex, 'categories', CATEGORY_COLUMNS);
}
