import type { Knex } from 'knex';
import { applyTableDefaults, dropColumns } from '../dialects';

/**
 * What several server processes over one database share.
 *
 * rate_limits: the rate-limit counters every server process shares on MySQL/MariaDB (the order, sign-in and
 * password-reset limits; docs/rules-and-defaults.md, "Sessions and limits"). The columns, their
 * order and their names are the ones rate-limiter-flexible's MySQL store reads and writes
 * (`INSERT INTO rate_limits VALUES (key, points, expire)`), so the store is told the table
 * exists and never creates anything itself. On SQLite (one process) the counters live in
 * memory and the table stays empty.
 *
 *   key     '<limit>:<hash of the client address or e-mail>' (no address or e-mail in clear)
 *   points  what was counted in the current window
 *   expire  when the window ends, in milliseconds since 1970 (UTC)
 *
 * email_outbox.lease_token: the random token of the mail sender that claimed a row last. A
 * sender claims a batch with one conditional UPDATE that writes its token, then reads back the
 * rows holding it: each due e-mail goes to exactly one sender, in whichever process it runs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    applyTableDefaults(knex, table);
    table.string('key', 255).notNullable().primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire').unsigned().nullable();
    table.index(['expire'], 'rate_limits_expire_index');
  });
  await knex.schema.alterTable('email_outbox', (table) => {
    table.string('lease_token', 32).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'email_outbox', ['lease_token']);
  await knex.schema.dropTable('rate_limits');
}
