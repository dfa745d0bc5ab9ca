import type { Knex } from 'knex';
import { applyTableDefaults, timestampWithMilliseconds } from '../dialects';

/** Every status change of an order: from, to, the rejection message, which admin, when. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_status_history', (table) => {
    applyTableDefaults(knex, table);
    table.increments('id').primary();
    table.uuid('order_uuid').notNullable().references('uuid').inTable('orders').onDelete('CASCADE');
    table.string('from_status', 20).notNullable();
    table.string('to_status', 20).notNullable();
    table.text('message').notNullable();
    // Kept when the account is deleted later; the e-mail below still says who it was.
    table
      .integer('admin_user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('SET NULL');
    table.string('admin_email', 254).notNullable();
    timestampWithMilliseconds(knex, table, 'changed_at');
    table.index(['order_uuid', 'id'], 'order_status_history_order_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_status_history');
}
