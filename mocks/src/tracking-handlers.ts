import {
  catalogueSnapshot,
  payableTotal,
  shortOrderId,
  trackingPathOf,
  withAdjustment,
  type CategoryNode,
  type OrderStatus,
  type StoredOrder,
  type StoredOrderPrice,
  type TrackedOrder,
} from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  checkSettingsOf,
  hardwareForOrder,
  type PartsSettings,
} from '@cutshop/domain/production';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { customerCatalogue } from './admin/catalogue-state';
import { sampleOrderInput } from './fixtures/sample-order';
import { storedOrderFrom } from './fixtures/stored-order';
import { priceAtIntake } from './order-pricing';
import { mockPriceList } from './price-list-state';

/** GET /api/track/:token on any origin. */
export const TRACK_MOCK_PATH = '*/api/track/:token';

/**
 * The link of the sample order every mock serves (dev:mock: open /track/<this>): placed in
 * Spanish, approved with a discount and now in the cutting queue.
 */
export const SAMPLE_TRACKING_TOKEN = 'SampleOrderTrack123456';

interface TrackedEntry {
  order: StoredOrder;
  catalogue: CategoryNode[];
  price: StoredOrderPrice | null;
  /** The parts settings it was placed with (the mock shop's then; the sample's: the defaults). */
  parts: PartsSettings;
  /** The status changes since it was placed, oldest first. */
  changes: { status: OrderStatus; at: string }[];
}

/** The orders placed here by uuid, and the uuid behind each link minted (every link stays valid). */
let trackedOrders = new Map<string, TrackedEntry>();
let tokens = new Map<string, string>();

function entryOf(token: string): TrackedEntry | undefined {
  const uuid = tokens.get(token);
  return uuid === undefined ? undefined : trackedOrders.get(uuid);
}

/** The shop's discount on the sample when it approved it (docs/production/prices.md). */
const SAMPLE_DISCOUNT = 1_000;

function sampleEntry(): TrackedEntry {
  const tree = customerCatalogue();
  const placed = new Date('2026-11-20T09:30:00.000Z');
  const order = {
    ...storedOrderFrom({ ...sampleOrderInput(), language: 'es' }, tree, placed),
    status: 'To Cut' as const,
  };
  const catalogue = catalogueSnapshot(order, tree);
  const price = priceAtIntake(order, catalogue, mockPriceList());
  return {
    order,
    catalogue,
    price:
      price &&
      withAdjustment(price, {
        amount: -Math.min(SAMPLE_DISCOUNT, price.total),
        reason: 'Cliente habitual',
        by: 'admin@localhost',
        at: '2026-11-20T15:05:00.000Z',
      }),
    parts: DEFAULT_PARTS_SETTINGS,
    changes: [
      { status: 'Approved', at: '2026-11-20T15:05:00.000Z' },
      { status: 'To Cut', at: '2026-11-23T08:10:00.000Z' },
    ],
  };
}

/** Forgets the links minted since the last reset (the sample's stays). */
export function resetTrackingMockState(): void {
  trackedOrders = new Map();
  tokens = new Map();
}

/**
 * Mints a link for an order the mock just stored (a replay mints another, as the BFF does):
 * its path, for the intake's answer. `parts`: the parts settings it was placed with, kept with
 * it the first time.
 */
export function mintMockTrackingPath(
  order: StoredOrder,
  catalogue: CategoryNode[],
  price: StoredOrderPrice | null,
  parts: PartsSettings = DEFAULT_PARTS_SETTINGS,
): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  if (!trackedOrders.has(order.uuid)) {
    trackedOrders.set(order.uuid, { order, catalogue, price, parts, changes: [] });
  }
  tokens.set(token, order.uuid);
  return trackingPathOf(token);
}

/** Moves the order behind a link on, for every link of it (a test's stand-in for the admin). */
export function moveMockTrackedOrder(token: string, status: OrderStatus, at = new Date()): void {
  const entry = entryOf(token);
  if (!entry) throw new Error(`No tracked order for ${token}`);
  entry.changes.push({ status, at: at.toISOString() });
  entry.order = { ...entry.order, status };
}

/** The answer of GET /api/track/:token, built the way the BFF builds it. */
export function trackedAnswer({
  order,
  catalogue,
  price,
  parts,
  changes,
}: TrackedEntry): TrackedOrder {
  return {
    orderId: shortOrderId(order.uuid),
    name: order.name,
    status: order.status,
    history: [{ status: 'Pending', at: order.createdAt }, ...changes],
    rejectionReason: order.status === 'Rejected' ? order.message : null,
    language: order.language ?? 'en',
    unit: order.unit,
    cabinets: order.cabinets,
    material: order.material,
    catalogue,
    hardware: hardwareForOrder(order, catalogue, undefined, parts),
    price: price && {
      currency: price.currency,
      subtotal: price.subtotal,
      tax: price.tax,
      total: price.total,
      onRequest: price.onRequest,
      taxRate: price.taxRate,
      pricesIncludeTax: price.pricesIncludeTax,
      adjustment: price.adjustment && {
        amount: price.adjustment.amount,
        reason: price.adjustment.reason,
      },
      finalTotal: payableTotal(price),
    },
    checkSettings: checkSettingsOf(parts),
  };
}

const notFound = () =>
  HttpResponse.json(
    {
      error: {
        code: 'tracking_link_not_found',
        message: 'There is no order behind this tracking link',
      },
    },
    { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  );

const getTrackedOrder = http.get(TRACK_MOCK_PATH, ({ params }) => {
  const token = String(params.token);
  const entry = token === SAMPLE_TRACKING_TOKEN ? sampleEntry() : entryOf(token);
  if (!entry) return notFound();
  return HttpResponse.json(trackedAnswer(entry), {
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
});

/** The tracking page's call, answering like the BFF does. */
export const trackingHandlers: HttpHandler[] = [getTrackedOrder];
