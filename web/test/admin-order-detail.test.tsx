import { ADMIN_MOCK_PATHS, adminMockOrders, fixtureUuid } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

/** The fixture orders by status: index 0 Pending, 1 Approved, 2 To Cut, 3 To Deliver, 4 Rejected. */
const UUID = {
  pending: fixtureUuid(0),
  approved: fixtureUuid(1),
  toCut: fixtureUuid(2),
  toDeliver: fixtureUuid(3),
  rejected: fixtureUuid(4),
};

function storedOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

async function openDetail(uuid: string, options: Parameters<typeof renderAdmin>[1] = {}) {
  const view = await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true, ...options });
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(shortOrderId(uuid)) },
    { timeout: 5000 },
  );
  return { ...view, heading };
}

function region(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

/** The value an item row shows for one of its options. */
function optionOf(row: HTMLElement, label: string): string | null {
  const term = within(row).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function actionNames(groupName = 'Order actions'): string[] {
  const group = screen.getByRole('group', { name: groupName });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/orders/:uuid', () => {
  it('opened directly by URL, loads the order and shows every block', async () => {
    await openDetail(UUID.pending);
    const order = storedOrder(UUID.pending);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Order ${shortOrderId(order.uuid)}`,
    );
    expect(document.querySelector('[data-status="Pending"]')).toHaveTextContent('Pending');

    const customer = region('Customer');
    expect(within(customer).getByText(order.customer.fullName)).toBeVisible();
    expect(within(customer).getByRole('link', { name: order.customer.email })).toHaveAttribute(
      'href',
      `mailto:${order.customer.email}`,
    );
    expect(within(customer).getByRole('link', { name: '555-0100' })).toHaveAttribute(
      'href',
      'tel:5550100',
    );
    expect(within(customer).getByText(order.customer.address)).toBeVisible();
    expect(within(region('Order')).getByText(order.name)).toBeVisible();

    const materials = region('Colour and finish');
    expect(within(materials).getByText('Arctic White')).toBeVisible();
    expect(within(materials).getByText('Walnut veneer')).toBeVisible();
    expect(within(materials).getByText('W 2440.00 · H 1220.00 · T 19.00 mm')).toBeVisible();
    expect(within(materials).getByText('Grain: Yes')).toBeVisible();

    const items = region('Items (2)');
    const table = within(items).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [base, panel] = order.cabinets;
    if (!base || !panel) throw new Error('the sample order has two items');
    const baseRow = rows[1] as HTMLElement;
    expect(
      within(baseRow).getByText(`${base.name} / ${base.parentName} / ${base.cabinet.name}`),
    ).toBeVisible();
    expect(within(baseRow).getByText('Sink base')).toBeVisible();
    expect(within(baseRow).getByText('600.00 × 720.00 × 560.00 mm')).toBeVisible();
    expect(within(baseRow).getAllByRole('cell')[3]).toHaveTextContent('2');
    expect(optionOf(baseRow, 'Screw assembly')).toBe('Yes');
    expect(optionOf(baseRow, 'Dowel assembly')).toBe('No');
    expect(optionOf(baseRow, 'Number of shelves')).toBe('1');
    expect(optionOf(baseRow, 'Material')).toBe('Cabinet');
    const panelRow = rows[2] as HTMLElement;
    expect(within(panelRow).getByText('Fridge side')).toBeVisible();
    expect(within(panelRow).getByText('596.90 × 2000.00 mm')).toBeVisible();
    expect(optionOf(panelRow, 'Cut orientation')).toBe('Vertical');
    expect(optionOf(panelRow, 'Material')).toBe('Finish');
    expect(within(panelRow).queryByText('Screw assembly')).toBeNull();

    expect(within(region('Production notes')).getByText(order.notes)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Rejection message' })).toBeNull();
  });

  it('shows the status history, newest first, down to the order being placed', async () => {
    await openDetail(UUID.toDeliver);
    const history = await screen.findByRole('region', { name: 'Status history' });
    const entries = within(history).getAllByRole('listitem');
    // Approved, To Cut and To Deliver by the mock admin, then placed by the customer.
    expect(entries).toHaveLength(4);
    expect(entries[0]).toHaveTextContent('admin@localhost');
    expect(entries[0]).toHaveTextContent(/To Cut\s*to\s*To Deliver/);
    expect(entries[3]).toHaveTextContent(
      `Placed by ${storedOrder(UUID.toDeliver).customer.fullName}`,
    );
  });

  it.each([
    ['Pending', UUID.pending, ['Approve', 'Reject', 'Print']],
    ['Approved', UUID.approved, ['To Cut', 'Print']],
    ['To Cut', UUID.toCut, ['To Deliver', 'Print']],
    ['To Deliver', UUID.toDeliver, ['Print']],
    ['Rejected', UUID.rejected, ['Print']],
  ])('offers the status machine moves of a %s order, and Print', async (_status, uuid, names) => {
    await openDetail(uuid);
    expect(actionNames()).toEqual(names);
  });

  it('shows why a Rejected order was rejected', async () => {
    await openDetail(UUID.rejected);
    const order = storedOrder(UUID.rejected);
    expect(order.message).not.toBe('');
    expect(within(region('Rejection message')).getByText(order.message)).toBeVisible();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement?.querySelector('[data-status="Rejected"]')).toHaveTextContent(
      'Rejected',
    );
  });

  it('switches every size between millimetres and inches', async () => {
    const { user } = await openDetail(UUID.pending);
    const items = region('Items (2)');
    await user.click(screen.getByRole('button', { name: 'Inches' }));
    expect(screen.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(items).getByText('23.62 × 28.35 × 22.05 in')).toBeVisible();
    expect(within(items).getByText('23.50 × 78.74 in')).toBeVisible();
    expect(screen.getByText('W 96.06 · H 48.03 · T 0.75 in')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Millimeters' }));
    expect(within(items).getByText('600.00 × 720.00 × 560.00 mm')).toBeVisible();
  });

  it('links back to the list', async () => {
    await openDetail(UUID.pending);
    expect(screen.getByRole('link', { name: /Back to the order list/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('keeps the list query in the back link', async () => {
    await renderAdmin(`/admin/orders/${UUID.approved}?date=week&status=Approved`, {
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: new RegExp(shortOrderId(UUID.approved)) });
    expect(screen.getByRole('link', { name: /Back to the order list/ })).toHaveAttribute(
      'href',
      '/admin/orders?date=week&status=Approved',
    );
  });

  it('sends an unknown order back to the list, with its filters', async () => {
    await renderAdmin('/admin/orders/00000000-0000-4000-a000-000000000000?status=Pending', {
      signedIn: true,
    });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders?status=Pending'), {
      timeout: 5000,
    });
    await findShownText('There is no order "00000000-0000-4000-a000-000000000000".');
  });

  it('sends a path that cannot be an order back to the list without asking the server', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(request.url);
    server.events.on('request:start', listen);
    await renderAdmin('/admin/orders/not-an-order', { signedIn: true });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'), { timeout: 5000 });
    server.events.removeListener('request:start', listen);
    expect(asked.filter((url) => url.includes('not-an-order'))).toEqual([]);
  });

  it('shows a failed load in words with Retry, and Retry loads the order', async () => {
    server.use(
      http.get(ADMIN_MOCK_PATHS.order, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
      ),
    );
    const { user } = await renderAdmin(`/admin/orders/${UUID.pending}`, { signedIn: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The server could not answer right now. Please try again.');
    expect(alert).not.toHaveTextContent('boom');
    expect(currentAdminPath()).toBe(`/admin/orders/${UUID.pending}`);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(shortOrderId(UUID.pending)),
      }),
    ).toBeVisible();
  });

  it('prints with the browser, under a print stylesheet', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openDetail(UUID.toDeliver);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('@media print');
    expect(css).toContain('[data-order-detail]');
  });

  it('speaks Spanish', async () => {
    await openDetail(UUID.pending, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Pedido ${shortOrderId(UUID.pending)}`,
    );
    expect(actionNames('Acciones del pedido')).toEqual(['Aprobar', 'Rechazar', 'Imprimir']);
    expect(screen.getByRole('region', { name: 'Cliente' })).toBeVisible();
  });
});
