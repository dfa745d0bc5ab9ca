import {
  catalogueSnapshot,
  EMPTY_PRICE_LIST,
  type CategoryNode,
  type OrderStatusChange,
  type PriceAdjustment,
  type PriceList,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { catalogue } from '../fixtures/catalogue';
import { priceAtIntake } from '../order-pricing';
import {
  MOCK_PRICE_LIST,
  priceListSeed,
  resetPriceListMockState,
  type MockPriceListSeed,
} from '../price-list-state';
import { resetProductionSettingsMockState } from '../production-settings-state';
import { resetCatalogueMockState } from './catalogue-state';
import { adminOrderFixtures, fixtureUuid, MOCK_ADMIN } from './fixtures';
import { resetOffcutMockState } from './offcut-state';

/** The reset link token the mock API accepts (once) on POST /api/users/change-password. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

/**
 * What the mock back office holds. The real server keeps the session in HttpOnly cookies; the
 * mock keeps it here, as one browser's session: `signedIn` is a valid access token, and
 * `canRefresh` a refresh token that GET /api/users/refresh-tokens can turn into a new one.
 */
interface AdminMockState {
  orders: Map<string, StoredOrder>;
  /**
   * The catalogue each order was built from, kept when it was placed as the server keeps it
   * (docs/decisions/0008-orders-keep-their-catalogue.md): the production answers read it.
   */
  catalogues: Map<string, CategoryNode[]>;
  history: Map<string, OrderStatusChange[]>;
  /**
   * The price each order keeps (null: none), as the server stores it at intake
   * (docs/production/prices.md). A fixture order's is worked out when first asked for, from the
   * list the fixtures were placed under (`placedWith`) and its fixture adjustment.
   */
  prices: Map<string, StoredOrderPrice | null>;
  /** The price list the fixture orders were placed under. */
  placedWith: PriceList;
  /** The shop's adjustments made when the fixture orders were approved. */
  fixtureAdjustments: Map<string, PriceAdjustment>;
  /** Adds one with every status change, like the server's revision counter. */
  revision: number;
  password: string;
  resetTokenUsed: boolean;
  session: {
    signedIn: boolean;
    canRefresh: boolean;
    remember: boolean;
    /** The access token of this session has run out once already (refreshes keep it). */
    ranOut: boolean;
  };
  /** Every e-mail a reset link was asked for (POST /api/users/remember). */
  resetRequests: string[];
}

function freshState(now: Date, priceList: MockPriceListSeed): AdminMockState {
  const fixtures = adminOrderFixtures(now);
  const adjustments = fixtures.flatMap(({ order, adjustment }) =>
    adjustment === null ? [] : [[order.uuid, adjustment] as const],
  );
  return {
    orders: new Map(fixtures.map(({ order }) => [order.uuid, order])),
    catalogues: new Map(
      fixtures.map(({ order }) => [order.uuid, catalogueSnapshot(order, catalogue)]),
    ),
    history: new Map(fixtures.map(({ order, history }) => [order.uuid, history])),
    prices: new Map(),
    placedWith: priceList === 'default' ? MOCK_PRICE_LIST : EMPTY_PRICE_LIST,
    fixtureAdjustments: new Map(adjustments),
    revision: fixtures.reduce((sum, { history }) => sum + 1 + history.length, 0),
    password: MOCK_ADMIN.password,
    resetTokenUsed: false,
    session: { signedIn: false, canRefresh: false, remember: false, ranOut: false },
    resetRequests: [],
  };
}

let state = freshState(new Date(), 'default');
// The offcut stock starts from its seed too (the dev mode never resets the mocks).
resetOffcutMockState(fixtureUuid, toCutTime);

/** The state the handlers read and change; not for screens or tests (use the functions below). */
export function adminState(): AdminMockState {
  return state;
}

export interface AdminMockResetOptions {
  /** The time the fixture orders are spread back from; now unless told. */
  now?: Date;
  /** Start with a session (as after a sign-in), so a screen can open on the order list. */
  signedIn?: boolean;
  /**
   * The shop's price list: MOCK_PRICE_LIST unless told (the fixture orders are priced with it),
   * or `'empty'`: no price list, and no fixture order has a price.
   */
  priceList?: MockPriceListSeed;
  /** The offcut stock: the seed (OFFCUT_SEED) unless told, or `'empty'`. */
  offcuts?: 'default' | 'empty';
}

/**
 * Back to the fixture orders, catalogue, price list and offcut stock, the documented password and
 * no session (call between tests).
 */
export function resetAdminMockState(options: AdminMockResetOptions = {}): void {
  const priceList = options.priceList ?? 'default';
  state = freshState(options.now ?? new Date(), priceList);
  resetCatalogueMockState();
  resetPriceListMockState(priceList);
  resetProductionSettingsMockState();
  resetOffcutMockState(fixtureUuid, toCutTime, options.offcuts);
  if (options.signedIn) signInMockAdmin();
}

/**
 * When the order last moved to To Cut (its plan was fixed then, docs/production/nesting.md,
 * "Offcuts from stock"), from its history; its last change when it never did.
 */
export function toCutTime(uuid: string): string {
  const moves = state.history.get(uuid) ?? [];
  const toCut = moves.filter((move) => move.to === 'To Cut').at(-1);
  return toCut?.changedAt ?? state.orders.get(uuid)?.updatedAt ?? new Date(0).toISOString();
}

/**
 * A shop that never set a price list (the `price-list-empty` scenario): the list emptied and
 * the fixture orders without prices, unless the list was changed since the last reset.
 */
export function startWithoutPriceList(): void {
  const { seed, changed } = priceListSeed();
  if (seed === 'empty' || changed) return;
  resetPriceListMockState('empty');
  state.placedWith = EMPTY_PRICE_LIST;
  state.prices = new Map();
}

/**
 * The price `order` keeps (null: none): the one stored with it, or for a fixture order the
 * price of its intake under the list the fixtures were placed with, its adjustment on it.
 */
export function storedPriceOf(order: StoredOrder): StoredOrderPrice | null {
  const kept = state.prices.get(order.uuid);
  if (kept !== undefined) return kept;
  const snapshot = state.catalogues.get(order.uuid);
  const intake = snapshot === undefined ? null : priceAtIntake(order, snapshot, state.placedWith);
  const adjustment = state.fixtureAdjustments.get(order.uuid) ?? null;
  const price = intake === null ? null : { ...intake, adjustment };
  state.prices.set(order.uuid, price);
  return price;
}

/** Keeps `price` with the order (an intake, or an approval with the shop's adjustment). */
export function keepPrice(uuid: string, price: StoredOrderPrice | null): void {
  state.prices.set(uuid, price);
}

/** The price a mock order keeps now (null: none), as GET /api/orders/{uuid} answers it. */
export function adminMockPrice(uuid: string): StoredOrderPrice | null {
  const order = state.orders.get(uuid);
  return order === undefined ? null : storedPriceOf(order);
}

/** Signs the mock admin in without a request, as if the login form had been sent. */
export function signInMockAdmin(remember = false): void {
  state.session = { signedIn: true, canRefresh: true, remember, ranOut: false };
}

/**
 * Lets the access token run out while the refresh token stays good: the next admin call is a
 * 401, and a refresh then brings the session back (what happens after 15 idle minutes).
 */
export function expireMockAccess(): void {
  state.session.signedIn = false;
  state.session.ranOut = true;
}

/** Ends the session as logout does (or as a refresh token that was refused). */
export function signOutMockAdmin(): void {
  state.session = { signedIn: false, canRefresh: false, remember: false, ranOut: false };
}

/** Whether the mock admin is signed in, and with "remember me". */
export function adminMockSession(): Readonly<AdminMockState['session']> {
  return { ...state.session };
}

/** The stored orders as they are now, newest change first (ties: the larger uuid first). */
export function adminMockOrders(): StoredOrder[] {
  return [...state.orders.values()].sort((a, b) =>
    a.updatedAt === b.updatedAt ? (a.uuid < b.uuid ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1,
  );
}

/** The e-mails reset links were asked for since the last reset. */
export function adminMockResetRequests(): readonly string[] {
  return [...state.resetRequests];
}
