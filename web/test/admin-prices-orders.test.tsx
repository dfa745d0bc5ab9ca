import { ADMIN_MOCK_PATHS, adminMockOrders, fixtureUuid } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import {
  cabinetColourOf,
  payableTotal,
  shortOrderId,
  withAdjustment,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';

const PENDING = fixtureUuid(0);
const TO_CUT = fixtureUuid(2);

function storedOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

/** A price as the server stores it at intake: 8 sheets of the order's colour and 39 hinges. */
function priceFor(order: StoredOrder): StoredOrderPrice {
  const colour = cabinetColourOf(order);
  return {
    currency: 'EUR',
    lines: [
      {
        kind: 'material',
        ref: String(colour?.id ?? 1),
        description: `${colour?.name ?? 'Tile'}, 8 sheets`,
        quantity: 8,
        unit: 'sheet',
        unitPrice: 4500,
        amount: 36000,
      },
      {
        kind: 'hardware',
        ref: 'hinge',
        description: 'Hinge, 39 pcs',
        quantity: 39,
        unit: 'piece',
        unitPrice: 150,
        amount: 5850,
      },
      {
        kind: 'edgeBand',
        ref: 'edgeBand',
        description: 'Edge banding, 161.02 m',
        quantity: 161.02,
        unit: 'm',
        unitPrice: 25,
        amount: 4026,
      },
    ],
    subtotal: 45876,
    tax: 9634,
    total: 55510,
    onRequest: false,
    priceListVersion: 3,
    taxRate: 0.21,
    pricesIncludeTax: false,
    adjustment: null,
  };
}

/**
 * The server's answers with prices (docs/production/prices.md): the orders in `priced` carry
 * their price on GET /api/orders/:uuid and a total in the list; every PUT is recorded and
 * answered as the server would (the status moved, the adjustment kept in the price).
 */
function pricedServer(priced: Map<string, StoredOrder & { price: StoredOrderPrice | null }>) {
  const puts: Record<string, unknown>[] = [];
  const current = (order: StoredOrder) => priced.get(order.uuid) ?? order;
  server.use(
    http.get(ADMIN_MOCK_PATHS.list, () => {
      const rows = adminMockOrders()
        .slice(0, 15)
        .map(current)
        .map((order) => {
          const price = (order as { price?: StoredOrderPrice | null }).price ?? null;
          return {
            ...order,
            total: price ? payableTotal(price) : null,
            currency: price?.currency ?? null,
          };
        });
      const total = adminMockOrders().length;
      return HttpResponse.json({
        data: rows,
        count: rows.length,
        total,
        page: 1,
        pageCount: 1,
      });
    }),
    http.get(ADMIN_MOCK_PATHS.order, ({ params }) => {
      const order = priced.get(String(params.uuid));
      return order ? HttpResponse.json(order) : undefined;
    }),
    http.put(ADMIN_MOCK_PATHS.order, async ({ request, params }) => {
      const order = priced.get(String(params.uuid));
      if (!order) return undefined;
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const adjustment = body.adjustment as { amount: number; reason: string } | undefined;
      const price =
        adjustment && order.price
          ? withAdjustment(order.price, {
              ...adjustment,
              by: 'admin@localhost',
              at: '2026-11-26T10:00:00.000Z',
            })
          : order.price;
      const changed = {
        ...order,
        status: body.status as StoredOrder['status'],
        version: order.version + 1,
        updatedAt: new Date(Date.parse(order.updatedAt) + 1000).toISOString(),
        price,
      };
      priced.set(order.uuid, changed);
      return HttpResponse.json(changed);
    }),
  );
  return { puts };
}

function withPrice(uuid: string, price: StoredOrderPrice | null) {
  return new Map([[uuid, { ...storedOrder(uuid), price }]]);
}

async function openDetail(uuid: string, language: 'en' | 'es' = 'en') {
  const view = await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true, language });
  await screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(shortOrderId(uuid)) },
    { timeout: 5000 },
  );
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prices in the admin order list', () => {
  it('shows each priced order’s total, and nothing for an order without a price', async () => {
    const order = storedOrder(PENDING);
    pricedServer(withPrice(PENDING, priceFor(order)));
    await renderAdmin('/admin/orders', { signedIn: true });
    const link = await screen.findByRole(
      'link',
      { name: `Details of order ${shortOrderId(PENDING)}` },
      { timeout: 5000 },
    );
    const row = link.closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('€555.10')).toBeVisible();
    expect(row).toHaveTextContent('Total: €555.10');

    const other = screen
      .getByRole('link', { name: `Details of order ${shortOrderId(TO_CUT)}` })
      .closest<HTMLElement>('[role="row"]')!;
    expect(other).not.toHaveTextContent('Total');
    expect(other).not.toHaveTextContent('€');
  });
});

describe('prices on the admin order detail', () => {
  it('shows the breakdown with the price list version, and prints the quote', async () => {
    const order = storedOrder(PENDING);
    pricedServer(withPrice(PENDING, priceFor(order)));
    const { user } = await openDetail(PENDING);
    const section = screen.getByRole('region', { name: 'Price' });
    const rows = within(section).getAllByRole('row');
    const colour = cabinetColourOf(order)?.name ?? '';
    expect(rows[1]).toHaveTextContent(`${colour}8 sheets€45.00€360.00`);
    expect(rows[2]).toHaveTextContent('Hinges39 pcs€1.50€58.50');
    expect(rows[3]).toHaveTextContent('Edge banding161.02 m€0.25€40.26');
    expect(within(section).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('€458.76');
    expect(within(section).getByRole('row', { name: /^Tax \(21%\)/ })).toHaveTextContent('€96.34');
    expect(within(section).getByRole('row', { name: /^Total/ })).toHaveTextContent('€555.10');
    expect(within(section).getByText('Price list version 3')).toBeVisible();

    const replace = vi.fn();
    const tab = { opener: {}, location: { replace }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const quote = within(section).getByRole('group', { name: 'Print quote' });
    await user.selectOptions(within(quote).getByLabelText('Quote paper'), 'Letter');
    await user.click(within(quote).getByRole('button', { name: 'Print quote' }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`/api/orders/${PENDING}/quote.html?paper=letter`),
    );
    expect(tab.opener).toBeNull();
  });

  it('says when the order has no price', async () => {
    pricedServer(withPrice(TO_CUT, null));
    await openDetail(TO_CUT);
    const section = screen.getByRole('region', { name: 'Price' });
    expect(
      within(section).getByText('No price: the shop had no price list when this order was placed'),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Print quote' })).toBeNull();
  });

  it('says so in Spanish too', async () => {
    pricedServer(withPrice(TO_CUT, null));
    await openDetail(TO_CUT, 'es');
    const section = screen.getByRole('region', { name: 'Precio' });
    expect(
      within(section).getByText(
        'Sin precio: la tienda no tenía lista de precios cuando se hizo este pedido',
      ),
    ).toBeVisible();
  });
});

describe('approving an order with a price', () => {
  it('sends one discount with its reason, and the detail then shows it', async () => {
    const order = storedOrder(PENDING);
    const { puts } = pricedServer(withPrice(PENDING, priceFor(order)));
    const { user } = await openDetail(PENDING);

    await user.click(screen.getByRole('button', { name: 'Adjust the price and approve…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Approve order ${shortOrderId(PENDING)}`,
    });
    expect(within(dialog).getByText('Total: €555.10')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Adjustment (optional)'), 'Discount');
    const amount = within(dialog).getByLabelText(/Amount \(EUR\)/);
    await user.type(amount, '10.5');
    // No reason yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Give the reason for the adjustment')).toBeVisible();
    expect(puts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Loyal customer');
    expect(within(dialog).getByText('New total: €544.60')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      status: 'Approved',
      version: order.version,
      adjustment: { amount: -1050, reason: 'Loyal customer' },
    });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'), { timeout: 5000 });
    const link = await screen.findByRole('link', {
      name: `Details of order ${shortOrderId(PENDING)}`,
    });
    expect(within(link.closest<HTMLElement>('[role="row"]')!).getByText('€544.60')).toBeVisible();

    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: new RegExp(shortOrderId(PENDING)) });
    const section = screen.getByRole('region', { name: 'Price' });
    expect(
      within(section).getByRole('row', { name: /Adjustment: Loyal customer/ }),
    ).toHaveTextContent('-€10.50');
    expect(within(section).getByRole('row', { name: /Total to pay/ })).toHaveTextContent('€544.60');
  });

  it('approves from the dialog without an adjustment when none is chosen', async () => {
    const order = storedOrder(PENDING);
    const { puts } = pricedServer(withPrice(PENDING, priceFor(order)));
    const { user } = await openDetail(PENDING);
    await user.click(screen.getByRole('button', { name: 'Adjust the price and approve…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ status: 'Approved' });
    expect(puts[0]).not.toHaveProperty('adjustment');
  });

  it('offers no adjustment for an order without a price', async () => {
    pricedServer(withPrice(PENDING, null));
    await openDetail(PENDING);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Adjust the price and approve…' })).toBeNull();
  });
});
