import type { Knex } from 'knex';
import { applyTableDefaults, timestampWithMilliseconds } from '../dialects';

/** Admin accounts of the back office: one row per person who signs in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    // Stored trimmed and lower-cased, so one address is one account whatever its spelling.
    table.string('email', 254).notNullable().unique('users_email_unique');
    // A versioned PHC-style string: algorithm, parameters, salt and hash together.
    table.string('password_hash', 255).notNullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    timestampWithMilliseconds(knex, table, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
