import type { Knex } from 'knex';
import {
  orderLanguage,
  type OrderStatus,
  type OrderSummary,
  type StoredOrder,
} from '@cutshop/domain';
import { toDbTimestamp } from '../../db/columns';
import { compactOrderCounts } from './counter-compaction';
import type { OrderListCaches } from './list-caches';
import { applyCountChanges, countsForInsert, countsForMove } from './order-counts';
import { listOrderPage } from './order-list';
import type { OrderListCriteria, PagePosition, TimeRange } from './order-list-types';
import { orderFromRow, orderToRow, type OrderPriceColumns, type OrderRow } from './order-row';
import { summarizeOrders } from './order-summary';

/** A status change written only if the order is still at `fromVersion`. */
interface StatusUpdate {
  uuid: string;
  fromVersion: number;
  from: { status: OrderStatus; updatedAt: string };
  to: { status: OrderStatus; message: string };
  /** When the change is made; the update time written is strictly later than `from`'s. */
  at: Date;
  /** The total the customer now pays, when the change adjusts the order's price. */
  priceTotal?: number;
}

/**
 * Orders and their counters. Writes keep order_counts right, so call them inside a
 * transaction (`repositories.transaction`) for the two to change together.
 */
export interface OrdersRepository {
  /**
   * Stores a new order with its language and, when it has a price, what the customer pays
   * (the admin list answers them with the row).
   */
  insert(order: StoredOrder, price?: OrderPriceColumns | null): Promise<void>;
  findByUuid(uuid: string): Promise<StoredOrder | undefined>;
  /**
   * The update time written (ISO), or null (and nothing written) when the order is no longer
   * at `fromVersion`.
   */
  updateStatus(update: StatusUpdate): Promise<string | null>;
  /** The answer body of one admin list page; null criteria: nothing can match. */
  listPage(criteria: OrderListCriteria | null, position: PagePosition): Promise<Buffer>;
  /**
   * Orders per status last updated within `updatedAt` (an empty range: none), from the
   * counters, with the revision read in the same statement.
   */
  summary(updatedAt: TimeRange): Promise<OrderSummary>;
  /**
   * Folds a batch of the counters' slots of finished periods into their base slot
   * (counter-compaction.ts), as of `now`; the rows folded.
   */
  compactCounts(now: Date): Promise<number>;
}

/** What the orders repository tells its owner. */
export interface OrdersRepositoryEvents {
  /**
   * A deep page's start was looked up from the day counters: a good time to fold their finished
   * slots (services/orders/counter-compactor.ts).
   */
  onDeepPage?: () => void;
}

/**
 * `at`, or 1 ms after `last` when `at` is not later: an order's update time then names one
 * version of it, even for two changes within a millisecond (the list's JSON cache keys on it).
 */
export function nextUpdateTime(last: string, at: Date): string {
  return new Date(Math.max(at.getTime(), Date.parse(last) + 1)).toISOString();
}

/** The orders repository on `db` (a connection or a transaction), listing through `listCaches`. */
export function createOrdersRepository(
  db: Knex,
  listCaches: OrderListCaches,
  events: OrdersRepositoryEvents = {},
): OrdersRepository {
  const onSeek = () => events.onDeepPage?.();
  return {
    async insert(order, price = null) {
      await db('orders').insert({
        ...orderToRow(order),
        language: orderLanguage(order),
        price_total: price?.total ?? null,
        price_currency: price?.currency ?? null,
      });
      // Last, so the counter rows (in this transaction's slot) stay locked for a short time.
      await applyCountChanges(db, countsForInsert(order.status, order.updatedAt));
    },
    async updateStatus({ uuid, fromVersion, from, to, at, priceTotal }) {
      const updatedAt = nextUpdateTime(from.updatedAt, at);
      const changed = await db('orders')
        .where({ uuid, version: fromVersion })
        .update({
          status: to.status,
          message: to.message,
          updated_at: toDbTimestamp(new Date(updatedAt)),
          version: fromVersion + 1,
          ...(priceTotal === undefined ? {} : { price_total: priceTotal }),
        });
      if (changed !== 1) return null;
      await applyCountChanges(db, countsForMove(from, { status: to.status, updatedAt }));
      return updatedAt;
    },
    listPage: (criteria, position) => listOrderPage(db, criteria, position, listCaches, onSeek),
    summary: (updatedAt) => summarizeOrders(db, updatedAt),
    compactCounts: (now) => compactOrderCounts(db, now),
    async findByUuid(uuid) {
      const row = await db<OrderRow>('orders').where({ uuid }).first();
      return row === undefined ? undefined : orderFromRow(row);
    },
  };
}
