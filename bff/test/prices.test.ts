import { get } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CategoryNode,
  type OrderInput,
  type PriceList,
  type StoredOrder,
} from '@cutshop/domain';
import { KITCHEN_ORDER } from '@cutshop/domain/testing';
import { priceOrder, productionFileOf, QUOTE_PAGE_CSP } from '@cutshop/domain/production';
import { CookieJar, fetchWith, putStatus, signIn, storedPart } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';
import { readZip } from './support/zip-reader';
import { PriceListService } from '../src/services/price-list-service';

/** The status of a plain GET with If-None-Match (no Accept-Encoding, as a browser revalidates). */
function conditionalGetStatus(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

/** A price list as the admin's form sends it (docs/production/prices.md, "An example"). */
const LIST = {
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perSheet: 4500 }, '26': { perSheet: 8990 } },
  customMaterialPerM2: 1800,
  backBoardPerM2: 0,
  drawerBoardPerM2: 0,
  edgeBandPerMetre: 25,
  hardware: { hinge: 150, golaJ: 1200, toeKick: 375 },
  assemblyPerItem: 1500,
  cuttingPerSheet: 250,
};

interface ErrorBody {
  error: { code: string; fields?: { path: string; code: string }[] };
}

interface PricedAnswer extends StoredOrder {
  price: (ReturnType<typeof priceOrder> & { adjustment: unknown; finalTotal: number }) | null;
}

forEachDatabase('Prices', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.resetData();
    await server.db('price_list_history').delete();
    await server.db('price_list').where({ id: 1 }).update({ version: 0, list: null });
    server.services.priceList.forget();
  });

  async function readList(): Promise<PriceList> {
    const response = await server.fetch('/api/price-list');
    expect(response.status).toBe(200);
    return (await response.json()) as PriceList;
  }

  function putList(body: unknown, session = jar): Promise<Response> {
    return fetchWith(server, session, '/api/price-list', { method: 'PUT', json: body });
  }

  async function setList(list: object = LIST): Promise<PriceList> {
    const { version } = await readList();
    const response = await putList({ ...list, version });
    expect(response.status).toBe(200);
    return (await response.json()) as PriceList;
  }

  /** The intake's answer without its tracking link (each answer carries a new one). */
  function withoutTrackingPath(answer: unknown): PricedAnswer {
    expect(answer).toHaveProperty('trackingPath', expect.stringMatching(/^\/track\//));
    const { trackingPath: _trackingPath, ...rest } = answer as PricedAnswer & {
      trackingPath: string;
    };
    return rest;
  }

  async function place(input: OrderInput = validOrder()): Promise<PricedAnswer> {
    const response = await server.postOrder(input);
    expect(response.status).toBe(201);
    return withoutTrackingPath(await response.json());
  }

  async function get<T>(pathname: string): Promise<T> {
    const response = await fetchWith(server, jar, pathname);
    expect(response.status, pathname).toBe(200);
    return (await response.json()) as T;
  }

  async function snapshotOf(uuid: string): Promise<CategoryNode[]> {
    return get<CategoryNode[]>(`/api/orders/${uuid}/catalogue`);
  }

  describe('the price list', () => {
    it('answers { version: 0 } alone while the shop has set none, revalidated with an ETag', async () => {
      const response = await server.fetch('/api/price-list');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual({ version: 0 });
      const etag = response.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      expect(await conditionalGetStatus(`${server.baseUrl}/api/price-list`, etag)).toBe(304);
    });

    it('needs an admin session to change it or read its history', async () => {
      const anonymous = new CookieJar();
      expect((await putList({ ...LIST, version: 0 }, anonymous)).status).toBe(401);
      const history = await fetchWith(server, anonymous, '/api/price-list/history');
      expect(history.status).toBe(401);
      expect(await readList()).toEqual({ version: 0 });
    });

    it('saves the whole list with the version read, refuses a stale one, and keeps its history', async () => {
      const first = await putList({ ...LIST, version: 0 });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ version: 1, ...LIST });
      expect(await readList()).toEqual({ version: 1, ...LIST });

      const stale = await putList({ ...LIST, taxRate: 0.1, version: 0 });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as ErrorBody).error.code).toBe('stale_price_list');
      expect(await readList()).toEqual({ version: 1, ...LIST });

      const second = await putList({
        ...LIST,
        hardware: { ...LIST.hardware, hinge: 200 },
        version: 1,
      });
      expect(second.status).toBe(200);
      expect(((await second.json()) as PriceList).version).toBe(2);

      const history =
        await get<{ id: number; version: number; by: string; at: string; changes: unknown[] }[]>(
          '/api/price-list/history',
        );
      expect(history.map((row) => [row.version, row.by])).toEqual([
        [2, TEST_ADMIN.email],
        [1, TEST_ADMIN.email],
      ]);
      expect(history[0]?.changes).toEqual([{ field: 'hardware.hinge', before: 150, after: 200 }]);
      expect(history[1]?.changes).toEqual(
        expect.arrayContaining([
          { field: 'currency', before: null, after: 'EUR' },
          { field: 'taxRate', before: null, after: 0.21 },
          { field: 'materials.1.perSheet', before: null, after: 4500 },
          { field: 'hardware.toeKick', before: null, after: 375 },
        ]),
      );
      expect(history[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(await get<unknown[]>('/api/price-list/history?limit=1')).toHaveLength(1);

      // The version alone empties the list: no price anywhere.
      const cleared = await putList({ version: 2 });
      expect(cleared.status).toBe(200);
      expect(await cleared.json()).toEqual({ version: 3 });
      expect(await readList()).toEqual({ version: 3 });
      const [latest] = await get<{ changes: unknown[] }[]>('/api/price-list/history');
      expect(latest?.changes).toContainEqual({ field: 'currency', before: 'EUR', after: null });
    });

    it('refuses bad values and tiles the catalogue does not have with coded field errors, nothing saved', async () => {
      const bad = await putList({
        ...LIST,
        taxRate: 1.5,
        hardware: { nail: 10 },
        version: 0,
      });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as ErrorBody;
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'taxRate', code: 'invalidTaxRate' }),
          expect.objectContaining({ path: 'hardware.nail', code: 'unknownAccessory' }),
        ]),
      );
      // 100 is a furniture category, 999 nothing at all.
      const unknown = await putList({
        ...LIST,
        materials: { '1': { perSheet: 1 }, '100': { perSheet: 1 }, '999': { perSheet: 1 } },
        version: 0,
      });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as ErrorBody).error.fields).toEqual([
        expect.objectContaining({ path: 'materials.100', code: 'unknownMaterial' }),
        expect.objectContaining({ path: 'materials.999', code: 'unknownMaterial' }),
      ]);
      expect(await readList()).toEqual({ version: 0 });
      expect(await get<unknown[]>('/api/price-list/history')).toEqual([]);
    });

    it('is served by another process within a second of a save (its version checked like the catalogue revision)', async () => {
      // Another process: its own service, its own copy in memory, the same database.
      const other = new PriceListService({
        repositories: server.services.repositories,
        catalogue: server.services.catalogue,
      });
      expect(await other.list()).toEqual({ version: 0 });
      await setList();
      await expect
        .poll(() => other.list(), { timeout: 1000, interval: 50 })
        .toEqual({ version: 1, ...LIST });
    });
  });

  describe("an order's price", () => {
    it('is null, stored nowhere, when the shop has no price list', async () => {
      const answer = await place();
      expect(answer.price).toBeNull();
      expect(answer.language).toBe('en');
      expect(await get<PricedAnswer>(`/api/orders/${answer.uuid}`)).toEqual(answer);
      expect(await server.db('order_prices').count({ n: '*' })).toEqual([{ n: 0 }]);
      const page = await get<{ data: { uuid: string; total: unknown; currency: unknown }[] }>(
        '/api/orders/',
      );
      expect(page.data).toEqual([expect.objectContaining({ total: null, currency: null })]);
    });

    it("is the domain's priceOrder of the order with its own catalogue, kept when the list changes", async () => {
      const list = await setList();
      const answer = await place(KITCHEN_ORDER);
      const snapshot = await snapshotOf(answer.uuid);
      const expected = priceOrder(storedPart(answer), snapshot, list);
      expect(expected.lines.length).toBeGreaterThan(3);
      expect(answer.price).toEqual({
        ...expected,
        adjustment: null,
        finalTotal: expected.total,
      });
      expect(answer.price?.priceListVersion).toBe(1);
      expect(await get<PricedAnswer>(`/api/orders/${answer.uuid}`)).toEqual(answer);

      // The browser never sets a price: one sent with the order is ignored.
      const sent = await place({ ...KITCHEN_ORDER, price: { total: 1 } } as OrderInput);
      expect(sent.price?.total).toBe(expected.total);

      // A later list never changes a placed order's price.
      await setList({ ...LIST, materials: { '1': { perSheet: 9999 } }, cuttingPerSheet: 0 });
      expect((await get<PricedAnswer>(`/api/orders/${answer.uuid}`)).price).toEqual(answer.price);
      const later = await place(KITCHEN_ORDER);
      expect(later.price?.priceListVersion).toBe(2);
      expect(later.price?.total).not.toBe(expected.total);

      // The admin list's rows carry what each order pays.
      const page = await get<{ data: { uuid: string; total: unknown; currency: unknown }[] }>(
        '/api/orders/',
      );
      const totals = Object.fromEntries(
        page.data.map((row) => [row.uuid, [row.total, row.currency]]),
      );
      expect(totals[answer.uuid]).toEqual([expected.total, 'EUR']);
      expect(totals[later.uuid]).toEqual([later.price?.total, 'EUR']);
    });

    it('answers the same price on an idempotent replay', async () => {
      await setList();
      const headers = { 'Idempotency-Key': 'prices-replay-1' };
      const first = await server.postOrder(validOrder(), headers);
      const replay = await server.postOrder(validOrder(), headers);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const answer = withoutTrackingPath(await first.json());
      expect(answer.price).not.toBeNull();
      expect(withoutTrackingPath(await replay.json())).toEqual(answer);
    });

    it('keeps the language the order was placed in', async () => {
      const answer = await place({ ...validOrder(), language: 'es' });
      expect(answer.language).toBe('es');
      expect((await get<PricedAnswer>(`/api/orders/${answer.uuid}`)).language).toBe('es');
    });

    it('states the total in the confirmation e-mail', async () => {
      await setList();
      const answer = await place();
      const row = await server.db('email_outbox').where({ reference: answer.uuid }).first();
      const total = answer.price?.total ?? -1;
      const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        total / 100,
      );
      expect(row.text_body).toContain(`Total: ${money}`);
    });
  });

  describe('the adjustment on approval', () => {
    it('is stored with the price, reaches the list row and the status e-mail', async () => {
      await setList();
      const order = storedPart(await place(KITCHEN_ORDER));
      const response = await fetchWith(server, jar, `/api/orders/${order.uuid}`, {
        method: 'PUT',
        json: {
          status: 'Approved',
          version: order.version,
          adjustment: { amount: -1000, reason: 'Loyal customer' },
        },
      });
      expect(response.status).toBe(200);
      const approved = (await response.json()) as PricedAnswer;
      const price = approved.price;
      expect(price?.adjustment).toEqual({
        amount: -1000,
        reason: 'Loyal customer',
        by: TEST_ADMIN.email,
        at: expect.stringMatching(/Z$/) as unknown,
      });
      expect(price?.finalTotal).toBe((price?.total ?? 0) - 1000);
      expect(await get<PricedAnswer>(`/api/orders/${order.uuid}`)).toEqual(approved);

      const page = await get<{ data: { uuid: string; total: unknown }[] }>('/api/orders/');
      expect(page.data.find((row) => row.uuid === order.uuid)?.total).toBe(price?.finalTotal);

      const email = await server
        .db('email_outbox')
        .where({ reference: order.uuid, kind: 'order_status_approved' })
        .first();
      const money = (amount: number) =>
        new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount / 100);
      expect(email.text_body).toContain('Discount: -€10.00 (Loyal customer)');
      expect(email.text_body).toContain(`New total: ${money(price?.finalTotal ?? 0)}`);
      expect(email.html_body).toContain('Loyal customer');
    });

    it('is refused on any other move, and for an order without a price, with nothing changed', async () => {
      const unpriced = storedPart(await place());
      const refused = await fetchWith(server, jar, `/api/orders/${unpriced.uuid}`, {
        method: 'PUT',
        json: { status: 'Approved', version: 1, adjustment: { amount: 500, reason: 'Rush' } },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.fields).toEqual([
        expect.objectContaining({ path: 'adjustment', code: 'adjustmentNotAllowed' }),
      ]);
      expect((await get<StoredOrder>(`/api/orders/${unpriced.uuid}`)).status).toBe('Pending');

      await setList();
      const priced = storedPart(await place());
      const rejected = await fetchWith(server, jar, `/api/orders/${priced.uuid}`, {
        method: 'PUT',
        json: {
          status: 'Rejected',
          message: 'No',
          version: 1,
          adjustment: { amount: 500, reason: 'Rush' },
        },
      });
      expect(rejected.status).toBe(400);
      expect(((await rejected.json()) as ErrorBody).error.fields?.[0]?.path).toBe('adjustment');
      const bad = await fetchWith(server, jar, `/api/orders/${priced.uuid}`, {
        method: 'PUT',
        json: { status: 'Approved', version: 1, adjustment: { amount: 1.5, reason: '' } },
      });
      expect(bad.status).toBe(400);
      const approved = await putStatus(server, jar, priced, 'Approved');
      expect(approved.status).toBe(200);
      const plain = (await approved.json()) as PricedAnswer;
      expect(plain.price?.adjustment).toBeNull();
      const email = await server
        .db('email_outbox')
        .where({ reference: priced.uuid, kind: 'order_status_approved' })
        .first();
      expect(email.text_body).toContain(`Total: `);
      expect(plain.price?.finalTotal).toBe(plain.price?.total);
    });
  });

  describe('the quote and the production files', () => {
    it.each([
      ['a4', 'en', 'size: A4'],
      ['letter', 'en', 'size: Letter'],
      ['a4', 'es', 'size: A4'],
      ['letter', 'es', 'size: Letter'],
    ] as const)('prints the quote on %s in %s', async (paper, language, size) => {
      await setList();
      const order = await place({ ...KITCHEN_ORDER, language });
      const response = await fetchWith(
        server,
        jar,
        `/api/orders/${order.uuid}/quote.html?paper=${paper}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(QUOTE_PAGE_CSP);
      const html = await response.text();
      expect(html).toContain(size);
      expect(html).toContain(`lang="${language}"`);
      expect(html).toContain(language === 'es' ? 'Presupuesto' : 'Quote');
      expect(html).not.toMatch(/<script/i);
    });

    it('answers 409 for an order without a price, 404 for an unknown one, 401 without a session', async () => {
      const unpriced = await place();
      const missing = await fetchWith(server, jar, `/api/orders/${unpriced.uuid}/quote.html`);
      expect(missing.status).toBe(409);
      expect(((await missing.json()) as ErrorBody).error.code).toBe('order_price_missing');
      const unknown = await fetchWith(
        server,
        jar,
        '/api/orders/6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f/quote.html',
      );
      expect(unknown.status).toBe(404);
      const anonymous = await fetchWith(
        server,
        new CookieJar(),
        `/api/orders/${unpriced.uuid}/quote.html`,
      );
      expect(anonymous.status).toBe(401);
      const paper = await fetchWith(
        server,
        jar,
        `/api/orders/${unpriced.uuid}/quote.html?paper=A5`,
      );
      expect(paper.status).toBe(400);
    });

    it('puts the price in production.txt and price.json, and leaves an order without one as it was', async () => {
      const unpriced = await place(KITCHEN_ORDER);
      await setList();
      const priced = await place(KITCHEN_ORDER);

      // Without a price: exactly the file the domain makes without one.
      const plain = await fetchWith(server, jar, `/api/orders/${unpriced.uuid}/production.txt`);
      const plainText = await plain.text();
      expect(plainText).toBe(
        productionFileOf(storedPart(unpriced), await snapshotOf(unpriced.uuid)).content,
      );
      expect(plainText).not.toContain('PRICE');
      const plainZip = await readZip(
        Buffer.from(
          await (await fetchWith(server, jar, `/api/orders/${unpriced.uuid}/export`)).arrayBuffer(),
        ),
      );
      expect(plainZip.map((entry) => entry.name)).not.toContain('price.json');
      const orderJson = plainZip.find((entry) => entry.name === 'order.json');
      expect(orderJson?.content.toString('utf8')).not.toContain('"language"');

      const text = await (
        await fetchWith(server, jar, `/api/orders/${priced.uuid}/production.txt`)
      ).text();
      expect(text).toContain('PRICE (EUR, PRICE LIST VERSION 1)');
      expect(text).toContain('Edge banding');
      const exportOf = async () => {
        const response = await fetchWith(server, jar, `/api/orders/${priced.uuid}/export`);
        expect(response.status).toBe(200);
        return {
          etag: response.headers.get('etag'),
          files: await readZip(Buffer.from(await response.arrayBuffer())),
        };
      };
      const before = await exportOf();
      const priceFile = before.files.find((entry) => entry.name === 'price.json');
      expect(JSON.parse(priceFile?.content.toString('utf8') ?? '{}')).toEqual(priced.price);
      expect(
        before.files.find((entry) => entry.name === 'production.txt')?.content.toString(),
      ).toBe(text);

      // An adjustment changes the files and their ETag.
      const response = await fetchWith(server, jar, `/api/orders/${priced.uuid}`, {
        method: 'PUT',
        json: { status: 'Approved', version: 1, adjustment: { amount: 2500, reason: 'Delivery' } },
      });
      expect(response.status).toBe(200);
      const after = await exportOf();
      expect(after.etag).not.toBe(before.etag);
      const adjusted = JSON.parse(
        after.files.find((entry) => entry.name === 'price.json')?.content.toString('utf8') ?? '{}',
      ) as { finalTotal: number; total: number };
      expect(adjusted.finalTotal).toBe(adjusted.total + 2500);
      const adjustedText = await (
        await fetchWith(server, jar, `/api/orders/${priced.uuid}/production.txt`)
      ).text();
      expect(adjustedText).toContain('Delivery');
    });
  });
});
