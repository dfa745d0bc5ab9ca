import type { OrderStatus } from '@cutshop/domain';
import type { OrderJson } from './order-row';

/** A time range: from `from` (included) until `until` (excluded); either may be open. */
export interface TimeRange {
  from: Date | null;
  until: Date | null;
}

/** The fields the admin list may be sorted by. */
export type OrderSortField = 'updatedAt' | 'createdAt';

/** What the admin list asks for, already checked and simplified by the service. */
export interface OrderListCriteria {
  /** null: every status. */
  statuses: readonly OrderStatus[] | null;
  uuidEquals: string | null;
  /** Lower-case; only the characters a uuid has. */
  uuidContains: string | null;
  /** Text the customer's full name contains (any case); null: no name search. */
  customerNameContains: string | null;
  /** Text the order name contains (any case); null: no name search. */
  nameContains: string | null;
  updatedAt: TimeRange;
  createdAt: TimeRange;
  /** At least one; the uuid breaks ties in the direction of the first. */
  sort: readonly { field: OrderSortField; descending: boolean }[];
  limit: number;
  offset: number;
}

/** One page of orders (as JSON text) and how many match in all. */
export interface OrderListResult {
  orders: OrderJson[];
  total: number;
}

/** Where a page sits in the list, as the answer names it. */
export interface PagePosition {
  /** 1-based. */
  page: number;
  limit: number;
}
