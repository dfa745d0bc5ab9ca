import { adminMockOrders, MOCK_ADMIN } from '@cutshop/mocks';
import { shortOrderId } from '@cutshop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import {
  filtersOf,
  ids,
  listRequests,
  openOrders,
  rowIds,
  setUpOrderListTests,
} from './support/admin-orders';

setUpOrderListTests();

const filtersToggle = () => screen.getByRole('button', { name: /^Filters/ });
const chips = () => screen.queryByRole('list', { name: 'Active filters' });

describe('/admin/orders: search by name', () => {
  it('finds orders by customer name from 2 characters, in any case, in the URL', async () => {
    await openOrders();
    const customer = screen.getByRole('searchbox', { name: 'Customer' });
    expect(customer).toHaveAccessibleDescription('Part of the name, at least 2 characters');
    fireEvent.change(customer, { target: { value: 'b' } });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?customer=b'));
    // One character does not search: the list is not asked again.
    expect(listRequests()).toHaveLength(1);
    fireEvent.change(customer, { target: { value: 'BAKER' } });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?customer=BAKER'));
    const found = adminMockOrders().filter((order) =>
      order.customer.fullName.toLowerCase().includes('baker'),
    );
    expect(found.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowIds()).toEqual(ids(found).slice(0, 15)));
    expect(filtersOf(listRequests().at(-1)!)).toContain('customerName||$cont||BAKER');
  });

  it('finds orders by order name, and opens on a pasted link with both names', async () => {
    await openOrders('/admin/orders?name=pantry&customer=chen');
    expect(screen.getByRole('searchbox', { name: 'Order name' })).toHaveValue('pantry');
    const found = adminMockOrders().filter(
      (order) =>
        order.name.toLowerCase().includes('pantry') &&
        order.customer.fullName.toLowerCase().includes('chen'),
    );
    await waitFor(() => expect(rowIds()).toEqual(ids(found).slice(0, 15)));
    const filters = filtersOf(listRequests().at(-1)!);
    expect(filters).toContain('customerName||$cont||chen');
    expect(filters).toContain('name||$cont||pantry');
  });
});

describe('/admin/orders: the Filters button and the active filters as chips', () => {
  it('opens and closes the fields it controls, saying how many filters are on', async () => {
    const { user } = await openOrders('/admin/orders?status=Pending&customer=ba');
    const toggle = filtersToggle();
    expect(toggle).toHaveAccessibleName('Filters (2)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('searchbox', { name: 'Customer' }));
    expect(panel).toHaveAttribute('data-state', 'closed');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each active filter as a chip that removes it, by keyboard, focus kept', async () => {
    const { user } = await openOrders('/admin/orders?customer=ba&date=week&status=Pending');
    const list = chips()!;
    expect(
      within(list)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter: Customer: ba',
      'Remove filter: Date: Last week',
      'Remove filter: Status: Pending',
    ]);
    const status = within(list).getByRole('button', { name: 'Remove filter: Status: Pending' });
    status.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?customer=ba&date=week'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    // Focus moves to the chip now last, not to the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Remove filter: Date: Last week'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^Remove filter: Customer/),
    );
    await user.keyboard(' ');
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
    // No filter left: no chips, focus on the Filters button.
    expect(chips()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(filtersToggle()));
    expect(filtersToggle()).toHaveAccessibleName('Filters');
  });

  it('names the chips and the button in Spanish (usted)', async () => {
    await renderAdmin('/admin/orders?status=Approved', {
      signedIn: true,
      knownEmail: MOCK_ADMIN.email,
      language: 'es',
    });
    expect(
      await screen.findByRole('button', { name: 'Quitar filtro: Estado: Aprobado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Filtros activos' })).toBeInTheDocument();
    expect(screen.getByText('Escriba al menos 5 caracteres')).toBeInTheDocument();
    // The row's detail link is in Spanish too.
    const first = adminMockOrders().find((order) => order.status === 'Approved')!;
    expect(
      await screen.findByRole('link', { name: `Detalle del pedido ${shortOrderId(first.uuid)}` }),
    ).toBeInTheDocument();
  });
});
