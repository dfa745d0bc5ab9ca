import { adminMockOrders, MOCK_ADMIN } from '@cutshop/mocks';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUMMARY_POLL_MS } from '../src/features/admin/api/get-order-summary';
import { adminQueryClient } from '../src/features/admin/api/query-client';
import { keepChangedOrder } from '../src/features/admin/orders/changed-order';
import { useOrderList } from '../src/features/admin/orders/orders-store';
import { timeAgo } from '../src/features/admin/orders/time-ago';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';
import {
  advanceOrder,
  ids,
  listRequests,
  openOrders,
  region,
  rowIds,
  scrollListToEnd,
  setUpOrderListTests,
  showTabAgain,
  summaryRequests,
} from './support/admin-orders';

setUpOrderListTests();

const rowOf = (order: StoredOrder) =>
  screen
    .getByRole('link', { name: `Details of order ${shortOrderId(order.uuid)}` })
    .closest<HTMLElement>('[role="row"]')!;

describe('/admin/orders: new and changed orders', () => {
  it('announces orders that arrived and adds them at the top when asked', async () => {
    const before = adminMockOrders();
    const { user } = await openOrders();
    await waitFor(() => expect(useOrderList.getState().revision).not.toBeNull());
    const moved = await advanceOrder(before[20]!);
    await showTabAgain();
    const notice = await screen.findByRole('button', { name: '1 new order' });
    // Nothing moves until the person asks.
    expect(rowIds()).toEqual(ids(before.slice(0, 15)));
    await user.click(notice);
    expect(rowIds()).toEqual(ids([moved, ...before.slice(0, 15)]));
    expect(screen.queryByRole('button', { name: /new order/ })).toBeNull();
    expect(screen.getByText('1 new order added at the top of the list')).toBeInTheDocument();
    expect(within(rowOf(moved)).getByText('Approved')).toBeVisible();
  });

  it('counts several new orders, and replaces a changed listed order in place', async () => {
    const before = adminMockOrders();
    const { user } = await openOrders();
    await waitFor(() => expect(useOrderList.getState().revision).not.toBeNull());
    const listed = await advanceOrder(before[5]!);
    await advanceOrder(before[25]!);
    await advanceOrder(before[26]!);
    await showTabAgain();
    await user.click(await screen.findByRole('button', { name: '2 new orders' }));
    const shown = rowIds();
    expect(shown).toHaveLength(17);
    expect(new Set(shown).size).toBe(17);
    // The changed order kept its place (after the two new ones) with its new status.
    expect(shown.indexOf(shortOrderId(listed.uuid))).toBe(2 + 5);
    expect(within(rowOf(listed)).getByText(listed.status)).toBeVisible();
  });

  it('asks the summary when the list opens and every 12 s, never while the tab is hidden', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    await openOrders();
    await waitFor(() => expect(summaryRequests()).toHaveLength(1));
    const poll = intervals.mock.calls.find(([, delay]) => delay === SUMMARY_POLL_MS)?.[0];
    expect(poll).toBeTypeOf('function');
    await act(async () => (poll as () => void)());
    await waitFor(() => expect(summaryRequests()).toHaveLength(2));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => (poll as () => void)());
    await showTabAgain();
    expect(summaryRequests()).toHaveLength(2);
    visibility.mockReturnValue('visible');
    await showTabAgain();
    await waitFor(() => expect(summaryRequests()).toHaveLength(3));
    // No revision change: the list itself is not asked again.
    expect(listRequests()).toHaveLength(1);
  });

  it('replaces an order changed on the detail screen in place', async () => {
    const before = adminMockOrders();
    await openOrders();
    const order = before[2]!;
    act(() =>
      keepChangedOrder(adminQueryClient, {
        ...order,
        status: 'Rejected',
        version: order.version + 1,
      }),
    );
    // The cache tells the list on its next tick.
    await waitFor(() => expect(within(rowOf(order)).getByText('Rejected')).toBeVisible());
    expect(rowIds()).toEqual(ids(before.slice(0, 15)));
  });
});

describe('/admin/orders: coming back from a detail', () => {
  it('comes back after a status change there, with that row changed in place and fresh counts', async () => {
    const pending = adminMockOrders().filter((order) => order.status === 'Pending');
    const { user } = await openOrders('/admin/orders?status=Pending');
    const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });
    const option = (name: string) => within(statusSelect()).queryByRole('option', { name });
    await waitFor(() => expect(option('Pending (9)')).not.toBeNull());
    expect(rowIds()).toEqual(ids(pending));
    const target = pending[1]!;
    await user.click(
      screen.getByRole('link', { name: `Details of order ${shortOrderId(target.uuid)}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));

    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?status=Pending'));
    await findShownText(
      `The order ID "${shortOrderId(target.uuid)}" has changed his status to "Approved"`,
    );
    // The same rows at the same places; the changed one says what it is now.
    expect(rowIds()).toEqual(ids(pending));
    expect(within(rowOf(target)).getByText('Approved')).toBeVisible();
    await waitFor(() => expect(option('Pending (8)')).not.toBeNull());
    expect(option('Approved (10)')).not.toBeNull();
  });

  it('shows the same rows again, at the same place, without asking for them', async () => {
    const before = adminMockOrders();
    const { user } = await openOrders();
    await scrollListToEnd();
    await waitFor(() => expect(rowIds()).toHaveLength(30));
    const target = before[17]!;
    region().scrollTop = 640;
    await user.click(
      screen.getByRole('link', { name: `Details of order ${shortOrderId(target.uuid)}` }),
    );
    await waitFor(() => expect(currentAdminPath()).toBe(`/admin/orders/${target.uuid}`));
    await user.click(screen.getByRole('link', { name: 'Cutshop, order list' }));
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
    expect(rowIds()).toEqual(ids(before.slice(0, 30)));
    expect(listRequests()).toHaveLength(2);
    await waitFor(() => expect(region().scrollTop).toBe(640));
  });
});

describe('/admin/orders: time since the last change', () => {
  it('says it in words of the current language and refreshes them every minute', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const first = adminMockOrders()[0]!;
    await openOrders();
    expect(rowOf(first)).toHaveTextContent('Updated 25 minutes ago');
    const tick = intervals.mock.calls.find(([, delay]) => delay === 60_000)?.[0];
    const later = Date.now() + 60 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await act(async () => (tick as () => void)());
    expect(rowOf(first)).toHaveTextContent('1 hour ago');
  });

  it('formats with Intl.RelativeTimeFormat, from just now to years', () => {
    const now = Date.parse('2026-03-15T12:00:00.000Z');
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(timeAgo(at(0.5), now, 'en', 'just now')).toBe('just now');
    expect(timeAgo(at(-5), now, 'en', 'just now')).toBe('just now');
    expect(timeAgo(at(5), now, 'en', 'just now')).toBe('5 minutes ago');
    expect(timeAgo(at(61), now, 'en', 'just now')).toBe('1 hour ago');
    expect(timeAgo(at(24 * 60), now, 'en', 'just now')).toBe('yesterday');
    expect(timeAgo(at(3 * 24 * 60), now, 'en', 'just now')).toBe('3 days ago');
    expect(timeAgo(at(14 * 24 * 60), now, 'en', 'just now')).toBe('2 weeks ago');
    expect(timeAgo(at(400 * 24 * 60), now, 'en', 'just now')).toBe('last year');
    expect(timeAgo(at(5), now, 'es', 'ahora mismo')).toBe('hace 5 minutos');
    expect(timeAgo('not a time', now, 'en', 'just now')).toBe('just now');
  });

  it('shows the list in Spanish', async () => {
    const first = adminMockOrders()[0]!;
    await renderAdmin('/admin/orders', {
      signedIn: true,
      knownEmail: MOCK_ADMIN.email,
      language: 'es',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista de pedidos' }),
    ).toBeVisible();
    const row = await screen.findByRole('link', {
      name: `Detalle del pedido ${shortOrderId(first.uuid)}`,
    });
    expect(row.closest<HTMLElement>('[role="row"]')).toHaveTextContent(
      'Actualizado hace 25 minutos',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  });
});
