import type { Knex } from 'knex';
import { storedOrderSchema, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';
import { applyCountChanges, countsForInsert, countsForMove } from './order-counts';
import {
  listOrders,
  type OrderListCaches,
  type OrderListCriteria,
  type OrderListResult,
} from './order-list';

/** A status change written only if the order is still at `fromVersion`. */
export interface StatusUpdate {
  uuid: string;
  fromVersion: number;
  from: { status: OrderStatus; updatedAt: string };
  to: { status: OrderStatus; message: string; updatedAt: string };
}

/**
 * Orders and their counters. Writes keep order_counts right, so call them inside a
 * transaction (`repositories.transaction`) for the two to change together.
 */
export interface OrdersRepository {
  insert(order: StoredOrder): Promise<void>;
  findByUuid(uuid: string): Promise<StoredOrder | undefined>;
  /** False (and nothing written) when the order is no longer at `fromVersion`. */
  updateStatus(update: StatusUpdate): Promise<boolean>;
  list(criteria: OrderListCriteria): Promise<OrderListResult>;
}

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
}

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
  });
}

export function createOrdersRepository(db: Knex, listCaches: OrderListCaches): OrdersRepository {
  return {
    async insert(order) {
      await db('orders').insert(orderToRow(order));
      // Last, so the shared counter rows stay locked for as short a time as possible.
      await applyCountChanges(db, countsForInsert(order.status, order.updatedAt));
    },
    async updateStatus({ uuid, fromVersion, from, to }) {
      const changed = await db('orders')
        .where({ uuid, version: fromVersion })
        .update({
          status: to.status,
          message: to.message,
          updated_at: toDbTimestamp(new Date(to.updatedAt)),
          version: fromVersion + 1,
        });
      if (changed !== 1) return false;
      await applyCountChanges(db, countsForMove(from, to));
      return true;
    },
    list: (criteria) => listOrders(db, criteria, listCaches),
    async findByUuid(uuid) {
      const row = await db<OrderRow>('orders').where({ uuid }).first();
      return row === undefined ? undefined : orderFromRow(row);
    },
  };
}
