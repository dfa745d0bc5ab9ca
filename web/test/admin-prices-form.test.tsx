import { MOCK_ADMIN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const LIST_PATH = '*/api/price-list';
const HISTORY_PATH = '*/api/price-list/history';

/** A list the shop has set, as GET /api/price-list answers it. */
const SET_LIST = {
  version: 3,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perSheet: 4500 } },
  customMaterialPerM2: null,
  backBoardPerM2: 0,
  drawerBoardPerM2: 0,
  edgeBandPerMetre: 25,
  hardware: { hinge: 150 },
  assemblyPerItem: 1500,
  cuttingPerSheet: 0,
};

interface PriceServer {
  /** Every PUT body sent. */
  puts: unknown[];
  /** How many times the list was read. */
  reads: () => number;
}

/**
 * The price list endpoints for the test: GET answers `list` (changed by each accepted PUT),
 * history answers `history`, and PUT answers `respond`'s reply, or the saved list (version + 1).
 */
function priceServer(
  list: Record<string, unknown>,
  options: {
    respond?: (body: Record<string, unknown>, attempt: number) => Response | undefined;
    history?: unknown[];
  } = {},
): PriceServer {
  let current = list;
  let reads = 0;
  const puts: unknown[] = [];
  server.use(
    http.get(HISTORY_PATH, () => HttpResponse.json(options.history ?? [])),
    http.get(LIST_PATH, () => {
      reads += 1;
      return HttpResponse.json(current);
    }),
    http.put(LIST_PATH, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const reply = options.respond?.(body, puts.length);
      if (reply) return reply;
      current = { ...body, version: (body.version as number) + 1 };
      return HttpResponse.json(current);
    }),
  );
  return { puts, reads: () => reads };
}

function open(language: 'en' | 'es' = 'en') {
  return renderAdmin('/admin/prices', {
    signedIn: true,
    knownEmail: MOCK_ADMIN.email,
    language,
  });
}

async function formReady() {
  await screen.findByRole('heading', { level: 1, name: 'Prices' }, { timeout: 5000 });
  // The tiles come from the admin catalogue.
  await screen.findByLabelText('How "Arctic White" is priced', {}, { timeout: 5000 });
}

describe('/admin/prices: the price list form', () => {
  it('saves a list with every amount in integer minor units, read exactly', async () => {
    const prices = priceServer({ version: 0 });
    const { user } = await open();
    await formReady();
    expect(screen.getByText(/The shop has no price list/)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Prices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Prices · Cutshop');

    await user.type(screen.getByLabelText('Tax rate (%)'), '21');
    await user.selectOptions(screen.getByLabelText('How "Arctic White" is priced'), 'Per sheet');
    await user.type(screen.getByLabelText(/Arctic White: Price per sheet/), '45');
    await user.selectOptions(screen.getByLabelText('How "Oak Veneer" is priced'), 'Per m²');
    await user.type(screen.getByLabelText(/Oak Veneer: Price per m²/), '12.5');
    await user.type(screen.getByLabelText(/Oak Veneer: Waste \(%\)/), '15');
    // 0.29 x 100 is 28.999999999999996 in floating point: read as text, it is 29.
    await user.type(screen.getByLabelText('Edge banding per metre'), '0.29');
    await user.type(screen.getByLabelText('Hinges, per piece'), '1.50');
    await user.type(screen.getByLabelText('Toe kick, per metre'), '3.75');
    await user.type(screen.getByLabelText('Assembly per item'), '15');
    await user.click(screen.getByRole('button', { name: 'Save the price list' }));

    await waitFor(() => expect(prices.puts).toHaveLength(1));
    expect(prices.puts[0]).toEqual({
      version: 0,
      currency: 'EUR',
      taxRate: 0.21,
      pricesIncludeTax: false,
      minimumOrder: 0,
      materials: { '1': { perSheet: 4500 }, '26': { perM2: 1250, wastePercent: 15 } },
      customMaterialPerM2: null,
      backBoardPerM2: 0,
      drawerBoardPerM2: 0,
      edgeBandPerMetre: 29,
      hardware: { hinge: 150, toeKick: 375 },
      assemblyPerItem: 1500,
      cuttingPerSheet: 0,
    });
    await findShownText('The price list is saved (version 1)');
    expect(screen.getByText('Version 1')).toBeVisible();
    expect(screen.getByLabelText('Edge banding per metre')).toHaveValue('0.29');
  });

  it('refuses more decimals than the currency has, and sends nothing', async () => {
    const prices = priceServer({ version: 0 });
    const { user } = await open();
    await formReady();
    await user.type(screen.getByLabelText('Minimum order'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save the price list' }));
    await findShownText('At most 2 decimals in EUR');
    expect(screen.getByLabelText('Minimum order')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked in red.');
    expect(prices.puts).toHaveLength(0);
  });

  it('reads the Spanish decimal comma, and shows amounts with it', async () => {
    const prices = priceServer(SET_LIST);
    const { user } = await open('es');
    await screen.findByRole('heading', { level: 1, name: 'Precios' }, { timeout: 5000 });
    const edge = await screen.findByLabelText('Canto por metro');
    expect(edge).toHaveValue('0,25');
    expect(screen.getByLabelText('Tipo de impuesto (%)')).toHaveValue('21');
    const hinge = screen.getByLabelText('Bisagras, por unidad');
    expect(hinge).toHaveValue('1,50');
    await user.clear(hinge);
    await user.type(hinge, '12,5');
    await user.click(screen.getByRole('button', { name: 'Guardar la lista de precios' }));
    await waitFor(() => expect(prices.puts).toHaveLength(1));
    expect(prices.puts[0]).toMatchObject({
      version: 3,
      hardware: { hinge: 1250 },
      edgeBandPerMetre: 25,
      taxRate: 0.21,
      materials: { '1': { perSheet: 4500 } },
    });
  });

  it('says someone else changed the list on a 409, keeps the input, and saves after Reload', async () => {
    const prices = priceServer(SET_LIST, {
      respond: (_body, attempt) =>
        attempt === 1
          ? HttpResponse.json(
              { error: { code: 'stale_price_list', message: 'The price list changed' } },
              { status: 409 },
            )
          : undefined,
    });
    const { user } = await open();
    await formReady();
    const cutting = screen.getByLabelText('Cutting per sheet');
    expect(cutting).toHaveValue('0.00');
    await user.clear(cutting);
    await user.type(cutting, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save the price list' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed the price list; reload');
    expect(cutting).toHaveValue('2.5');
    const readsBefore = prices.reads();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(prices.reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Cutting per sheet')).toHaveValue('2.5');

    await user.click(screen.getByRole('button', { name: 'Save the price list' }));
    await waitFor(() => expect(prices.puts).toHaveLength(2));
    expect(prices.puts[1]).toMatchObject({ version: 3, cuttingPerSheet: 250 });
    await findShownText('The price list is saved (version 4)');
  });

  it('shows a 400 on its field', async () => {
    priceServer(SET_LIST, {
      respond: () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Invalid price list',
              fields: [{ path: 'hardware.hinge', code: 'amountTooLarge', message: 'Too large' }],
            },
          },
          { status: 400 },
        ),
    });
    const { user } = await open();
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Save the price list' }));
    await findShownText('The amount is too large');
    expect(screen.getByLabelText('Hinges, per piece')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked in red.');
    // Typing in the field takes its server message away.
    await user.type(screen.getByLabelText('Hinges, per piece'), '0');
    await waitFor(() => expect(screen.queryByText('The amount is too large')).toBeNull());
  });

  it('clears the list after asking, with the version read alone', async () => {
    const prices = priceServer(SET_LIST);
    const { user } = await open();
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Clear the price list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the price list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(prices.puts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear the price list' }));
    const again = await screen.findByRole('alertdialog', { name: 'Clear the price list?' });
    await user.click(within(again).getByRole('button', { name: 'Clear the price list' }));
    await waitFor(() => expect(prices.puts).toHaveLength(1));
    expect(prices.puts[0]).toEqual({ version: 3 });
    await findShownText('The price list is cleared: no price shows anywhere');
    await findShownText(/The shop has no price list/);
    expect(screen.getByLabelText('Edge banding per metre')).toHaveValue('');
  });

  it('shows the history with the amounts formatted', async () => {
    priceServer(SET_LIST, {
      history: [
        {
          id: 7,
          version: 3,
          by: 'admin@localhost',
          at: '2026-11-20T10:00:00.000Z',
          changes: [
            { field: 'materials.1.perSheet', before: 4000, after: 4500 },
            { field: 'taxRate', before: 0.1, after: 0.21 },
            { field: 'hardware.toeKick', before: null, after: 375 },
          ],
        },
      ],
    });
    await open();
    await formReady();
    const table = await screen.findByRole('table', { name: 'Changes of version 3' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Arctic White: per sheet.*€40\.00.*€45\.00/);
    expect(rows[2]).toHaveTextContent(/Tax rate.*10%.*21%/);
    expect(rows[3]).toHaveTextContent(/Toe kick, per metre.*€3\.75/);
    expect(screen.getByText(/Version 3, by admin@localhost/)).toBeVisible();
  });
});
