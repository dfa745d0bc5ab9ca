import type { Knex } from 'knex';
import { storedOrderSchema, type StoredOrder } from '@cutshop/domain';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';

export interface OrdersRepository {
  insert(order: StoredOrder): Promise<void>;
  findByUuid(uuid: string): Promise<StoredOrder | undefined>;
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

export function createOrdersRepository(db: Knex): OrdersRepository {
  return {
    async insert(order) {
      await db('orders').insert(orderToRow(order));
    },
    async findByUuid(uuid) {
      const row = await db<OrderRow>('orders').where({ uuid }).first();
      return row === undefined ? undefined : orderFromRow(row);
    },
  };
}
