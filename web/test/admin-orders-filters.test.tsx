import { adminMockOrders } from '@cutshop/mocks';
import { dateRangeFor, parseDateRange, shortOrderId } from '@cutshop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAdminPath } from './support/render-admin';
import {
  filtersOf,
  ids,
  listRequests,
  openOrders,
  region,
  rowIds,
  setUpOrderListTests,
  summaryRequests,
} from './support/admin-orders';

setUpOrderListTests();

const idField = () => screen.getByRole('searchbox', { name: 'ID' });
const dateSelect = () => screen.getByRole('combobox', { name: 'Date' });
const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/admin/orders: filters', () => {
  it('applies the ID 300 ms after the last change, above 4 characters, in the URL', async () => {
    const target = adminMockOrders()[30]!;
    const search = shortOrderId(target.uuid).slice(0, 8);
    await openOrders();
    // Keys as fast as a person types: each change restarts the wait.
    for (let length = 1; length <= 4; length += 1) {
      fireEvent.change(idField(), { target: { value: search.slice(0, length) } });
    }
    await pause(150);
    expect(currentAdminPath()).toBe('/admin/orders');
    // Four characters do not filter: the URL keeps them, the list is not asked again.
    await waitFor(() => expect(currentAdminPath()).toBe(`/admin/orders?id=${search.slice(0, 4)}`));
    await pause(100);
    expect(listRequests()).toHaveLength(1);
    for (let length = 5; length <= search.length; length += 1) {
      fireEvent.change(idField(), { target: { value: search.slice(0, length) } });
    }
    await pause(150);
    expect(currentAdminPath()).toBe(`/admin/orders?id=${search.slice(0, 4)}`);
    await waitFor(() => expect(currentAdminPath()).toBe(`/admin/orders?id=${search}`));
    await waitFor(() => expect(rowIds()).toEqual([shortOrderId(target.uuid)]));
    // One request for the whole word, on page 1.
    expect(listRequests()).toHaveLength(2);
    const last = listRequests()[1]!;
    expect(filtersOf(last)).toContain(`uuid||$cont||${search}`);
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('filters by status, with the count per status beside each choice', async () => {
    const { user } = await openOrders();
    const options = within(statusSelect()).getAllByRole('option');
    await waitFor(() =>
      expect(options.map((option) => option.textContent)).toEqual([
        'All',
        'Pending (9)',
        'Approved (9)',
        'To Cut (9)',
        'To Deliver (9)',
        'Rejected (9)',
      ]),
    );
    await user.selectOptions(statusSelect(), 'Approved (9)');
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?status=Approved'));
    const approved = adminMockOrders().filter((order) => order.status === 'Approved');
    await waitFor(() => expect(rowIds()).toEqual(ids(approved)));
    expect(await within(region()).findByText('End of the list')).toBeVisible();
    expect(filtersOf(listRequests().at(-1)!)).toContain('status||$in||Approved');
  });

  it('filters by date in UTC days, and counts per status for that date', async () => {
    const { user } = await openOrders();
    await user.selectOptions(dateSelect(), 'Last week');
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?date=week'));
    const range = parseDateRange(dateRangeFor('week', new Date()))!;
    const inRange = adminMockOrders().filter(
      (order) => order.updatedAt >= range.from && order.updatedAt <= range.to,
    );
    await waitFor(() => expect(rowIds()).toEqual(ids(inRange).slice(0, 15)));
    const request = listRequests().at(-1)!;
    expect(filtersOf(request)).toContain(`updatedAt||$gte||${range.from}`);
    expect(filtersOf(request)).toContain(`updatedAt||$lte||${range.to}`);
    const pending = inRange.filter((order) => order.status === 'Pending').length;
    await waitFor(() =>
      expect(within(statusSelect()).getByRole('option', { name: `Pending (${pending})` })).toBe(
        within(statusSelect()).getAllByRole('option')[1],
      ),
    );
    expect(filtersOf(summaryRequests().at(-1)!)).toEqual([
      `updatedAt||$gte||${range.from}`,
      `updatedAt||$lte||${range.to}`,
    ]);
  });

  it('opens on the filters of a pasted link', async () => {
    await openOrders('/admin/orders?date=month&status=Rejected');
    expect(dateSelect()).toHaveDisplayValue('Last month');
    expect(statusSelect()).toHaveValue('Rejected');
    const range = parseDateRange(dateRangeFor('month', new Date()))!;
    const expected = adminMockOrders().filter(
      (order) =>
        order.status === 'Rejected' && order.updatedAt >= range.from && order.updatedAt <= range.to,
    );
    await waitFor(() => expect(rowIds()).toEqual(ids(expected)));
    expect(listRequests()).toHaveLength(1);
  });

  it('ignores values it does not know in the URL', async () => {
    await openOrders(`/admin/orders?date=fortnight&status=Lost&id=${'a'.repeat(40)}`);
    expect(dateSelect()).toHaveValue('');
    expect(statusSelect()).toHaveValue('');
    expect(idField()).toHaveValue('');
    expect(rowIds()).toEqual(ids(adminMockOrders().slice(0, 15)));
  });

  it('keeps the filters in the detail links, so the detail can lead back to them', async () => {
    await openOrders('/admin/orders?status=Pending');
    const first = adminMockOrders().find((order) => order.status === 'Pending')!;
    expect(
      screen.getByRole('link', { name: `Details of order ${shortOrderId(first.uuid)}` }),
    ).toHaveAttribute('href', `/admin/orders/${first.uuid}?status=Pending`);
  });

  it('says when nothing matches, and clearing the filters shows every order again', async () => {
    const { user } = await openOrders('/admin/orders?id=ffffffffff');
    await screen.findByText('No orders match these filters');
    expect(rowIds()).toEqual([]);
    expect(within(region()).queryByText('End of the list')).toBeNull();
    await user.click(within(region()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
    await waitFor(() => expect(rowIds()).toEqual(ids(adminMockOrders().slice(0, 15))));
    expect(idField()).toHaveValue('');
  });

  it('resets the list to page 1 when a filter changes', async () => {
    const { user } = await openOrders();
    await user.selectOptions(statusSelect(), 'To Cut (9)');
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]!.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listRequests()).toHaveLength(3));
    expect(listRequests()[2]!.searchParams.get('page')).toBe('1');
    expect(statusSelect()).toHaveValue('');
  });
});
