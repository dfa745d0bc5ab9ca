import { adminMockOrders, adminScenarios, MOCK_ADMIN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId } from '@cutshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../src/features/admin/session';
import { adminQueryClient } from '../src/features/admin/api/query-client';
import { adminKeys } from '../src/features/admin/api/query-keys';
import { useOrderList } from '../src/features/admin/orders/orders-store';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import {
  advanceOrder,
  ids,
  listRequests,
  openOrders,
  region,
  rowIds,
  scrollListToEnd,
  setUpOrderListTests,
} from './support/admin-orders';
import { findShownText } from './support/render-app';

setUpOrderListTests();

describe('/admin/orders: the first page', () => {
  it('shows the title, the filters and the first 15 orders, newest change first', async () => {
    await openOrders();
    expect(document.title).toBe('Order list · Cutshop');
    expect(screen.getByRole('group', { name: 'Filter orders' })).toBeVisible();
    const newest = adminMockOrders().slice(0, 15);
    expect(rowIds()).toEqual(ids(newest));
    const first = newest[0]!;
    // A table with column headers: the time says what it measures, the order the list is in.
    const table = within(region()).getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Last update', 'Customer', 'Order name', 'Total', 'Status', 'Details']);
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(within(row).getAllByRole('cell')).toHaveLength(7);
    expect(row).toHaveTextContent(first.customer.fullName);
    expect(row).toHaveTextContent(first.name);
    expect(row).toHaveTextContent(first.status);
    expect(row).toHaveTextContent('Updated 25 minutes ago');
    expect(within(row).getByText('Updated 25 minutes ago').closest('time')).toHaveAttribute(
      'datetime',
      first.updatedAt,
    );
    expect(
      within(row).getByRole('link', { name: `Details of order ${shortOrderId(first.uuid)}` }),
    ).toHaveAttribute('href', `/admin/orders/${first.uuid}`);
    // The signed-in e-mail is in the header around the list.
    expect(screen.getByText(MOCK_ADMIN.email)).toBeVisible();
    expect(listRequests()).toHaveLength(1);
  });

  it('shows "Loading..." until the first page is there', async () => {
    await renderAdmin('/admin/orders', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    await findShownText('Loading...');
    await waitFor(() => expect(rowIds()).toHaveLength(15));
  });

  it('appends the next pages as the end is reached, then says "End of the list"', async () => {
    await openOrders();
    await scrollListToEnd();
    await waitFor(() => expect(rowIds()).toHaveLength(30));
    await scrollListToEnd();
    await waitFor(() => expect(rowIds()).toHaveLength(45));
    expect(rowIds()).toEqual(ids(adminMockOrders()));
    expect(await within(region()).findByText('End of the list')).toBeVisible();
    expect(listRequests().map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('never lists an order twice when orders change between two pages', async () => {
    const before = adminMockOrders();
    await openOrders();
    // Three orders of page 2 change and move to the top: page 2 now starts with the last three
    // orders of page 1, which stay where they were first seen.
    for (const order of before.slice(20, 23)) await advanceOrder(order);
    await scrollListToEnd();
    await waitFor(() => expect(rowIds()).toHaveLength(27));
    const expected = [...before.slice(0, 20), ...before.slice(23, 30)];
    expect(rowIds()).toEqual(ids(expected));
  });
});

describe('/admin/orders: failures', () => {
  it('shows a 5xx with Retry, keeps the session, and loads on Retry', async () => {
    server.use(...adminScenarios['admin-list-error']);
    const { user } = await renderAdmin('/admin/orders', {
      signedIn: true,
      knownEmail: MOCK_ADMIN.email,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded.');
    expect(alert).toHaveTextContent('The server could not answer right now. Please try again.');
    expect(useAdminSession.getState().status).toBe('signedIn');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowIds()).toHaveLength(15));
    expect(currentAdminPath()).toBe('/admin/orders');
  });

  it('shows a network error with Retry and never signs out', async () => {
    server.use(...adminScenarios['admin-network-error']);
    await renderAdmin('/admin/orders', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(useAdminSession.getState().status).toBe('signedIn');
    expect(currentAdminPath()).toBe('/admin/orders');
  });

  it('refreshes a run-out access token without the person noticing', async () => {
    server.use(...adminScenarios['admin-session-expired']);
    await openOrders();
    expect(useAdminSession.getState().status).toBe('signedIn');
  });

  it('sends the person to sign in, with the list forgotten, when the refresh is refused', async () => {
    server.use(...adminScenarios['admin-refresh-fails']);
    await renderAdmin('/admin/orders', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    await findShownText('Your session has ended. Please sign in again.');
    await waitFor(() => expect(currentAdminPath()).toMatch(/^\/admin\/login\?next=/));
    expect(new URLSearchParams(currentAdminPath().split('?')[1]).get('next')).toBe('/admin/orders');
    // Nothing read for the list is kept.
    expect(adminQueryClient.getQueryCache().findAll({ queryKey: adminKeys.orders })).toEqual([]);
    expect(useOrderList.getState().revision).toBeNull();
  });
});
