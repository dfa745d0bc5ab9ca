import { storedOrderSchema, type StoredOrder } from '@cutshop/domain';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../../db/columns';

/** A row of the orders table, as both databases give it back. */
export interface OrderRow {
  uuid: string;
  status: string;
  name: string;
  customer: unknown;
  customer_name: string;
  unit: string;
  notes: string;
  message: string;
  materials: unknown;
  items: unknown;
  created_at: unknown;
  updated_at: unknown;
  version: number;
  // Since migration 20261126140000 (absent on a database migrated only part of the way).
  /** The language the customer ordered in. */
  language?: string;
  /** What the customer pays, in minor units; null: the order has no price. */
  price_total?: unknown;
  price_currency?: string | null;
}

/** The price columns of an order's row: what the customer pays and in what currency. */
export interface OrderPriceColumns {
  total: number;
  currency: string | null;
}

/**
 * A stored order as the row it is written as (the columns every migration has had; the
 * orders repository adds the language and the price columns).
 */
export function orderToRow(order: StoredOrder): OrderRow {
  return {
    uuid: order.uuid,
    status: order.status,
    name: order.name,
    customer: toJsonColumn(order.customer),
    customer_name: order.customer.fullName,
    unit: order.unit,
    notes: order.notes,
    message: order.message,
    materials: toJsonColumn(order.material),
    items: toJsonColumn(order.cabinets),
    created_at: toDbTimestamp(new Date(order.createdAt)),
    updated_at: toDbTimestamp(new Date(order.updatedAt)),
    version: order.version,
  };
}

/** A row as the stored order admins read; checked, so a damaged row fails loudly here. */
export function orderFromRow(row: OrderRow): StoredOrder {
  return storedOrderSchema.parse({
    uuid: row.uuid,
    status: row.status,
    name: row.name,
    createdAt: isoFromDb(row.created_at),
    updatedAt: isoFromDb(row.updated_at),
    version: Number(row.version),
    customer: parseJsonColumn(row.customer),
    notes: row.notes,
    message: row.message,
    unit: row.unit,
    cabinets: parseJsonColumn(row.items),
    material: parseJsonColumn(row.materials),
    language: row.language,
  });
}

/** The price columns as they are read: null when the order has no price. */
function priceOfRow(row: OrderRow): { total: number | null; currency: string | null } {
  const none = row.price_total === null || row.price_total === undefined;
  return {
    total: none ? null : Number(row.price_total),
    currency: row.price_currency ?? null,
  };
}

/**
 * A row of the admin list: the stored order with the total the customer pays and its currency
 * (null when the order has no price; docs/production/prices.md, "Kept with the order").
 */
export function orderListRowFromRow(
  row: OrderRow,
): StoredOrder & { total: number | null; currency: string | null } {
  return { ...orderFromRow(row), ...priceOfRow(row) };
}

/** A stored order written as JSON text (the shape of `StoredOrder`). */
export type OrderJson = string & { readonly __orderJson: unique symbol };

/** A JSON column as text: MariaDB and SQLite give the stored text, MySQL may give it parsed. */
function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The order of a row as JSON text for the admin list, its JSON columns copied as stored
 * instead of parsed and written again (docs/decisions/0001-admin-list-read-model.md), with the
 * row's total and currency. A test holds it to the same result as `orderListRowFromRow`, which
 * checks.
 */
export function orderJsonFromRow(row: OrderRow): OrderJson {
  const price = priceOfRow(row);
  const text =
    `{"uuid":${JSON.stringify(row.uuid)},"status":${JSON.stringify(row.status)}` +
    `,"name":${JSON.stringify(row.name)}` +
    `,"createdAt":"${isoFromDb(row.created_at)}","updatedAt":"${isoFromDb(row.updated_at)}"` +
    `,"version":${Number(row.version)},"customer":${jsonText(row.customer)}` +
    `,"notes":${JSON.stringify(row.notes)},"message":${JSON.stringify(row.message)}` +
    `,"unit":${JSON.stringify(row.unit)},"cabinets":${jsonText(row.items)}` +
    `,"material":${jsonText(row.materials)}` +
    (row.language === undefined ? '' : `,"language":${JSON.stringify(row.language)}`) +
    `,"total":${JSON.stringify(price.total)},"currency":${JSON.stringify(price.currency)}}`;
  return text as OrderJson;
}
