import { isoFromDb } from '../db/columns';
import type { OrderRow } from './orders-repository';

/** A stored order written as JSON text (the shape of `StoredOrder`). */
export type OrderJson = string & { readonly __orderJson: unique symbol };

/** A JSON column as text: MariaDB and SQLite give the stored text, MySQL may give it parsed. */
function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The order of a row as JSON text, for the admin list. The JSON columns are copied as they are
 * stored (written by JSON.stringify from checked orders, and checked again by MariaDB) instead
 * of being parsed, checked and written again: a page of 15 orders is ~45 kB and that round trip
 * costs more than everything else the list does. `orderFromRow` (which checks) reads single
 * orders; a test holds both to the same result.
 */
export function orderJsonFromRow(row: OrderRow): OrderJson {
  const text =
    `{"uuid":${JSON.stringify(row.uuid)},"status":${JSON.stringify(row.status)}` +
    `,"name":${JSON.stringify(row.name)}` +
    `,"createdAt":"${isoFromDb(row.created_at)}","updatedAt":"${isoFromDb(row.updated_at)}"` +
    `,"version":${Number(row.version)},"customer":${jsonText(row.customer)}` +
    `,"notes":${JSON.stringify(row.notes)},"message":${JSON.stringify(row.message)}` +
    `,"unit":${JSON.stringify(row.unit)},"cabinets":${jsonText(row.items)}` +
    `,"material":${jsonText(row.materials)}}`;
  return text as OrderJson;
}
