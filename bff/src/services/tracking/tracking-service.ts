import {
  DEFAULT_ORDER_LANGUAGE,
  payableTotal,
  shortOrderId,
  type StoredOrder,
  type StoredOrderPrice,
  type TrackedOrder,
  type TrackedPrice,
  type TrackPreviewOrder,
} from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  checkSettingsOf,
  hardwareForOrder,
  partsSettingsOf,
} from '@cutshop/domain/production';
import { AppError } from '../../errors';
import type { RepositorySet } from '../../repositories';
import type { OrderHistoryEntry } from '../../repositories/order-history-repository';
import { OrderCatalogueMissingError } from '../errors';
import { hashTrackingToken } from './tracking-links';

/**
 * No order behind this tracking link. The same answer for a token never issued and for a string
 * that cannot be a token at all, so the answer says nothing about which tokens exist.
 */
export class TrackingLinkNotFoundError extends AppError {
  constructor() {
    super('not_found', 'tracking_link_not_found', 'There is no order behind this tracking link');
  }
}

/** The longest token text hashed: a real one is 22 characters; anything longer is not one. */
const LONGEST_TOKEN = 64;

type TrackingRepositories = Pick<
  RepositorySet,
  | 'trackingTokens'
  | 'orders'
  | 'orderHistory'
  | 'orderPrices'
  | 'orderCatalogues'
  | 'orderProductionSettings'
>;

/**
 * GET /api/track/:token (docs/product.md, "Following an order"): the order behind a tracking
 * link, as its customer may see it.
 */
export class TrackingService {
  constructor(private readonly repositories: TrackingRepositories) {}

  /**
   * The order of `token`; throws TrackingLinkNotFoundError for an unknown token and for a
   * malformed one alike, after the same hash and look-up either way.
   */
  async find(token: string): Promise<TrackedOrder> {
    const uuid = await this.orderUuidOf(token);
    if (uuid === undefined) throw new TrackingLinkNotFoundError();
    const [order, history, price, catalogue, settings] = await Promise.all([
      this.repositories.orders.findByUuid(uuid),
      this.repositories.orderHistory.listForOrder(uuid),
      this.repositories.orderPrices.find(uuid),
      this.repositories.orderCatalogues.find(uuid),
      this.repositories.orderProductionSettings.find(uuid),
    ]);
    if (order === undefined) throw new TrackingLinkNotFoundError();
    if (catalogue === undefined) throw new OrderCatalogueMissingError(uuid);
    // Built with the parts settings the order keeps (the defaults for one placed before).
    const parts = partsSettingsOf(settings ?? DEFAULT_PARTS_SETTINGS);
    return {
      orderId: shortOrderId(order.uuid),
      name: order.name,
      status: order.status,
      history: stepsOf(order, history),
      rejectionReason: order.status === 'Rejected' ? order.message : null,
      language: order.language ?? DEFAULT_ORDER_LANGUAGE,
      unit: order.unit,
      cabinets: order.cabinets,
      material: order.material,
      catalogue,
      hardware: hardwareForOrder(order, catalogue, undefined, parts),
      price: price === undefined ? null : trackedPrice(price),
      // Its drawings stand on its legs, their fronts with its gap and reveal.
      checkSettings: checkSettingsOf(parts),
    };
  }

  /**
   * What the tracking page's preview shows of the order of `token` (its id, name, status in words,
   * the shop's reason for a rejection and the unit its sizes show in) and its language; undefined for an
   * unknown or malformed token alike.
   */
  async headline(token: string): Promise<TrackPreviewOrder | undefined> {
    const uuid = await this.orderUuidOf(token);
    const order = uuid === undefined ? undefined : await this.repositories.orders.findByUuid(uuid);
    if (order === undefined) return undefined;
    return {
      orderId: shortOrderId(order.uuid),
      name: order.name,
      status: order.status,
      rejectionReason: order.status === 'Rejected' ? order.message : null,
      unit: order.unit,
      language: order.language ?? DEFAULT_ORDER_LANGUAGE,
    };
  }

  /** The order a token leads to, after the same hash and look-up for any token. */
  private orderUuidOf(token: string): Promise<string | undefined> {
    return this.repositories.trackingTokens.findOrderUuid(
      hashTrackingToken(token.slice(0, LONGEST_TOKEN)),
    );
  }
}

/** Placed (Pending at `createdAt`), then every change, oldest first; never who made it. */
function stepsOf(order: StoredOrder, history: readonly OrderHistoryEntry[]) {
  return [
    { status: 'Pending' as const, at: order.createdAt },
    ...history.map((change) => ({ status: change.to, at: change.changedAt })),
  ];
}

function trackedPrice(price: StoredOrderPrice): TrackedPrice {
  return {
    currency: price.currency,
    subtotal: price.subtotal,
    tax: price.tax,
    total: price.total,
    onRequest: price.onRequest,
    taxRate: price.taxRate,
    pricesIncludeTax: price.pricesIncludeTax,
    adjustment:
      price.adjustment === null
        ? null
        : { amount: price.adjustment.amount, reason: price.adjustment.reason },
    finalTotal: payableTotal(price),
  };
}
