import type { Knex } from 'knex';
import { applyTableDefaults, exactText, timestampWithMilliseconds } from '../dialects';

/**
 * Idempotency keys of write requests: the first answer is kept so a retried request with the
 * same key and body gets that answer again instead of doing the work twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (table) => {
    applyTableDefaults(knex, table);
    // Which endpoint the key belongs to, e.g. 'POST /api/orders/'.
    table.string('scope', 40).notNullable();
    // Keys are case-sensitive: 'A1' and 'a1' are two requests.
    exactText(knex, table.string('idempotency_key', 200).notNullable());
    // SHA-256 (hex) of the request body.
    table.string('request_hash', 64).notNullable();
    table.integer('response_status').unsigned().notNullable();
    table.text('response_body', 'mediumtext').notNullable();
    timestampWithMilliseconds(knex, table, 'created_at');
    table.primary(['scope', 'idempotency_key']);
    table.index(['created_at'], 'idempotency_keys_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
