/*
 * The prices of the mock API (docs/production/prices.md): the shop's price list (public GET with
 * its ETag, the admin's PUT with its version, 409 and coded 400s, the history), orders priced at
 * intake and answered with their price, the admin list's totals, the approval's adjustment, the
 * printable quote, and the shop without a price list.
 */
import {
  apiErrorBodySchema,
  ACCESSORY_TYPES,
  catalogueSnapshot,
  colourTiles,
  finishTiles,
  orderPriceSchema,
  payableTotal,
  priceListSchema,
  priceListUpdateSchema,
  storedOrderSchema,
  type StoredOrder,
} from '@cutshop/domain';
import { priceOrder, quoteHtml } from '@cutshop/domain/production';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMockOrders,
  adminMockPrice,
  catalogue,
  fixtureUuid,
  MOCK_PRICE_LIST,
  type PriceListHistoryRow,
  resetAdminMockState,
  resetMockState,
  sampleOrderInput,
  scenarios,
  signOutMockAdmin,
  storedOrders,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-03-15T10:30:00.000Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockState();
  resetAdminMockState({ now: NOW, signedIn: true });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function call(path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const json = async (response: Response): Promise<unknown> => response.json();

/** The whole list as a PUT body, at `version`, with `changes`. */
function update(version: number, changes: Record<string, unknown> = {}) {
  return { ...structuredClone(MOCK_PRICE_LIST), version, ...changes };
}

/** The field errors of a 400 as [path, code]. */
async function fieldsOf(response: Response): Promise<[string, string][]> {
  expect(response.status).toBe(400);
  const { error } = apiErrorBodySchema.parse(await response.json());
  expect(error.code).toBe('validation_failed');
  return (error.fields ?? []).map(({ path, code }) => [path, code]);
}

/** GET /api/price-list/history. */
async function history(query = ''): Promise<PriceListHistoryRow[]> {
  const response = await call(`/api/price-list/history${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PriceListHistoryRow[];
}

/** An order answer: the stored order with its price (finalTotal included) and language. */
const answeredOrderSchema = storedOrderSchema.extend({ price: orderPriceSchema.nullable() });

/** GET /api/orders/ rows with what the customer pays. */
async function listRows(query = ''): Promise<(StoredOrder & ListTotals)[]> {
  const response = await call(`/api/orders/${query}`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as { data: (StoredOrder & ListTotals)[] };
  for (const row of page.data) storedOrderSchema.parse(row);
  return page.data;
}

interface ListTotals {
  total: number | null;
  currency: string | null;
}

function postOrder(body: unknown, idempotencyKey = 'key-1') {
  return call('/api/orders/', 'POST', body, { 'Idempotency-Key': idempotencyKey });
}

describe('the price list', () => {
  it('is a valid whole list in euros that prices every tile of the catalogue and every accessory', () => {
    expect(priceListUpdateSchema.safeParse(MOCK_PRICE_LIST).success).toBe(true);
    const tiles = [...colourTiles(catalogue), ...finishTiles(catalogue)].filter(
      (tile) => !tile.custom,
    );
    expect(Object.keys(MOCK_PRICE_LIST.materials).sort()).toEqual(
      tiles.map((tile) => String(tile.id)).sort(),
    );
    expect(Object.keys(MOCK_PRICE_LIST.hardware)).toEqual([...ACCESSORY_TYPES]);
    expect(MOCK_PRICE_LIST).toMatchObject({ version: 1, currency: 'EUR', taxRate: 0.21 });
  });

  it('GET is public, no-cache with an ETag, and 304 for the copy held', async () => {
    signOutMockAdmin();
    const response = await call('/api/price-list');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    expect(priceListSchema.parse(await response.json())).toEqual(MOCK_PRICE_LIST);
    const again = await call('/api/price-list', 'GET', undefined, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('PUT needs the admin session', async () => {
    signOutMockAdmin();
    const response = await call('/api/price-list', 'PUT', update(1));
    expect(response.status).toBe(401);
    expect(priceListSchema.parse(await json(await call('/api/price-list')))).toEqual(
      MOCK_PRICE_LIST,
    );
  });

  it('PUT saves the whole list at the next version, with its history, newest first', async () => {
    const before = await call('/api/price-list');
    const body = update(1, {
      taxRate: 0.1,
      materials: { ...MOCK_PRICE_LIST.materials, '1': { perM2: 1100, wastePercent: 12.5 } },
      hardware: { ...MOCK_PRICE_LIST.hardware, hinge: 300 },
    });
    const response = await call('/api/price-list', 'PUT', body);
    expect(response.status).toBe(200);
    const saved = priceListSchema.parse(await response.json());
    expect(saved).toMatchObject({ version: 2, taxRate: 0.1, hardware: { hinge: 300 } });
    expect(saved).toEqual({ ...priceListSchema.parse(body), version: 2 });

    const after = await call('/api/price-list');
    expect(priceListSchema.parse(await after.json())).toEqual(saved);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));

    const rows = await history();
    expect(rows.map((row) => row.version)).toEqual([2, 1]);
    expect(rows[0]).toMatchObject({ id: 2, by: 'admin@localhost' });
    expect(rows[0]?.changes).toEqual([
      { field: 'taxRate', before: 0.21, after: 0.1 },
      { field: 'materials.1.perSheet', before: 4500, after: null },
      { field: 'hardware.hinge', before: 250, after: 300 },
      // Fields the list did not have come last, as on the server.
      { field: 'materials.1.perM2', before: null, after: 1100 },
      { field: 'materials.1.wastePercent', before: null, after: 12.5 },
    ]);
    // The seed's row: every price from nothing.
    expect(rows[1]?.changes).toContainEqual({ field: 'currency', before: null, after: 'EUR' });
    expect((await history('?limit=1')).map((row) => row.version)).toEqual([2]);
  });

  it('refuses a stale version with 409 stale_price_list, changing nothing', async () => {
    expect(
      (await call('/api/price-list', 'PUT', update(1, { edgeBandPerMetre: 100 }))).status,
    ).toBe(200);
    const stale = await call('/api/price-list', 'PUT', update(1, { edgeBandPerMetre: 200 }));
    expect(stale.status).toBe(409);
    expect(apiErrorBodySchema.parse(await stale.json()).error).toMatchObject({
      code: 'stale_price_list',
      message: expect.stringContaining('version 2') as unknown,
    });
    expect(priceListSchema.parse(await json(await call('/api/price-list')))).toMatchObject({
      version: 2,
      edgeBandPerMetre: 100,
    });
  });

  it('refuses bad values with 400 and coded field errors', async () => {
    const bad = update(1, {
      currency: 'EURO',
      taxRate: 1.5,
      materials: { '26': { perSheet: 100, wastePercent: 5 }, '999': { perSheet: 100 } },
      hardware: { nail: 10 },
      edgeBandPerMetre: -1,
    });
    expect(await fieldsOf(await call('/api/price-list', 'PUT', bad))).toEqual(
      expect.arrayContaining([
        ['currency', 'invalidCurrency'],
        ['taxRate', 'invalidTaxRate'],
        ['materials.26', 'invalidMaterialPrice'],
        ['hardware.nail', 'unknownAccessory'],
        ['edgeBandPerMetre', 'invalidAmount'],
      ]),
    );
    // A tile the catalogue does not have.
    const unknownTile = update(1, { materials: { '999': { perSheet: 100 } } });
    expect(await fieldsOf(await call('/api/price-list', 'PUT', unknownTile))).toEqual([
      ['materials.999', 'unknownMaterial'],
    ]);
    // A list with a field left out.
    const { cuttingPerSheet: _left, ...partial } = update(1);
    expect(await fieldsOf(await call('/api/price-list', 'PUT', partial))).toEqual([
      ['cuttingPerSheet', 'Required'],
    ]);
    const malformed = await call('/api/price-list', 'PUT', '{"version":');
    expect(malformed.status).toBe(400);
    expect(apiErrorBodySchema.parse(await malformed.json()).error.code).toBe('malformed_json');
    expect((await call('/api/price-list/history?limit=abc')).status).toBe(400);
    expect(priceListSchema.parse(await json(await call('/api/price-list')))).toEqual(
      MOCK_PRICE_LIST,
    );
  });

  it('PUT with the version alone empties the list: orders are then placed without a price', async () => {
    const response = await call('/api/price-list', 'PUT', { version: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 2 });
    expect(await json(await call('/api/price-list'))).toEqual({ version: 2 });
    const order = answeredOrderSchema.parse(await json(await postOrder(sampleOrderInput())));
    expect(order.price).toBeNull();
  });
});

describe('orders and their prices', () => {
  it('are priced at intake with the list of that moment, never from the body', async () => {
    const response = await postOrder({ ...sampleOrderInput(), price: { total: 1 } });
    expect(response.status).toBe(201);
    const order = answeredOrderSchema.parse(await response.json());
    const stored = storedOrderSchema.parse(order);
    const expected = priceOrder(stored, catalogueSnapshot(stored, catalogue), MOCK_PRICE_LIST);
    expect(order.price).toEqual({
      ...expected,
      adjustment: null,
      finalTotal: expected.total,
    });
    expect(order.price?.total).toBeGreaterThan(0);
    expect(order.price?.currency).toBe('EUR');
    expect(order.language).toBe('en');
    expect(storedOrders()[0]?.price).toEqual(order.price);

    // A new list prices the next order; the first keeps its price, also on a replay.
    await call('/api/price-list', 'PUT', update(1, { edgeBandPerMetre: 500 }));
    const replay = answeredOrderSchema.parse(await json(await postOrder(sampleOrderInput())));
    expect(replay.price).toEqual(order.price);
    const next = answeredOrderSchema.parse(
      await json(await postOrder(sampleOrderInput(), 'key-2')),
    );
    expect(next.price?.priceListVersion).toBe(2);
    expect(next.price?.total).toBeGreaterThan(order.price?.total ?? 0);
  });

  it('keep the language the page sent, and refuse one it does not know', async () => {
    const spanish = answeredOrderSchema.parse(
      await json(await postOrder({ ...sampleOrderInput(), language: 'es' })),
    );
    expect(spanish.language).toBe('es');
    const refused = await postOrder({ ...sampleOrderInput(), language: 'fr' }, 'key-2');
    expect(refused.status).toBe(400);
    const { error } = apiErrorBodySchema.parse(await refused.json());
    expect(error.fields?.map((field) => field.path)).toEqual(['language']);
  });

  it('are answered with their price and language, and the list rows with what the customer pays', async () => {
    const orders = adminMockOrders();
    const rows = await listRows('?limit=50');
    expect(rows).toHaveLength(orders.length);
    for (const row of rows) {
      const price = adminMockPrice(row.uuid);
      expect(price).not.toBeNull();
      expect(row).toMatchObject({ total: payableTotal(price!), currency: 'EUR' });
    }
    // The fixture approved with the shop's discount.
    const adjusted = answeredOrderSchema.parse(
      await json(await call(`/api/orders/${fixtureUuid(1)}`)),
    );
    expect(adjusted.price?.adjustment).toMatchObject({
      amount: -2500,
      reason: 'Repeat customer discount',
      by: 'admin@localhost',
    });
    expect(adjusted.price?.finalTotal).toBe((adjusted.price?.total ?? 0) - 2500);
    expect(rows.find((row) => row.uuid === fixtureUuid(1))?.total).toBe(adjusted.price?.finalTotal);
    // The Spanish-speaking customer's orders are in Spanish.
    const spanish = answeredOrderSchema.parse(
      await json(await call(`/api/orders/${fixtureUuid(2)}`)),
    );
    expect(spanish.language).toBe('es');
  });
});

describe('the approval with the shop’s adjustment', () => {
  const pending = (): StoredOrder => {
    const order = adminMockOrders().find((entry) => entry.status === 'Pending');
    if (!order) throw new Error('no pending fixture order');
    return order;
  };
  const change = (order: StoredOrder, body: Record<string, unknown>) =>
    call(`/api/orders/${order.uuid}`, 'PUT', { ...order, ...body });

  it('keeps the adjustment with who and when, and answers the total to pay', async () => {
    const order = pending();
    const response = await change(order, {
      status: 'Approved',
      adjustment: { amount: -1000, reason: 'Loyal customer' },
    });
    expect(response.status).toBe(200);
    const approved = answeredOrderSchema.parse(await response.json());
    expect(approved.status).toBe('Approved');
    expect(approved.price?.adjustment).toEqual({
      amount: -1000,
      reason: 'Loyal customer',
      by: 'admin@localhost',
      at: approved.updatedAt,
    });
    expect(approved.price?.finalTotal).toBe((approved.price?.total ?? 0) - 1000);
    const read = answeredOrderSchema.parse(await json(await call(`/api/orders/${order.uuid}`)));
    expect(read.price).toEqual(approved.price);
    expect(adminMockPrice(order.uuid)?.adjustment?.amount).toBe(-1000);
  });

  it('refuses an adjustment with any other move, or a bad one, changing nothing', async () => {
    const order = pending();
    const rejected = await change(order, {
      status: 'Rejected',
      message: 'No stock',
      adjustment: { amount: -1000, reason: 'Loyal customer' },
    });
    expect(await fieldsOf(rejected)).toEqual([['adjustment', 'adjustmentNotAllowed']]);
    const bad = await change(order, { status: 'Approved', adjustment: { amount: 0, reason: ' ' } });
    expect((await fieldsOf(bad)).map(([path]) => path)).toEqual([
      'adjustment.amount',
      'adjustment.reason',
    ]);
    expect(adminMockOrders().find((entry) => entry.uuid === order.uuid)).toEqual(order);
    expect(adminMockPrice(order.uuid)?.adjustment).toBeNull();
  });

  it('refuses an adjustment for an order without a price', async () => {
    resetAdminMockState({ now: NOW, signedIn: true, priceList: 'empty' });
    const order = pending();
    expect(adminMockPrice(order.uuid)).toBeNull();
    const response = await change(order, {
      status: 'Approved',
      adjustment: { amount: -1000, reason: 'Loyal customer' },
    });
    expect(await fieldsOf(response)).toEqual([['adjustment', 'adjustmentNotAllowed']]);
    const approved = await change(order, { status: 'Approved' });
    expect(answeredOrderSchema.parse(await approved.json()).price).toBeNull();
  });
});

describe('the printable quote', () => {
  it('answers the quote page in the order’s language, A4 unless Letter is asked for', async () => {
    const uuid = fixtureUuid(2);
    const response = await call(`/api/orders/${uuid}/quote.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^inline; filename="quote-[0-9a-f]{12}-a4\.html"$/,
    );
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Presupuesto</h1>');
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain('Blanco Ártico: 1 tablero');
    const order = adminMockOrders().find((entry) => entry.uuid === uuid)!;
    const price = adminMockPrice(uuid)!;
    const expected = quoteHtml(order, price, {
      language: 'es',
      paper: 'a4',
      snapshot: catalogueSnapshot(order, catalogue),
    });
    // The same page but for the quote's date, which is today.
    const withoutDate = (text: string) => text.replace(/Fecha del presupuesto<\/dt><dd>[^<]*/, '');
    expect(withoutDate(html)).toBe(withoutDate(expected));

    const letter = await (
      await call(`/api/orders/${fixtureUuid(0)}/quote.html?paper=letter`)
    ).text();
    expect(letter).toContain('<html lang="en">');
    expect(letter).toContain('@page { size: Letter;');
    expect(letter).toContain('Arctic White: 1 sheet');
  });

  it('refuses another paper (400), an unknown order (404), no session (401) and an order without a price (409)', async () => {
    const uuid = fixtureUuid(0);
    const paper = await call(`/api/orders/${uuid}/quote.html?paper=A3`);
    expect(paper.status).toBe(400);
    expect(apiErrorBodySchema.parse(await paper.json()).error.code).toBe('invalid_paper');
    expect((await call(`/api/orders/${fixtureUuid(999)}/quote.html`)).status).toBe(404);
    expect((await call('/api/orders/not-a-uuid/quote.html')).status).toBe(404);
    resetAdminMockState({ now: NOW, signedIn: true, priceList: 'empty' });
    const missing = await call(`/api/orders/${uuid}/quote.html`);
    expect(missing.status).toBe(409);
    expect(apiErrorBodySchema.parse(await missing.json()).error.code).toBe('order_price_missing');
    signOutMockAdmin();
    expect((await call(`/api/orders/${uuid}/quote.html`)).status).toBe(401);
  });
});

describe('the price-list-empty scenario', () => {
  it('is a shop without a price list until it saves one', async () => {
    server.use(...scenarios['price-list-empty']);
    expect(await json(await call('/api/price-list'))).toEqual({ version: 0 });
    const order = answeredOrderSchema.parse(
      await json(await call(`/api/orders/${fixtureUuid(0)}`)),
    );
    expect(order.price).toBeNull();
    const rows = await listRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ total: null, currency: null });
    const placed = answeredOrderSchema.parse(await json(await postOrder(sampleOrderInput())));
    expect(placed.price).toBeNull();
    expect(await history()).toEqual([]);

    // The shop's first save is kept, and prices the next order.
    const saved = await call('/api/price-list', 'PUT', update(0));
    expect(saved.status).toBe(200);
    expect(priceListSchema.parse(await json(await call('/api/price-list')))).toMatchObject({
      version: 1,
      currency: 'EUR',
    });
    const next = answeredOrderSchema.parse(
      await json(await postOrder(sampleOrderInput(), 'key-2')),
    );
    expect(next.price?.priceListVersion).toBe(1);
  });

  it('price-list-error: GET /api/price-list answers 500', async () => {
    server.use(...scenarios['price-list-error']);
    expect((await call('/api/price-list')).status).toBe(500);
  });
});
