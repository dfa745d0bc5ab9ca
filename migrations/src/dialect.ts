import type { Knex } from 'knex';

/**
 * The two databases the migrations run on unchanged. Every difference between them is decided
 * here and nowhere else, so a migration reads the same on both.
 */
export type Dialect = 'mysql' | 'sqlite';

export function dialectOf(knex: Knex): Dialect {
  const name = knex.client.dialect;
  if (name === 'mysql' || name === 'mysql2') return 'mysql';
  if (name === 'sqlite3' || name === 'better-sqlite3') return 'sqlite';
  throw new Error(`Unsupported database client "${String(name)}": use SQLite or MySQL/MariaDB.`);
}

/** The current UTC time with milliseconds, as a column default (`YYYY-MM-DD HH:MM:SS.mmm`). */
export function nowWithMilliseconds(knex: Knex): Knex.Raw {
  return dialectOf(knex) === 'mysql'
    ? knex.raw('CURRENT_TIMESTAMP(3)')
    : // SQLite only accepts an expression as a default inside parentheses.
      knex.raw("(strftime('%Y-%m-%d %H:%M:%f','now'))");
}

/** A UTC timestamp column with millisecond precision that defaults to "now". */
export function timestampWithMilliseconds(
  knex: Knex,
  table: Knex.CreateTableBuilder,
  name: string,
): Knex.ColumnBuilder {
  return table.datetime(name, { precision: 3 }).notNullable().defaultTo(nowWithMilliseconds(knex));
}

/** A nullable timestamp column with millisecond precision and no default. */
export function optionalTimestampWithMilliseconds(
  table: Knex.CreateTableBuilder,
  name: string,
): Knex.ColumnBuilder {
  return table.datetime(name, { precision: 3 }).nullable();
}

/**
 * A JSON document column. MySQL and MariaDB get their JSON type (MariaDB checks the text is
 * valid JSON); SQLite gets TEXT, because a column typed "json" there has numeric affinity.
 * Either way the repositories store text and parse what they read.
 */
export function jsonColumn(
  knex: Knex,
  table: Knex.CreateTableBuilder,
  name: string,
): Knex.ColumnBuilder {
  return dialectOf(knex) === 'mysql' ? table.json(name) : table.text(name);
}

/** Table-wide settings: InnoDB and full Unicode on MySQL/MariaDB, nothing to set on SQLite. */
export function applyTableDefaults(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (dialectOf(knex) !== 'mysql') return;
  table.engine('InnoDB');
  table.charset('utf8mb4');
  table.collate('utf8mb4_unicode_ci');
}

/**
 * Text compared byte for byte. MySQL/MariaDB tables default to a case-insensitive collation
 * ('Key' = 'key'); SQLite compares exactly already.
 */
export function exactText(knex: Knex, column: Knex.ColumnBuilder): Knex.ColumnBuilder {
  return dialectOf(knex) === 'mysql' ? column.collate('utf8mb4_bin') : column;
}

/**
 * In an upsert, the value the insert brought for `column` when the key existed already, to add
 * it to the stored one (`column = column + <this>`): `VALUES(column)` on MySQL/MariaDB,
 * `excluded.column` on SQLite.
 */
export function insertedValue(knex: Knex, column: string): Knex.Raw {
  return dialectOf(knex) === 'mysql'
    ? knex.raw('VALUES(??)', [column])
    : knex.raw('??', [`excluded.${column}`]);
}
