import {
  catalogueSnapshot,
  type CategoryNode,
  type OrderStatusChange,
  type StoredOrder,
} from '@cutshop/domain';
import { catalogue } from '../fixtures/catalogue';
import { resetCatalogueMockState } from './catalogue-state';
import { adminOrderFixtures, MOCK_ADMIN } from './fixtures';

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

function freshState(now: Date): AdminMockState {
  const fixtures = adminOrderFixtures(now);
  return {
    orders: new Map(fixtures.map(({ order }) => [order.uuid, order])),
    catalogues: new Map(
      fixtures.map(({ order }) => [order.uuid, catalogueSnapshot(order, catalogue)]),
    ),
    history: new Map(fixtures.map(({ order, history }) => [order.uuid, history])),
    revision: fixtures.reduce((sum, { history }) => sum + 1 + history.length, 0),
    password: MOCK_ADMIN.password,
    resetTokenUsed: false,
    session: { signedIn: false, canRefresh: false, remember: false, ranOut: false },
    resetRequests: [],
  };
}

let state = freshState(new Date());

/** The state the handlers read and change; not for screens or tests (use the functions below). */
export function adminState(): AdminMockState {
  return state;
}

export interface AdminMockResetOptions {
  /** The time the fixture orders are spread back from; now unless told. */
  now?: Date;
  /** Start with a session (as after a sign-in), so a screen can open on the order list. */
  signedIn?: boolean;
}

/**
 * Back to the fixture orders and catalogue, the documented password and no session (call
 * between tests).
 */
export function resetAdminMockState(options: AdminMockResetOptions = {}): void {
  state = freshState(options.now ?? new Date());
  resetCatalogueMockState();
  if (options.signedIn) signInMockAdmin();
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
