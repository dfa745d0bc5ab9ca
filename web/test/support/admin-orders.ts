import { adminMockOrders, MOCK_ADMIN, resetAdminMockState } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { forgetAdminData } from '../../src/features/admin/api/query-client';
import { renderAdmin, type RenderAdminOptions } from './render-admin';

/**
 * Helpers of the order list tests (web/test/admin-orders*.test.tsx): the list's geometry in
 * jsdom, the requests the list made, and changes to the mock's orders as another admin makes
 * them.
 */

/** How far the list region's top is above the window: 0 shows its start, 9500 its end. */
let scrolledBy = 0;

/**
 * jsdom lays nothing out, so the list would look fully seen and load every page at once. This
 * gives the list region a 10000 px height in a 768 px window, scrolled to `scrolledBy`.
 */
export function stubListGeometry(): void {
  scrolledBy = 0;
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.getAttribute('role') !== 'region') return original.call(this);
    return DOMRect.fromRect({ x: 0, y: -scrolledBy, width: 1000, height: 10_000 });
  });
}

/** Scrolls the page past 80 % of the list once (one scroll event), then back to its start. */
export async function scrollListToEnd(): Promise<void> {
  await act(async () => {
    scrolledBy = 9_500;
    window.dispatchEvent(new Event('scroll'));
    scrolledBy = 0;
    await Promise.resolve();
  });
}

let requests: URL[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url));
};

/** Starts recording the requests the app makes; returns the function that stops it. */
export function trackRequests(): () => void {
  requests = [];
  server.events.on('request:start', record);
  return () => server.events.removeListener('request:start', record);
}

/** The GET /api/orders/ requests made so far (the list's pages), in order. */
export function listRequests(): URL[] {
  return requests.filter((url) => url.pathname === '/api/orders/');
}

/** The GET /api/orders/summary requests made so far. */
export function summaryRequests(): URL[] {
  return requests.filter((url) => url.pathname === '/api/orders/summary');
}

/** The list's filters of a list request, e.g. ['status||$in||Approved', 'uuid||$cont||9f2c4']. */
export function filtersOf(url: URL): string[] {
  return url.searchParams.getAll('filter');
}

/**
 * The set-up every order list test file shares: before each test fresh mock orders, an empty
 * list store, the list's geometry and request tracking; after it, all of that undone.
 */
export function setUpOrderListTests(): void {
  let stopTracking: () => void = () => undefined;
  beforeEach(() => {
    // Fresh mock orders before a test reads them (opening the list resets them the same way).
    resetAdminMockState();
    forgetAdminData();
    stubListGeometry();
    stopTracking = trackRequests();
  });
  afterEach(() => {
    stopTracking();
    vi.restoreAllMocks();
    forgetAdminData();
  });
}

/** The short ids of orders, in the order given (as `rowIds` reads them off the list). */
export function ids(orders: StoredOrder[]): string[] {
  return orders.map((order) => shortOrderId(order.uuid));
}

/** The list's scrolling region. */
export function region(): HTMLElement {
  return screen.getByRole('region', { name: 'Orders' });
}

/** The short ids of the listed rows, top to bottom. */
export function rowIds(): string[] {
  return within(region())
    .queryAllByRole('link', { name: /^Details of order / })
    .map((link) => (link.getAttribute('aria-label') ?? '').replace('Details of order ', ''));
}

/** Opens the list signed in and waits for its first page to be shown (or said empty). */
export async function openOrders(path = '/admin/orders', options: RenderAdminOptions = {}) {
  const view = await renderAdmin(path, {
    signedIn: true,
    knownEmail: MOCK_ADMIN.email,
    ...options,
  });
  await screen.findByRole('heading', { level: 1, name: 'Order list' });
  await waitFor(() => expect(within(region()).queryByText('Loading...')).toBeNull(), {
    timeout: 5000,
  });
  return view;
}

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  Pending: 'Approved',
  Approved: 'To Cut',
  'To Cut': 'To Deliver',
  'To Deliver': null,
  Rejected: null,
};

/**
 * Moves an order one step on, as another admin would (PUT /api/orders/:uuid on the mock), so it
 * becomes the newest change; the mock's revision moves with it.
 */
export async function advanceOrder(order: StoredOrder): Promise<StoredOrder> {
  const status = NEXT[order.status];
  if (!status) throw new Error(`Order ${order.uuid} (${order.status}) has no next status`);
  const response = await fetch(`http://localhost/api/orders/${order.uuid}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, message: '', version: order.version }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredOrder;
}

/** The mock's orders that can move on, newest change first. */
export function movableOrders(): StoredOrder[] {
  return adminMockOrders().filter((order) => NEXT[order.status] !== null);
}

/** Shows the tab again, which makes the list ask the summary at once (as every 12 s). */
export async function showTabAgain(): Promise<void> {
  await act(async () => {
    // As browsers fire it: at the document, bubbling up to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await Promise.resolve();
  });
}
