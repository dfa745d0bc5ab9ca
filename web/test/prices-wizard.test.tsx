import { catalogue } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import {
  acceptOrder,
  formatMoney,
  orderInputSchema,
  trackingPathOf,
  type OrderDraft,
  type PriceList,
  type SetPriceList,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { priceOrder, type OrderPrice } from '@cutshop/domain/production';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePriceListStore } from '../src/features/ordering/prices/price-list-store';
import { draftMaterials, draftStoredOrder } from '../src/features/ordering/prices/draft-order';
import { useCart } from '../src/features/ordering/state/cart-store';
import { completeDraft, materialsDone, sampleItems } from './support/fixtures';
import { findHeading, renderApp } from './support/render-app';

/*
 * Prices in the customer wizard (docs/production/prices.md): with the shop's price list, step 3
 * shows each item's price and a running total, the summary the estimate's breakdown and the
 * result page the total the server priced the order at; without one, no price anywhere.
 */

/** Arctic White per m² with waste, the custom finish per m², edging, hinges and assembly. */
const PRICES: SetPriceList = {
  version: 4,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perM2: 2500, wastePercent: 10 } },
  customMaterialPerM2: 4000,
  backBoardPerM2: 0,
  drawerBoardPerM2: 0,
  edgeBandPerMetre: 90,
  hardware: { hinge: 150 },
  assemblyPerItem: 1500,
  cuttingPerSheet: 0,
};

const NO_PRICES: PriceList = { version: 0 };

/** GET /api/price-list answers `list`; gives how many times it was asked so far. */
function servePriceList(list: PriceList): () => number {
  let reads = 0;
  server.use(
    http.get('*/api/price-list', () => {
      reads += 1;
      return HttpResponse.json(list);
    }),
  );
  return () => reads;
}

/**
 * POST /api/orders/ accepts the order as the server does and answers it with `price`, the
 * server's own (it never takes one from the browser). Gives the bodies sent.
 */
function serveOrdersPricedAt(price: StoredOrderPrice | null): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/orders/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const order = acceptOrder(orderInputSchema.parse(body), catalogue, {
        uuid: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
        now: new Date('2026-11-26T10:00:00.000Z'),
      });
      return HttpResponse.json(
        { ...order, price, trackingPath: trackingPathOf('PricedOrderTrackToken1') },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

/** The domain's price of `draft` with `list` (the function the server calls at intake). */
function domainPrice(draft: Partial<OrderDraft>, list: SetPriceList): OrderPrice {
  const full = { ...useCart.getState().draft, ...draft } as OrderDraft;
  const order = draftStoredOrder(full, draftMaterials(full, catalogue));
  if (!order) throw new Error('the draft cannot be priced');
  return priceOrder(order, catalogue, list);
}

const euros = (amount: number) => formatMoney(amount, 'EUR', 'en');

/** An amount as the page shows it in Spanish, spaces as the text queries read them. */
const eurosEs = (amount: number) => formatMoney(amount, 'EUR', 'es').replace(/\s/g, ' ');

function runningTotal() {
  return screen.getByTestId('running-total');
}

beforeEach(() => {
  usePriceListStore.setState({ list: null });
});

describe('step 3 with a price list', () => {
  it('shows each item on its own and a running total that follows adds, edits and removals', async () => {
    servePriceList(PRICES);
    const [base, panel] = sampleItems();
    if (!base || !panel) throw new Error('the sample has two items');
    const { user } = await renderApp('/step3', { draft: { ...materialsDone, cabinets: [base] } });
    await findHeading('Enter the items details');

    expect(runningTotal()).toHaveAttribute('aria-live', 'polite');
    const one = domainPrice({ cabinets: [base] }, PRICES);
    await waitFor(() => expect(runningTotal()).toHaveTextContent(euros(one.total)));
    expect(runningTotal()).toHaveTextContent('Estimated total');
    const card = screen.getByRole('article', { name: 'Base 1 Door' });
    expect(within(card).getByText('Price on its own')).toBeVisible();
    // Alone, an item's price is the order's (no minimum order here).
    expect(within(card).getByText(euros(one.total))).toBeVisible();

    // Added: the item form's Accept stores the item with this action (item-form tests).
    act(() => useCart.getState().processItem(panel));
    const two = domainPrice({ cabinets: [base, panel] }, PRICES);
    expect(two.total).toBeGreaterThan(one.total);
    await waitFor(() => expect(runningTotal()).toHaveTextContent(euros(two.total)));
    const panelAlone = domainPrice({ cabinets: [panel] }, { ...PRICES, minimumOrder: 0 });
    const panelCard = screen.getByRole('article', { name: 'End Panel' });
    await waitFor(() => expect(within(panelCard).getByText(euros(panelAlone.total))).toBeVisible());

    // Edited through the form: one more base cabinet.
    await user.click(screen.getByRole('button', { name: 'Edit item 1' }));
    await findHeading('Base 1 Door');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await findHeading('Enter the items details');
    const edited = useCart.getState().draft.cabinets;
    expect(edited[0]?.quantity).toBe((base.quantity ?? 1) + 1);
    const three = domainPrice({ cabinets: edited }, PRICES);
    expect(three.total).toBeGreaterThan(two.total);
    await waitFor(() => expect(runningTotal()).toHaveTextContent(euros(three.total)));

    // Removed.
    await user.click(screen.getByRole('button', { name: 'Delete item 2' }));
    const four = domainPrice({ cabinets: useCart.getState().draft.cabinets }, PRICES);
    expect(four.total).toBeLessThan(three.total);
    await waitFor(() => expect(runningTotal()).toHaveTextContent(euros(four.total)));
  });

  it('says an item with a custom material priced on request is not fully priced', async () => {
    servePriceList({ ...PRICES, customMaterialPerM2: null });
    await renderApp('/step3', { draft: { ...materialsDone, cabinets: sampleItems() } });
    await findHeading('Enter the items details');
    await waitFor(() =>
      expect(runningTotal()).toHaveTextContent('plus the custom material, priced on request'),
    );
    expect(screen.getAllByText(/\+ custom material on request$/).length).toBeGreaterThan(0);
  });
});

describe('the summary with a price list', () => {
  it('shows the breakdown line by line, marked as an estimate', async () => {
    const list: SetPriceList = { ...PRICES, cuttingPerSheet: 250, minimumOrder: 5_000_000 };
    servePriceList(list);
    await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(
      within(price).getByText('Estimate — the shop confirms the price when it approves the order'),
    ).toBeVisible();
    const expected = domainPrice(completeDraft(), list);
    await waitFor(() => expect(within(price).getByText('Total')).toBeVisible());

    const labels = [
      'Arctic White',
      'Custom finish material: Walnut veneer',
      'Edge banding',
      'Hinges',
      'Assembly',
      'Cutting',
      'Minimum order',
    ];
    for (const label of labels) expect(within(price).getByText(label)).toBeVisible();
    expect(expected.lines.map((line) => line.kind)).toEqual([
      'material',
      'customMaterial',
      'edgeBand',
      'hardware',
      'assembly',
      'cutting',
      'minimumOrder',
    ]);
    for (const line of expected.lines) {
      expect(within(price).getAllByText(euros(line.amount)).length).toBeGreaterThan(0);
    }
    const white = expected.lines[0];
    expect(
      within(price).getByText(new RegExp(`m² × ${euros(2500).replace('.', '\\.')} per m²`)),
    ).toBeVisible();
    expect(white?.unit).toBe('m2');
    expect(within(price).getByText(/\d+ sheets? × €2\.50 per sheet/)).toBeVisible();
    expect(within(price).getByText('Subtotal')).toBeVisible();
    expect(within(price).getAllByText(euros(expected.subtotal)).length).toBeGreaterThan(0);
    expect(within(price).getByText('Tax (21%)')).toBeVisible();
    expect(within(price).getByText(euros(expected.tax))).toBeVisible();
    expect(within(price).getByText(euros(expected.total))).toBeVisible();
  });

  it('says "Price on request" for a custom material the shop prices on request', async () => {
    servePriceList({ ...PRICES, customMaterialPerM2: null });
    await renderApp('/summary', { draft: completeDraft() });
    const price = await screen.findByRole('region', { name: 'Price' });
    const line = await within(price).findByText('Custom finish material: Walnut veneer');
    expect(within(line.closest('li') as HTMLElement).getByText('Price on request')).toBeVisible();
    expect(
      within(price).getByText(
        'The custom material is priced on request: the total leaves it out, and the shop will tell you its price.',
      ),
    ).toBeVisible();
  });

  it('sends the page language with the order, and the result shows the server’s total', async () => {
    const reads = servePriceList(PRICES);
    const estimate = domainPrice(completeDraft(), PRICES);
    // The server's own price (another list version, say): the page must show it, not the estimate.
    const stored: StoredOrderPrice = {
      ...estimate,
      currency: 'EUR',
      total: 123_450,
      adjustment: null,
      priceListVersion: 5,
    };
    const sent = serveOrdersPricedAt(stored);
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await screen.findByRole('region', { name: 'Price' });
    const readsBeforeSend = reads();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');

    // The price list is read afresh before Send (within its 30 s it would not be asked again).
    expect(reads()).toBe(readsBeforeSend + 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.language).toBe('en');
    expect(sent[0]).not.toHaveProperty('price');
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent('€1,234.50');
    expect(total).not.toHaveTextContent(euros(estimate.total));
  });
});

describe('without a price list', () => {
  it('shows no price on step 3, the summary or the result page', async () => {
    servePriceList(NO_PRICES);
    serveOrdersPricedAt(null);
    const { user, unmount } = await renderApp('/step3', {
      draft: completeDraft(),
    });
    await findHeading('Enter the items details');
    // Long enough for a price to have been computed, were there a list.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.body).not.toHaveTextContent('€');
    expect(screen.queryByText('Price on its own')).toBeNull();
    expect(screen.queryByText('Estimated total')).toBeNull();
    unmount();

    await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    expect(document.body).not.toHaveTextContent('€');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(document.body).not.toHaveTextContent('€');
  });
});

describe('in Spanish', () => {
  it('formats amounts the Spanish way and sends the order in Spanish', async () => {
    servePriceList(PRICES);
    const stored: StoredOrderPrice = {
      ...domainPrice(completeDraft(), PRICES),
      currency: 'EUR',
      total: 1_234_567,
      adjustment: null,
    };
    const sent = serveOrdersPricedAt(stored);
    const { user } = await renderApp('/summary', { draft: completeDraft(), language: 'es' });
    const price = await screen.findByRole('region', { name: 'Precio' });
    expect(
      within(price).getByText('Estimación: el taller confirma el precio cuando aprueba el pedido'),
    ).toBeVisible();
    const expected = domainPrice(completeDraft(), PRICES);
    await waitFor(() => expect(within(price).getByText(eurosEs(expected.total))).toBeVisible());
    expect(within(price).getByText('Impuestos (21 %)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await findHeading('Su pedido se envió correctamente');
    expect(sent[0]?.language).toBe('es');
    // Intl's Spanish groups thousands from five digits on (CLDR): 12.345,67 €, 1234,50 €.
    expect(screen.getByTestId('order-total')).toHaveTextContent('12.345,67 €');
    expect(eurosEs(123_450)).toBe('1234,50 €');
  });
});
