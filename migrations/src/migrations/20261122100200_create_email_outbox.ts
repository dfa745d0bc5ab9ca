import type { Knex } from 'knex';
import {
  applyTableDefaults,
  optionalTimestampWithMilliseconds,
  timestampWithMilliseconds,
} from '../dialects';

/**
 * E-mails waiting to be sent. A message is written in the same transaction as the change that
 * causes it and sent after commit, so a crash never loses one and a rollback never sends one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    // What the message is about, e.g. 'order_confirmation'.
    table.string('kind', 40).notNullable();
    table.string('reference', 64).nullable();
    table.string('recipient', 320).notNullable();
    table.string('subject', 255).notNullable();
    table.text('text_body', 'mediumtext').notNullable();
    table.text('html_body', 'mediumtext').notNullable();
    table.integer('attempts').unsigned().notNullable().defaultTo(0);
    // When the next delivery may start; also a lease while one sender works on it.
    timestampWithMilliseconds(knex, table, 'next_attempt_at');
    optionalTimestampWithMilliseconds(table, 'sent_at');
    table.text('last_error').nullable();
    // Where the message went: the SMTP message id or the .eml file.
    table.string('delivered_to', 500).nullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    table.index(['sent_at', 'next_attempt_at'], 'email_outbox_due_index');
    table.index(['reference'], 'email_outbox_reference_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
