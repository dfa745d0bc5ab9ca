import type { Knex } from 'knex';
import {
  applyTableDefaults,
  exactText,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/**
 * Refresh tokens of admin sessions. Only a SHA-256 of each token is kept. Every use replaces the
 * token with a new one of the same family; a replaced token coming back means it was copied, and
 * the whole family (the session) is revoked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refresh_tokens', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    // One sign-in and every token rotated from it.
    exactText(knex, table.string('family_id', 64).notNullable());
    // SHA-256 (hex) of the token.
    exactText(knex, table.string('token_hash', 64).notNullable()).unique(
      'refresh_tokens_hash_unique',
    );
    // 'Remember me': the cookie outlives the browser session.
    table.boolean('remember').notNullable().defaultTo(false);
    timestampWithMilliseconds(knex, table, 'created_at');
    table.datetime('expires_at', { precision: 3 }).notNullable();
    // Set when the token was exchanged for its successor.
    optionalTimestampWithMilliseconds(table, 'rotated_at');
    optionalTimestampWithMilliseconds(table, 'revoked_at');
    // "Is this session still on?" is asked for every admin request.
    table.index(['family_id', 'revoked_at'], 'refresh_tokens_family_index');
    table.index(['user_id'], 'refresh_tokens_user_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('refresh_tokens');
}
