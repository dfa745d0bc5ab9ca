import type { Knex } from 'knex';
import { mysqlDialect } from './mysql';
import { sqliteDialect } from './sqlite';
import type { Dialect, DialectHelpers, DriverErrorCategory } from './types';

/**
 * The one home of every difference between the two databases: the DDL helpers the migrations
 * use, the SQL helpers the BFF uses at run time, and what each driver's errors mean. A
 * migration and a repository read the same on both databases.
 */
export type { Dialect, DialectHelpers, DriverErrorCategory } from './types';

const DIALECTS: Readonly<Record<Dialect, DialectHelpers>> = {
  mysql: mysqlDialect,
  sqlite: sqliteDialect,
};

/** Which database a knex instance talks to; throws for any other client. */
export function dialectOf(knex: Knex): Dialect {
  const name = knex.client.dialect;
  if (name === 'mysql' || name === 'mysql2') return 'mysql';
  if (name === 'sqlite3' || name === 'better-sqlite3') return 'sqlite';
  throw new Error(`Unsupported database client "${String(name)}": use SQLite or MySQL/MariaDB.`);
}

/** The helpers of the database a knex instance talks to. */
export function dialectHelpers(knex: Knex): DialectHelpers {
  return DIALECTS[dialectOf(knex)];
}

/** The current UTC time with milliseconds, as a column default (`YYYY-MM-DD HH:MM:SS.mmm`). */
export function nowWithMilliseconds(knex: Knex): Knex.Raw {
  return dialectHelpers(knex).nowWithMilliseconds(knex);
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
 * A JSON document column: the JSON type on MySQL/MariaDB, TEXT on SQLite. Either way the
 * repositories store text and parse what they read. Works in a new table and in an altered one.
 */
export function jsonColumn(knex: Knex, table: Knex.TableBuilder, name: string): Knex.ColumnBuilder {
  return dialectHelpers(knex).jsonColumn(table, name);
}

/**
 * Drops columns of an existing table in place. On SQLite this is ALTER TABLE ... DROP COLUMN,
 * not knex's copy of the table, so it works on a table that references itself.
 */
export function dropColumns(knex: Knex, table: string, columns: readonly string[]): Promise<void> {
  return dialectHelpers(knex).dropColumns(knex, table, columns);
}

/**
 * Gives an existing text column room for `length` characters (nullable), rows kept: ALTER on
 * MySQL/MariaDB; nothing on SQLite, which does not enforce lengths (no table rebuild).
 */
export function resizeText(
  knex: Knex,
  table: string,
  column: string,
  length: number,
): Promise<void> {
  return dialectHelpers(knex).resizeText(knex, table, column, length);
}

/** A column of raw bytes up to 16 MB: MEDIUMBLOB on MySQL/MariaDB, BLOB on SQLite. */
export function bytesColumn(
  knex: Knex,
  table: Knex.TableBuilder,
  name: string,
): Knex.ColumnBuilder {
  return dialectHelpers(knex).bytesColumn(table, name);
}

/** Table-wide settings: InnoDB and full Unicode on MySQL/MariaDB, nothing to set on SQLite. */
export function applyTableDefaults(knex: Knex, table: Knex.CreateTableBuilder): void {
  dialectHelpers(knex).applyTableDefaults(table);
}

/** Text compared byte for byte on both databases. */
export function exactText(knex: Knex, column: Knex.ColumnBuilder): Knex.ColumnBuilder {
  return dialectHelpers(knex).exactText(column);
}

/**
 * In an upsert, the value the insert brought for `column` when the key existed already, to add
 * it to the stored one (`column = column + <this>`): `VALUES(column)` on MySQL/MariaDB,
 * `excluded.column` on SQLite.
 */
export function insertedValue(knex: Knex, column: string): Knex.Raw {
  return dialectHelpers(knex).insertedValue(knex, column);
}

/**
 * `table` as a FROM source read through `index` only (`FORCE INDEX` on MySQL/MariaDB, `INDEXED
 * BY` on SQLite): for a query whose best index the planner cannot tell, such as a "contains"
 * search that a narrow covering index answers without reading the table's wide rows.
 */
export function tableThroughIndex(knex: Knex, table: string, index: string): Knex.Raw {
  return dialectHelpers(knex).tableThroughIndex(knex, table, index);
}

/** What a driver error of `dialect` means, or undefined when it is none of the known kinds. */
export function classifyDriverError(
  dialect: Dialect,
  error: unknown,
): DriverErrorCategory | undefined {
  return DIALECTS[dialect].classifyError(error);
}
