/**
 * Column value conversions shared by the repositories, so SQLite and MySQL/MariaDB rows read the
 * same: timestamps are UTC text with milliseconds, JSON may arrive as text or already parsed,
 * booleans as 0/1 or true/false, decimals as numbers or strings.
 */

/** A time as written to the database: UTC `YYYY-MM-DD HH:MM:SS.mmm`. */
export function toDbTimestamp(time: Date): string {
  return time.toISOString().replace('T', ' ').replace('Z', '');
}

/** A database timestamp as ISO 8601 with milliseconds and Z. */
export function isoFromDb(value: unknown): string {
  const text = String(value);
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?/.exec(text);
  if (!match) throw new Error(`Unreadable timestamp from the database: ${text}`);
  const millis = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${match[1]}T${match[2]}.${millis}Z`;
}

export function parseJsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function toJsonColumn(value: unknown): string {
  return JSON.stringify(value);
}

export function booleanFromDb(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function numberFromDb(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A database timestamp as a Date. */
export function dateFromDb(value: unknown): Date {
  return new Date(isoFromDb(value));
}
