import type { Knex } from 'knex';
import { applyTableDefaults, exactText, timestampWithMilliseconds } from '../dialects';

/**
 * The customers' tracking links (docs/product.md, "Following an order"): each link's token is
 * 128 random bits and only its SHA-256 is kept, so the table never holds a usable link. An order
 * has one row per link it was given (the intake answer, each e-mail); every one stays valid.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_tracking_tokens', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table.uuid('order_uuid').notNullable().references('uuid').inTable('orders').onDelete('CASCADE');
    exactText(knex, table.string('token_hash', 64).notNullable()).unique(
      'order_tracking_tokens_hash_unique',
    );
    timestampWithMilliseconds(knex, table, 'created_at');
    table.index(['order_uuid'], 'order_tracking_tokens_order_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_tracking_tokens');
}
