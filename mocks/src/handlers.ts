import {
  retiredIds,
  catalogueSnapshot,
  fieldErrorsFromZod,
  orderInputSchema,
  ValidationError,
  type FieldError,
  type StoredOrder,
} from '@cutshop/domain';
import { checkSettingsOf, partsSettingsOf } from '@cutshop/domain/production';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { catalogueMockTree, customerCatalogue } from './admin/catalogue-state';
import { storedOrderFrom } from './fixtures/stored-order';
import { answeredPrice, priceAtIntake, type AnsweredPrice } from './order-pricing';
import { priceListHandlers, priceListScenarios } from './price-list-handlers';
import { mockPriceList, resetPriceListMockState } from './price-list-state';
import {
  mockProductionSettings,
  resetProductionSettingsMockState,
} from './production-settings-state';
import {
  mintMockTrackingPath,
  resetTrackingMockState,
  trackingHandlers,
} from './tracking-handlers';

/** Paths of the customer flow's calls; `*` lets them match on any origin (browser, jsdom, Node). */
export const MOCK_PATHS = {
  categories: '*/api/categories/',
  orders: '*/api/orders/',
  priceList: '*/api/price-list',
} as const;

/** How long the slow variants wait: long enough to see a spinner, well under the 15 s timeout. */
export const SLOW_ANSWER_MS = 2_500;

/**
 * An order as POST /api/orders/ answers it: the stored order with the price the mock computed at
 * intake (null: the shop had no price list), as the server does (docs/production/prices.md), and
 * the path of a tracking link minted for it (each answer, replays too, carries a new one).
 */
export type PlacedOrder = StoredOrder & { price: AnsweredPrice | null; trackingPath: string };

/** What the mock server has received, so a test can check what the app really sent. */
interface MockState {
  /** Every POST body, parsed as JSON, with its Idempotency-Key. */
  orderRequests: { idempotencyKey: string | null; body: unknown }[];
  /** Stored orders by idempotency key: a repeated key answers the first order again. */
  ordersByKey: Map<string, PlacedOrder>;
}

const state: MockState = { orderRequests: [], ordersByKey: new Map() };

/** The requests received since the last reset. */
export function receivedOrderRequests(): MockState['orderRequests'] {
  return state.orderRequests;
}

/** The orders stored since the last reset (one per distinct idempotency key), with their prices. */
export function storedOrders(): PlacedOrder[] {
  return [...state.ordersByKey.values()];
}

/**
 * Forgets every received request and stored order, and puts the seeded price list and the
 * default production settings back (MOCK_PRICE_LIST; call between tests).
 */
export function resetMockState(): void {
  state.orderRequests = [];
  state.ordersByKey = new Map();
  resetPriceListMockState();
  resetProductionSettingsMockState();
  resetTrackingMockState();
}

function errorBody(code: string, message: string, fields?: FieldError[]) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The BFF's 400 for an order that breaks a rule: its code, message and every field error. */
function invalidOrder(error: ValidationError) {
  return HttpResponse.json(errorBody(error.code, error.message, error.fields), { status: 400 });
}

/** The shop's catalogue as the editor left it, without retired nodes (as the server serves it). */
const getCategories = http.get(MOCK_PATHS.categories, () => HttpResponse.json(customerCatalogue()));

/** Notes what a POST carried (every orders handler does, failing ones included). */
async function recordOrderRequest(request: Request) {
  const idempotencyKey = request.headers.get('Idempotency-Key');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  state.orderRequests.push({ idempotencyKey, body });
  return { idempotencyKey, body };
}

const createOrder = http.post(MOCK_PATHS.orders, async ({ request }) => {
  const { idempotencyKey, body } = await recordOrderRequest(request);

  const parsed = orderInputSchema.safeParse(body);
  if (!parsed.success) return invalidOrder(new ValidationError(fieldErrorsFromZod(parsed.error)));
  const earlier = idempotencyKey ? state.ordersByKey.get(idempotencyKey) : undefined;
  if (earlier) {
    const { trackingPath: _first, ...placed } = earlier;
    const snapshot = catalogueSnapshot(placed, customerCatalogue());
    const trackingPath = mintMockTrackingPath(placed, snapshot, placed.price);
    return HttpResponse.json({ ...placed, trackingPath }, { status: 201 });
  }

  let stored: StoredOrder;
  const tree = customerCatalogue();
  // Checked and kept with the mock shop's production settings in force, as the server does.
  const parts = partsSettingsOf(mockProductionSettings());
  try {
    const retired = retiredIds(catalogueMockTree());
    stored = storedOrderFrom(parsed.data, tree, new Date(), retired, checkSettingsOf(parts));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return invalidOrder(error);
  }
  // Priced by the mock itself from the order's own catalogue and the list of this moment; a
  // price in the body is never read.
  const snapshot = catalogueSnapshot(stored, tree);
  const price = priceAtIntake(stored, snapshot, mockPriceList());
  const trackingPath = mintMockTrackingPath(stored, snapshot, price, parts);
  const order: PlacedOrder = { ...stored, price: answeredPrice(price), trackingPath };
  state.ordersByKey.set(idempotencyKey ?? order.uuid, order);
  return HttpResponse.json(order, { status: 201 });
});

/** Every /api call of the customer flow, answering like the BFF does. */
export const handlers: HttpHandler[] = [
  getCategories,
  createOrder,
  ...priceListHandlers,
  ...trackingHandlers,
];

const serverError = () =>
  HttpResponse.json(errorBody('internal_error', 'Something went wrong'), { status: 500 });

const failedOrder = async ({ request }: { request: Request }) => {
  await recordOrderRequest(request);
  return serverError();
};

/**
 * Variants to put in front of the handlers (`server.use(...)`, `worker.use(...)`, or
 * `?mock=<name>` in dev:mock): failures and slow answers of each call.
 */
export const scenarios = {
  'categories-error': [http.get(MOCK_PATHS.categories, serverError)],
  'categories-slow': [
    http.get(MOCK_PATHS.categories, async () => {
      await delay(SLOW_ANSWER_MS);
      return HttpResponse.json(customerCatalogue());
    }),
  ],
  'orders-error': [http.post(MOCK_PATHS.orders, failedOrder)],
  /** The first send fails, the next ones reach the normal handler (a retry succeeds). */
  'orders-fail-once': [http.post(MOCK_PATHS.orders, failedOrder, { once: true })],
  'orders-slow': [
    http.post(MOCK_PATHS.orders, async () => {
      await delay(SLOW_ANSWER_MS);
      // Falls through to the normal handler, which stores and answers the order.
      return undefined;
    }),
  ],
  'price-list-error': [http.get(MOCK_PATHS.priceList, serverError)],
  ...priceListScenarios,
} satisfies Record<string, HttpHandler[]>;

export type ScenarioName = keyof typeof scenarios;

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(scenarios, name);
}
