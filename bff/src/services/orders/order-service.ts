import { randomUUID } from 'node:crypto';
import {
  acceptOrder,
  catalogueSnapshot,
  type CategoryNode,
  isPriceListSet,
  orderInputSchema,
  parseOrThrow,
  type OrderInput,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import {
  checkSettingsOf,
  nestingSettingsOf,
  partsSettingsOf,
  priceOrder,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { UniqueViolationError } from '../../db/errors';
import type { Repositories } from '../../repositories';
import type { CatalogueService } from '../catalogue-service';
import { IdempotencyKeyReusedError } from '../errors';
import type { EmailAwaitingLink } from '../mail/customer-email';
import type { OrderForEmail } from '../mail/order-in-words';
import type { PriceListService } from '../price-list-service';
import type { ProductionSettingsService } from '../production-settings-service';
import { trackingPathOfUrl, type TrackingLinks } from '../tracking/tracking-links';
import { pricedOrder } from './priced-order';
import { hashRequestBody } from './request-hash';

/** Idempotency keys are kept per endpoint. */
const PLACE_ORDER_SCOPE = 'POST /api/orders/';

interface PlaceOrderResult {
  status: number;
  /** The stored order, or on a replay the answer given the first time. */
  body: unknown;
  replayed: boolean;
}

interface OrderServiceDependencies {
  repositories: Repositories;
  catalogue: CatalogueService;
  /** The shop's price list: an order placed while it is set keeps its price. */
  priceList: PriceListService;
  /** The shop's production settings: each order keeps those it was placed with. */
  productionSettings: ProductionSettingsService;
  /**
   * The customer's confirmation (docs/product.md, "E-mails to the customer"), written before the
   * transaction; only its own tracking link is minted inside it.
   */
  confirmationEmail: (placed: OrderForEmail) => EmailAwaitingLink;
  /** Told after commit that the outbox has something new. */
  onEmailQueued: () => void;
  /** Mints the tracking link each answer carries (docs/product.md, "Following an order"). */
  trackingLinks: TrackingLinks;
  now?: () => Date;
}

export class OrderService {
  private readonly deps: OrderServiceDependencies;
  private readonly now: () => Date;

  constructor(deps: OrderServiceDependencies) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Takes a customer's order: the body as received and its Idempotency-Key (or null). Stores it
   * as Pending with its confirmation e-mail queued and a tracking link minted, all in one
   * transaction; throws a ValidationError (nothing stored) when the order breaks a rule. The
   * answer carries the link's path; a replay mints another link (every one stays valid).
   */
  async place(body: unknown, idempotencyKey: string | null): Promise<PlaceOrderResult> {
    const requestHash = hashRequestBody(body);
    if (idempotencyKey !== null) {
      const replay = await this.replay(idempotencyKey, requestHash);
      if (replay) return replay;
    }
    const { order, catalogue, price, settings } = await this.prepare(
      parseOrThrow(orderInputSchema, body),
    );
    const status = 201;
    const answer = pricedOrder(order, price);
    let trackingUrl = '';
    const confirmation = this.deps.confirmationEmail({ order, price, catalogue });
    try {
      await this.deps.repositories.transaction(
        async (tx) => {
          if (idempotencyKey !== null) {
            // First, so a concurrent duplicate waits on this key and then fails before any work.
            const response = { requestHash, status, body: answer };
            await tx.idempotency.insert(PLACE_ORDER_SCOPE, idempotencyKey, response, this.now());
          }
          // Last: it adds to this transaction's slot of the order counters, locked until the commit.
          await tx.orders.insert(
            order,
            answer.price && {
              total: answer.price.finalTotal,
              currency: answer.price.currency,
            },
          );
          // After the order it belongs to: what its production outputs will read.
          await tx.orderCatalogues.insert(order.uuid, catalogue);
          // And the price it was placed at, never computed again.
          if (price !== null) await tx.orderPrices.insert(order.uuid, price);
          // And the production settings its plans are made with
          // (docs/decisions/0010-orders-keep-their-production-settings.md).
          await tx.orderProductionSettings.insert(order.uuid, settings);
          // And the customer's tracking link: with the order, or not at all.
          trackingUrl = await this.deps.trackingLinks.issueIn(tx, order.uuid);
          // The confirmation, with a link of its own (every e-mail gets a fresh one).
          const emailLink = await this.deps.trackingLinks.issueIn(tx, order.uuid);
          await tx.outbox.enqueue(confirmation(emailLink), this.now());
        },
        { what: 'order intake', idempotent: true },
      );
    } catch (error) {
      if (!(error instanceof UniqueViolationError) || idempotencyKey === null) throw error;
      // A concurrent request with the same key committed first: answer as it did.
      const replay = await this.replay(idempotencyKey, requestHash);
      if (!replay) throw error;
      return replay;
    }
    this.deps.onEmailQueued();
    const placed = { ...answer, trackingPath: trackingPathOfUrl(trackingUrl) };
    return { status, body: placed, replayed: false };
  }

  private async replay(key: string, requestHash: string): Promise<PlaceOrderResult | null> {
    const remembered = await this.deps.repositories.idempotency.find(PLACE_ORDER_SCOPE, key);
    if (remembered === undefined) return null;
    if (remembered.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
    const body = await this.withNewTrackingLink(remembered.body);
    return { status: remembered.status, body, replayed: true };
  }

  /** A remembered answer with the path of a tracking link minted for it now. */
  private async withNewTrackingLink(body: unknown): Promise<unknown> {
    if (typeof body !== 'object' || body === null || !('uuid' in body)) return body;
    if (typeof body.uuid !== 'string') return body;
    const url = await this.deps.trackingLinks.issue(body.uuid);
    return { ...body, trackingPath: trackingPathOfUrl(url) };
  }

  /**
   * Checks the order against the catalogue and builds it as it will be stored, with the part of
   * the catalogue it was built from (docs/decisions/0008-orders-keep-their-catalogue.md) and,
   * when the shop has a price list, its price from that snapshot (docs/production/prices.md):
   * computed here, never taken from the browser.
   */
  private async prepare(input: OrderInput): Promise<{
    order: StoredOrder;
    catalogue: CategoryNode[];
    price: StoredOrderPrice | null;
    settings: VersionedProductionSettings;
  }> {
    // The customers' tree, and the retired ids: an order naming one gets its own message.
    const [{ tree, retired }, priceList, settings] = await Promise.all([
      this.deps.catalogue.current(),
      this.deps.priceList.list(),
      this.deps.productionSettings.current(),
    ]);
    // Checked with the legs, front gap and reveal of the settings it is placed with (the wizard
    // reads the same ones).
    const stamp = { uuid: randomUUID(), now: this.now(), checkSettings: checkSettingsOf(settings) };
    const order = acceptOrder(input, tree, stamp, retired);
    const catalogue = catalogueSnapshot(order, tree);
    // Priced with the sheets the order will be cut on: the plan of its own saw settings.
    const price = isPriceListSet(priceList)
      ? {
          ...priceOrder(order, catalogue, priceList, {
            nesting: nestingSettingsOf(settings),
            parts: partsSettingsOf(settings),
          }),
          adjustment: null,
        }
      : null;
    return { order, catalogue, price, settings };
  }
}
