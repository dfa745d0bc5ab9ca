import {
  ValidationError,
  applyStatusMove,
  fieldError,
  parseOrderSummaryQuery,
  payableTotal,
  withAdjustment,
  type OrderSummary,
  type PriceAdjustmentInput,
  type StoredOrder,
  type StoredOrderPrice,
  type CategoryNode,
} from '@cutshop/domain';
import { explodeOrder, nestingSettingsOf, type CuttingPlan } from '@cutshop/domain/production';
import type { Repositories } from '../../repositories';
import type { OrderHistoryEntry } from '../../repositories/order-history-repository';
import type { AdminIdentity } from '../auth/access-tokens';
import { OrderNotFoundError, PartsUnplacedError, StaleOrderError } from '../errors';
import type { EmailAwaitingLink } from '../mail/customer-email';
import type { OrderForEmail } from '../mail/order-in-words';
import {
  fixPlanIn,
  planWithStock,
  stockSnapshot,
  withStockRetries,
  type StockSnapshot,
} from '../production/offcut-stock';
import type { TrackingLinks } from '../tracking/tracking-links';
import { pricedOrder, type PricedOrder } from './priced-order';
import { orderListCriteria, parseOrderListQuery } from './to-list-criteria';

/** A status change as an admin asks for it, with the copy of the order it was based on. */
interface StatusChangeRequest {
  status: string;
  /**
   * The rejection reason (kept for Rejected), or the reason an order goes to To Cut although its
   * cutting plan leaves parts unplaced (kept then; ignored otherwise).
   */
  message: string;
  /** The version of the order the request was based on. */
  version: number;
  /** The shop's adjustment of the price: only when approving an order that has a price. */
  adjustment?: PriceAdjustmentInput | null;
}

/** The status an adjustment may come with (docs/production/prices.md, "Kept with the order"). */
const ADJUSTED_ON = 'Approved';

/**
 * The status an order may reach only when its cutting plan places every part, or with a reason;
 * its plan is fixed then (docs/decisions/0012-offcut-stock.md).
 */
const CUT_ON = 'To Cut';

/** The plan a move to To Cut fixes, made before its transaction. */
interface PlanToFix {
  plan: CuttingPlan;
  /** The stock it was made with (the versions its offcuts are taken at). */
  stock: StockSnapshot;
  /** The reason kept in the history when the plan leaves parts unplaced; '' otherwise. */
  override: string;
  /** The order's own minimum offcut side (docs/decisions/0010); the default when absent. */
  minOffcutSideMm: number | undefined;
}

interface OrderAdminServiceDependencies {
  repositories: Repositories;
  /**
   * The e-mail to the customer for the order's new status (docs/product.md, "E-mails to the
   * customer"), written but for its tracking link; null when they are not told.
   */
  statusEmail: (changed: OrderForEmail) => EmailAwaitingLink | null;
  /** Mints each e-mail's own link to the order's tracking page, in the change's transaction. */
  trackingLinks: Pick<TrackingLinks, 'issueIn'>;
  onEmailQueued: () => void;
  now?: () => Date;
}

/** The admins' side of orders: the list, one order, status changes and their history. */
export class OrderAdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: OrderAdminServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * One page of the admin list as the JSON answer body `{ data, count, total, page, pageCount }`.
   * Throws a ListQueryError (400) for a query outside the grammar or the whitelist.
   */
  async listPage(queryString: string): Promise<Buffer> {
    const query = parseOrderListQuery(queryString);
    return this.deps.repositories.orders.listPage(orderListCriteria(query), {
      page: query.page,
      limit: query.limit,
    });
  }

  /**
   * The filter bar's counts per status for the list's date filter, and the orders' revision
   * (it changes with every new order and status change, in every server process), from the
   * counters: one statement for whole-day ranges. Throws a ListQueryError (400) like the list.
   */
  async summary(queryString: string): Promise<OrderSummary> {
    const criteria = orderListCriteria(parseOrderSummaryQuery(queryString));
    // No order can match (e.g. from after until): an empty range still reads the revision.
    const never = new Date(0);
    return this.deps.repositories.orders.summary(
      criteria === null ? { from: never, until: never } : criteria.updatedAt,
    );
  }

  async get(uuid: string): Promise<StoredOrder> {
    const order = await this.deps.repositories.orders.findByUuid(uuid);
    if (!order) throw new OrderNotFoundError(uuid);
    return order;
  }

  /** The order's price as it was placed (with the shop's adjustment); null when it has none. */
  async price(uuid: string): Promise<StoredOrderPrice | null> {
    return (await this.deps.repositories.orderPrices.find(uuid)) ?? null;
  }

  /** One order with its price, as GET /api/orders/{uuid} answers it. */
  async getPriced(uuid: string): Promise<PricedOrder> {
    const [order, price] = await Promise.all([this.get(uuid), this.price(uuid)]);
    return pricedOrder(order, price);
  }

  async history(uuid: string): Promise<OrderHistoryEntry[]> {
    await this.get(uuid);
    return this.deps.repositories.orderHistory.listForOrder(uuid);
  }

  /**
   * Moves an order to another status as the domain's status machine allows (StatusMoveError
   * otherwise), only if nobody changed it since the copy the request was based on
   * (StaleOrderError otherwise). The change, its history row, the counters and the customer's
   * e-mail are written together or not at all; so is, for a move to To Cut, the order's fixed
   * cutting plan with the stock offcuts it takes and the offcuts it leaves
   * (docs/decisions/0012-offcut-stock.md): made again with the stock read afresh when another
   * plan took one of its offcuts meanwhile.
   */
  async changeStatus(
    uuid: string,
    request: StatusChangeRequest,
    admin: AdminIdentity,
  ): Promise<PricedOrder> {
    const { adjustment } = request;
    if (adjustment && request.status !== ADJUSTED_ON) throw adjustmentNotAllowed();
    // The catalogue kept with the order never changes: read outside the transaction.
    const catalogue = (await this.deps.repositories.orderCatalogues.find(uuid)) ?? null;
    const updated = await withStockRetries(async (withStock) => {
      const fixing = await this.planToFix(uuid, request, catalogue, withStock);
      return this.changeStatusOnce(uuid, request, admin, catalogue, fixing);
    });
    if (updated.emailed) this.deps.onEmailQueued();
    return updated.order;
  }

  /** One attempt of changeStatus: its transaction, fixing `fixing` when not null. */
  private changeStatusOnce(
    uuid: string,
    request: StatusChangeRequest,
    admin: AdminIdentity,
    catalogue: CategoryNode[] | null,
    fixing: PlanToFix | null,
  ): Promise<{ order: PricedOrder; emailed: boolean }> {
    const { adjustment } = request;
    return this.deps.repositories.transaction(
      async (tx) => {
        const current = await tx.orders.findByUuid(uuid);
        if (!current) throw new OrderNotFoundError(uuid);
        if (request.version !== current.version) throw new StaleOrderError(uuid, current);
        const stored = (await tx.orderPrices.find(uuid)) ?? null;
        if (adjustment && stored === null) throw adjustmentNotAllowed();

        const next = applyStatusMove(current, request.status, request.message);
        const at = this.now();
        const price =
          adjustment && stored
            ? withAdjustment(stored, { ...adjustment, by: admin.email, at: at.toISOString() })
            : stored;
        const changedAt = await tx.orders.updateStatus({
          uuid,
          fromVersion: current.version,
          from: { status: current.status, updatedAt: current.updatedAt },
          to: next,
          at,
          priceTotal: adjustment && price ? payableTotal(price) : undefined,
        });
        // Someone else's change committed between our read and our write.
        if (changedAt === null) throw new StaleOrderError(uuid);
        const order: StoredOrder = {
          ...current,
          ...next,
          updatedAt: changedAt,
          version: current.version + 1,
        };
        await tx.orderHistory.insert({
          orderUuid: uuid,
          from: current.status,
          to: order.status,
          message: order.status === 'Rejected' ? order.message : (fixing?.override ?? ''),
          admin: { id: admin.id, email: admin.email },
          changedAt,
        });
        if (fixing !== null && order.status === CUT_ON) {
          await fixPlanIn(tx, uuid, fixing.plan, fixing.stock, {
            fixedAt: changedAt,
            minOffcutSideMm: fixing.minOffcutSideMm,
          });
        }
        if (adjustment && price) await tx.orderPrices.update(uuid, price);
        const email = this.deps.statusEmail({ order, price, catalogue });
        if (email) {
          const emailLink = await this.deps.trackingLinks.issueIn(tx, uuid);
          await tx.outbox.enqueue(email(emailLink), new Date(changedAt));
        }
        return { order: pricedOrder(order, price), emailed: email !== null };
      },
      { what: 'order status change', idempotent: true },
    );
  }

  /**
   * For a move to To Cut, the plan to fix: made with the parts and saw settings the order keeps
   * (the defaults for an order placed before, docs/decisions/0010-orders-keep-their-production-settings.md)
   * and the offcuts in stock now (none unless `withStock`); null for another move or an order
   * without its catalogue. Its
   * override is the reason kept in the history when the plan leaves parts unplaced. Throws
   * PartsUnplacedError (409, `parts_unplaced`) when parts are unplaced and the request gives no
   * reason. An order's items never change once placed, so the plan is made outside the change's
   * transaction; the stock it read is checked when its offcuts are taken (fixPlanIn).
   */
  private async planToFix(
    uuid: string,
    request: StatusChangeRequest,
    catalogue: CategoryNode[] | null,
    withStock: boolean,
  ): Promise<PlanToFix | null> {
    if (request.status !== CUT_ON || !catalogue) return null;
    const [order, settings, inStock] = await Promise.all([
      this.get(uuid),
      this.deps.repositories.orderProductionSettings.find(uuid),
      withStock ? this.deps.repositories.offcuts.inStock() : [],
    ]);
    const nesting = settings === undefined ? {} : nestingSettingsOf(settings);
    const stock = stockSnapshot(inStock);
    const exploded = explodeOrder(order, catalogue, settings);
    const plan = planWithStock(order, exploded, nesting, withStock ? stock : null);
    const fixing = { plan, stock, override: '', minOffcutSideMm: nesting.minOffcutSideMm };
    const { unplaced } = plan.totals;
    if (unplaced === 0) return fixing;
    const reason = request.message.trim();
    if (reason === '') throw new PartsUnplacedError(uuid, unplaced);
    return { ...fixing, override: reason };
  }
}

/** An adjustment sent with another status than Approved, or for an order without a price. */
function adjustmentNotAllowed(): ValidationError {
  return new ValidationError([fieldError('adjustment', 'adjustmentNotAllowed')]);
}
