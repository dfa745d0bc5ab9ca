import type { Knex } from 'knex';
import type { OrderStatus } from '@cutshop/domain';
import { isoFromDb, toDbTimestamp } from '../db/columns';

/** One status change of an order, as admins read it. */
export interface OrderHistoryEntry {
  orderUuid: string;
  from: OrderStatus;
  to: OrderStatus;
  /** The rejection message given with the change; empty otherwise. */
  message: string;
  admin: { id: number | null; email: string };
  /** ISO 8601 UTC with milliseconds. */
  changedAt: string;
}

export interface OrderHistoryRepository {
  insert(entry: OrderHistoryEntry): Promise<void>;
  /** The order's changes, oldest first. */
  listForOrder(orderUuid: string): Promise<OrderHistoryEntry[]>;
}

interface HistoryRow {
  order_uuid: string;
  from_status: OrderStatus;
  to_status: OrderStatus;
  message: string;
  admin_user_id: number | null;
  admin_email: string;
  changed_at: unknown;
}

export function createOrderHistoryRepository(db: Knex): OrderHistoryRepository {
  return {
    async insert(entry) {
      await db('order_status_history').insert({
        order_uuid: entry.orderUuid,
        from_status: entry.from,
        to_status: entry.to,
        message: entry.message,
        admin_user_id: entry.admin.id,
        admin_email: entry.admin.email,
        changed_at: toDbTimestamp(new Date(entry.changedAt)),
      });
    },
    async listForOrder(orderUuid) {
      const rows = await db<HistoryRow>('order_status_history')
        .where({ order_uuid: orderUuid })
        .orderBy('id', 'asc');
      return rows.map((row) => ({
        orderUuid: row.order_uuid,
        from: row.from_status,
        to: row.to_status,
        message: row.message,
        admin: {
          id: row.admin_user_id === null ? null : Number(row.admin_user_id),
          email: row.admin_email,
        },
        changedAt: isoFromDb(row.changed_at),
      }));
    },
  };
}
