import { applyStatusMove, type StoredOrder } from '@cutshop/domain';
import type { Repositories } from '../repositories';
import type { OrderHistoryEntry } from '../repositories/order-history-repository';
import type { OrderJson } from '../repositories/order-json';
import type { OutgoingEmail } from '../repositories/outbox-repository';
import type { AdminIdentity } from './auth/access-tokens';
import { OrderNotFoundError, StaleOrderError } from './errors';
import { orderListCriteria, parseOrderListQuery } from './order-list-criteria';

/** One page of the admin list (SPEC 7). */
export interface OrderListPage {
  /** The page's orders, as JSON text in the stored-order shape. */
  orders: OrderJson[];
  total: number;
  page: number;
  limit: number;
}

/** A status change as an admin asks for it, with the copy of the order it was based on. */
export interface StatusChangeRequest {
  status: string;
  /** The rejection reason (kept only for Rejected). */
  message: string;
  /** The version read (or, from older clients, its updatedAt). */
  basedOn: { version: number } | { updatedAt: string };
}

export interface OrderAdminServiceDependencies {
  repositories: Repositories;
  /** The e-mail to the customer for the order's new status; null when they are not told. */
  statusEmail: (order: StoredOrder) => OutgoingEmail | null;
  onEmailQueued: () => void;
  now?: () => Date;
}

/** The admins' side of orders: the list, one order, status changes and their history. */
export class OrderAdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: OrderAdminServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Throws a ListQueryError (400) for a query outside the grammar or the whitelist. */
  async list(queryString: string): Promise<OrderListPage> {
    const query = parseOrderListQuery(queryString);
    const criteria = orderListCriteria(query);
    const { page, limit } = query;
    if (criteria === null) return { orders: [], total: 0, page, limit };
    const { orders, total } = await this.deps.repositories.orders.list(criteria);
    return { orders, total, page, limit };
  }

  async get(uuid: string): Promise<StoredOrder> {
    const order = await this.deps.repositories.orders.findByUuid(uuid);
    if (!order) throw new OrderNotFoundError(uuid);
    return order;
  }

  async history(uuid: string): Promise<OrderHistoryEntry[]> {
    await this.get(uuid);
    return this.deps.repositories.orderHistory.listForOrder(uuid);
  }

  /**
   * Moves an order to another status as the domain's status machine allows (StatusMoveError
   * otherwise), only if nobody changed it since the copy the request was based on
   * (StaleOrderError otherwise). The change, its history row, the counters and the customer's
   * e-mail are written together or not at all.
   */
  async changeStatus(
    uuid: string,
    request: StatusChangeRequest,
    admin: AdminIdentity,
  ): Promise<StoredOrder> {
    const updated = await this.deps.repositories.transaction(async (tx) => {
      const current = await tx.orders.findByUuid(uuid);
      if (!current) throw new OrderNotFoundError(uuid);
      const { basedOn } = request;
      const stale =
        'version' in basedOn
          ? basedOn.version !== current.version
          : basedOn.updatedAt !== current.updatedAt;
      if (stale) throw new StaleOrderError(uuid, current);

      const next = applyStatusMove(current, request.status, request.message);
      // Strictly later than the last change, even within one millisecond: an order's update
      // time then names one version of it (the list's JSON cache relies on that).
      const changedAt = new Date(
        Math.max(this.now().getTime(), Date.parse(current.updatedAt) + 1),
      ).toISOString();
      const order: StoredOrder = {
        ...current,
        ...next,
        updatedAt: changedAt,
        version: current.version + 1,
      };
      const written = await tx.orders.updateStatus({
        uuid,
        fromVersion: current.version,
        from: { status: current.status, updatedAt: current.updatedAt },
        to: { status: order.status, message: order.message, updatedAt: changedAt },
      });
      // Someone else's change committed between our read and our write.
      if (!written) throw new StaleOrderError(uuid);
      await tx.orderHistory.insert({
        orderUuid: uuid,
        from: current.status,
        to: order.status,
        message: order.status === 'Rejected' ? order.message : '',
        admin: { id: admin.id, email: admin.email },
        changedAt,
      });
      const email = this.deps.statusEmail(order);
      if (email) await tx.outbox.enqueue(email, new Date(changedAt));
      return { order, emailed: email !== null };
    });
    if (updated.emailed) this.deps.onEmailQueued();
    return updated.order;
  }
}
