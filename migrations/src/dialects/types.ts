import type { Knex } from 'knex';

/** The two databases the migrations and the BFF run on unchanged. */
export type Dialect = 'mysql' | 'sqlite';

/**
 * What a driver error means, whatever the database: a duplicate key, a lost lock race worth
 * retrying, a database that cannot be reached or used, or a value it refused. Plain words, so
 * the BFF can map them to its own errors without this package knowing them.
 */
export type DriverErrorCategory = 'unique' | 'transient' | 'unavailable' | 'rejected';

/** Everything that differs between the databases, written once per database. */
export interface DialectHelpers {
  readonly name: Dialect;
  /** The current UTC time with milliseconds, as a column default (`YYYY-MM-DD HH:MM:SS.mmm`). */
  nowWithMilliseconds(knex: Knex): Knex.Raw;
  /** A JSON document column, in a new table or added to an existing one. */
  jsonColumn(table: Knex.TableBuilder, name: string): Knex.ColumnBuilder;
  /**
   * Gives an existing text column of `table` room for `length` characters (nullable), keeping its
   * rows; nothing to do where lengths are not enforced (SQLite).
   */
  resizeText(knex: Knex, table: string, column: string, length: number): Promise<void>;
  /** A column of raw bytes up to 16 MB. */
  bytesColumn(table: Knex.TableBuilder, name: string): Knex.ColumnBuilder;
  /** Drops columns of an existing table, leaving its rows and the other columns as they are. */
  dropColumns(knex: Knex, table: string, columns: readonly string[]): Promise<void>;
  /** Table-wide settings (engine, character set). */
  applyTableDefaults(table: Knex.CreateTableBuilder): void;
  /** Text compared byte for byte. */
  exactText(column: Knex.ColumnBuilder): Knex.ColumnBuilder;
  /** In an upsert, the value the insert brought for `column` when the key existed already. */
  insertedValue(knex: Knex, column: string): Knex.Raw;
  /** `table` as a FROM source that the database reads through `index` only. */
  tableThroughIndex(knex: Knex, table: string, index: string): Knex.Raw;
  /** What a driver error means, or undefined when it is none of the known kinds. */
  classifyError(error: unknown): DriverErrorCategory | undefined;
}

/** The symbolic `code` a driver puts on its errors, if any. */
export function driverErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** knex gave up waiting for a pooled connection (the error carries no driver code). */
export function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'KnexTimeoutError';
}
