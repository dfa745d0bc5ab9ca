import type { Knex } from 'knex';
import {
  applyTableDefaults,
  exactText,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/** Single-use password reset tokens sent by e-mail; only a SHA-256 of each token is kept. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    exactText(knex, table.string('token_hash', 64).notNullable()).unique(
      'password_reset_tokens_hash_unique',
    );
    timestampWithMilliseconds(knex, table, 'created_at');
    table.datetime('expires_at', { precision: 3 }).notNullable();
    optionalTimestampWithMilliseconds(table, 'used_at');
    table.index(['user_id'], 'password_reset_tokens_user_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens');
}
