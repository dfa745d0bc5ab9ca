import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  offcutStockSchema,
  stockOffcutAnswerSchema,
  type OffcutStock,
  type StoredOrder,
} from '@cutshop/domain';
import {
  cuttingPlan,
  explodeOrder,
  planFileName,
  planSvg,
  usedStockOffcuts,
  type CuttingPlan,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { CookieJar, fetchWith, placeOrder, signIn, storedPart } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith } from './support/orders-fixture';
import { readZip } from './support/zip-reader';

/*
 * The offcut stock (docs/decisions/0012-offcut-stock.md) over HTTP, on each database. The
 * sample order (two 600 x 720 x 560 base cabinets, carcass Arctic White COL-1, fronts Melamine
 * Matte FIN-21, both 18 mm on 2800 x 2070 sheets trimmed to 2780 x 2050) leaves, once fixed:
 *
 * - COL-1 (one sheet): free rectangles 1026 x 1482, 559 x 290, 559 x 178, 492 x 146, 99 x 278,
 *   28 x 564 and 25 x 352; with the default 100 mm minimum the first four go to stock (99, 28
 *   and 25 are below it). Areas: 1,520,532; 162,110; 99,502; 71,832 mm².
 * - FIN-21 (one sheet): 2780 x 1451, 1544 x 143 and 342 x 448, all three to stock (areas
 *   4,033,780; 220,792; 153,216 mm²).
 *
 * A second sample order planned with that stock lays its COL-1 parts on the 1026 x 1482 and the
 * 559 x 290 offcuts and one new sheet, and its FIN-21 fronts on the 2780 x 1451 offcut: three
 * stock offcuts, one new sheet.
 */

/** Sizes of the offcuts in stock per stock key, largest first, as `[length, width]`. */
type StockSizes = Record<string, [number, number][]>;

const FIRST_COL = [
  [1026, 1482],
  [559, 290],
  [559, 178],
  [492, 146],
] as [number, number][];
const FIRST_FIN = [
  [2780, 1451],
  [1544, 143],
  [342, 448],
] as [number, number][];

interface ErrorBody {
  error: { code: string; fields?: { path: string; code: string }[] };
  offcuts?: string[];
}

forEachDatabase('Offcut stock', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  async function read(uuid: string): Promise<StoredOrder> {
    const response = await fetchWith(server, jar, `/api/orders/${uuid}`);
    expect(response.status).toBe(200);
    return (await response.json()) as StoredOrder;
  }

  /** Moves the order to `status` from its current version; the answer. */
  async function move(order: StoredOrder, status: string): Promise<Response> {
    const { version } = await read(order.uuid);
    return fetchWith(server, jar, `/api/orders/${order.uuid}`, {
      method: 'PUT',
      json: { status, message: '', version },
    });
  }

  /** Places the sample order and moves it through Approved to To Cut. */
  async function fixedOrder(): Promise<StoredOrder> {
    const order = await placeOrder(server);
    expect((await move(order, 'Approved')).status).toBe(200);
    expect((await move(order, 'To Cut')).status).toBe(200);
    return read(order.uuid);
  }

  async function planOf(uuid: string): Promise<CuttingPlan> {
    const response = await fetchWith(server, jar, `/api/orders/${uuid}/cutting-plan`);
    expect(response.status).toBe(200);
    return (await response.json()) as CuttingPlan;
  }

  async function stock(): Promise<OffcutStock> {
    const response = await fetchWith(server, jar, '/api/offcuts');
    expect(response.status).toBe(200);
    return offcutStockSchema.parse(await response.json());
  }

  async function stockSizes(): Promise<StockSizes> {
    return Object.fromEntries(
      (await stock()).materials.map((material) => [
        material.stockKey,
        material.offcuts.map((offcut) => [offcut.lengthMm, offcut.widthMm] as [number, number]),
      ]),
    );
  }

  /** The stock's offcut ids of `stockKey`, largest first. */
  async function idsOf(stockKey: string): Promise<string[]> {
    const material = (await stock()).materials.find((m) => m.stockKey === stockKey);
    return material?.offcuts.map((offcut) => offcut.id) ?? [];
  }

  /** Each sheet of each material: the stock offcut it is cut from, or 'new'. */
  function sheetSources(plan: CuttingPlan): Record<string, string[]> {
    return Object.fromEntries(
      plan.materials.map((material) => [
        material.material.code,
        material.sheets.map((sheet) => sheet.source?.offcut.id ?? 'new'),
      ]),
    );
  }

  async function rowOf(id: string): Promise<{ taken_by: string | null; version: number }> {
    const row = (await server
      .db('offcuts')
      .where({ id: Number(id.slice(3)) })
      .first('taken_by', 'version')) as { taken_by: string | null; version: unknown };
    return { taken_by: row.taken_by, version: Number(row.version) };
  }

  function put(id: string, body: unknown): Promise<Response> {
    return fetchWith(server, jar, `/api/offcuts/${id}`, { method: 'PUT', json: body });
  }

  function remove(id: string, version?: number): Promise<Response> {
    const query = version === undefined ? '' : `?version=${version}`;
    return fetchWith(server, jar, `/api/offcuts/${id}${query}`, { method: 'DELETE' });
  }

  function replan(uuid: string, body: unknown): Promise<Response> {
    return fetchWith(server, jar, `/api/orders/${uuid}/cutting-plan/replan`, {
      method: 'POST',
      json: body,
    });
  }

  it('fixes the plan at To Cut and stocks its offcuts of at least the minimum side', async () => {
    const order = await placeOrder(server);
    const preview = await planOf(order.uuid);
    expect(preview.fixedAt).toBeUndefined();
    expect((await move(order, 'Approved')).status).toBe(200);
    expect(await stock()).toEqual({ materials: [] });

    expect((await move(order, 'To Cut')).status).toBe(200);
    const moved = await read(order.uuid);
    const fixed = await planOf(order.uuid);
    // The plan made with an empty stock, fixed at the move's time.
    expect(fixed).toEqual({ ...preview, fixedAt: moved.updatedAt });
    expect(await stockSizes()).toEqual({ 'COL-1/18': FIRST_COL, 'FIN-21/18': FIRST_FIN });
    const [material] = (await stock()).materials;
    expect(material).toMatchObject({
      stockKey: 'COL-1/18',
      code: 'COL-1',
      name: 'Arctic White',
      thicknessMm: 18,
    });
    for (const offcut of material!.offcuts) {
      expect(stockOffcutAnswerSchema.parse(offcut)).toMatchObject({
        sourceOrderUuid: order.uuid,
        sourceOrderId: order.uuid.slice(-12),
        createdAt: moved.updatedAt,
        version: 0,
      });
    }
  });

  it("stocks with the order's own minimum offcut side, kept from when it was placed", async () => {
    const settings = async () =>
      (await (
        await fetchWith(server, jar, '/api/production-settings')
      ).json()) as VersionedProductionSettings;
    const save = async (minOffcutSideMm: number) => {
      const current = await settings();
      const response = await fetchWith(server, jar, '/api/production-settings', {
        method: 'PUT',
        json: { ...current, minOffcutSideMm },
      });
      expect(response.status).toBe(200);
    };
    await save(150);
    const order = await placeOrder(server);
    // The shop's minimum goes back to 100 mm; the order keeps 150 mm
    // (docs/decisions/0010-orders-keep-their-production-settings.md).
    await save(100);
    expect((await move(order, 'Approved')).status).toBe(200);
    expect((await move(order, 'To Cut')).status).toBe(200);
    // 492 x 146 and 1544 x 143 are below 150 mm on one side.
    expect(await stockSizes()).toEqual({
      'COL-1/18': [
        [1026, 1482],
        [559, 290],
        [559, 178],
      ],
      'FIN-21/18': [
        [2780, 1451],
        [342, 448],
      ],
    });
  });

  it("previews a later order on the stock's offcuts and takes them when it goes to To Cut", async () => {
    const first = await fixedOrder();
    const [big, second] = await idsOf('COL-1/18');
    const [fronts] = await idsOf('FIN-21/18');
    const later = await placeOrder(server);

    const preview = await planOf(later.uuid);
    expect(preview.fixedAt).toBeUndefined();
    expect(sheetSources(preview)).toEqual({ 'COL-1': [big, second, 'new'], 'FIN-21': [fronts] });
    const used = preview.materials[0]!.sheets[0]!.source!.offcut;
    expect(used).toEqual({
      id: big,
      lengthMm: 1026,
      widthMm: 1482,
      sourceOrderId: first.uuid.slice(-12),
    });
    // A preview takes nothing.
    expect(await stockSizes()).toEqual({ 'COL-1/18': FIRST_COL, 'FIN-21/18': FIRST_FIN });

    expect((await move(later, 'Approved')).status).toBe(200);
    expect((await move(later, 'To Cut')).status).toBe(200);
    const fixed = await planOf(later.uuid);
    expect(fixed).toEqual({ ...preview, fixedAt: (await read(later.uuid)).updatedAt });
    expect(usedStockOffcuts(fixed)).toEqual([big, second, fronts]);
    for (const id of [big!, second!, fronts!]) {
      expect(await rowOf(id)).toEqual({ taken_by: later.uuid, version: 1 });
    }
    // The three taken leave the stock; what the later plan leaves of them and of its new sheet
    // enters it: on the 1026 x 1482 offcut 252 x 1200 and 458 x 278 (564 x 62 and 99 x 64 are
    // too small), on the 559 x 290 nothing (492 x 84, 63 x 290), on the new sheet 2780 x 924,
    // 514 x 521 and 284 x 559 (1644 x 34 too narrow); on the 2780 x 1451 fronts offcut
    // 1729 x 1451, 595 x 215 and 448 x 249.
    expect(await stockSizes()).toEqual({
      'COL-1/18': [
        [2780, 924],
        [252, 1200],
        [514, 521],
        [284, 559],
        [458, 278],
        [559, 178],
        [492, 146],
      ],
      'FIN-21/18': [
        [1729, 1451],
        [1544, 143],
        [342, 448],
        [595, 215],
        [448, 249],
      ],
    });
    // The first order's fixed plan never changes with the stock.
    expect(usedStockOffcuts(await planOf(first.uuid))).toEqual([]);
  });

  it('keeps a preview while the order and the stock stay as they are, and plans again after', async () => {
    await fixedOrder();
    const [big] = await idsOf('COL-1/18');
    const later = await placeOrder(server);
    const { production } = server.services;
    const preview = await production.cuttingPlan(later.uuid);
    expect(usedStockOffcuts(preview)).toContain(big);
    // Asked again (the plan view, the labels), the plan kept is answered, not made again.
    expect(await production.cuttingPlan(later.uuid)).toBe(preview);
    // The stock changed: the preview is made again, without the offcut removed.
    const { version } = await rowOf(big!);
    expect((await remove(big!, version)).status).toBe(204);
    const again = await production.cuttingPlan(later.uuid);
    expect(again).not.toBe(preview);
    expect(usedStockOffcuts(again)).not.toContain(big);
    // The order changed (a new version): its plan is made again too.
    expect((await move(later, 'Approved')).status).toBe(200);
    expect(await production.cuttingPlan(later.uuid)).not.toBe(again);
  });

  it('replans an order at To Cut: gives back what it took, withdraws what it left, fixes again', async () => {
    const first = await fixedOrder();
    const [big, second] = await idsOf('COL-1/18');
    const [fronts] = await idsOf('FIN-21/18');
    const later = await fixedOrder();
    const before = await planOf(later.uuid);
    const leftBefore = [...(await idsOf('COL-1/18')), ...(await idsOf('FIN-21/18'))];

    // Refused: a stale version, an order not at To Cut, one whose offcuts another plan uses.
    const stale = await replan(later.uuid, { version: later.version - 1 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.code).toBe('stale_order');
    const pending = await placeOrder(server);
    const early = await replan(pending.uuid, { version: pending.version });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.code).toBe('replan_refused');
    const inUse = await replan(first.uuid, { version: first.version });
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as ErrorBody).offcuts).toEqual([big, second, fronts]);
    const bad = await replan(later.uuid, { version: 'latest' });
    expect(bad.status).toBe(400);
    expect(await planOf(later.uuid)).toEqual(before);

    const response = await replan(later.uuid, { version: later.version });
    expect(response.status).toBe(200);
    const replanned = (await response.json()) as CuttingPlan;
    expect(Date.parse(replanned.fixedAt!)).toBeGreaterThanOrEqual(Date.parse(before.fixedAt!));
    expect(await planOf(later.uuid)).toEqual(replanned);
    // Given back (version 2) and taken again by the new plan (version 3): the stock the new
    // plan was made with held them again, as it did when the order was first fixed.
    expect(usedStockOffcuts(replanned)).toEqual([big, second, fronts]);
    for (const id of [big!, second!, fronts!]) {
      expect(await rowOf(id)).toEqual({ taken_by: later.uuid, version: 3 });
    }
    // What it left before is withdrawn; the same sizes enter again under new ids.
    const leftAfter = [...(await idsOf('COL-1/18')), ...(await idsOf('FIN-21/18'))];
    const firstLeft = (await server.db('offcuts').where({ source_order_uuid: first.uuid })).length;
    expect(firstLeft).toBe(7);
    for (const id of leftBefore) {
      const row = (await server
        .db('offcuts')
        .where({ id: Number(id.slice(3)) })
        .first('removed_at', 'source_order_uuid')) as {
        removed_at: unknown;
        source_order_uuid: string;
      };
      if (row.source_order_uuid === later.uuid) {
        expect(row.removed_at).not.toBeNull();
        expect(leftAfter).not.toContain(id);
      } else {
        expect(leftAfter).toContain(id);
      }
    }
    expect((await stockSizes())['COL-1/18']).toHaveLength(7);
  });

  it('gives back, on a replan, the offcuts the new plan does not take', async () => {
    await fixedOrder();
    const [big, second] = await idsOf('COL-1/18');
    const [fronts] = await idsOf('FIN-21/18');
    const later = await fixedOrder();
    // The shop empties the stock, then an order of one cabinet is cut from new sheets: it
    // leaves COL-1 1649 x 2050 and 456 x 600 (492 x 95, 492 x 46, 63 x 198 and 68 x 149 are
    // too small) and FIN-21 2181 x 2050, 143 x 1198 and 595 x 230.
    for (const material of (await stock()).materials) {
      for (const offcut of material.offcuts) {
        expect((await remove(offcut.id, offcut.version)).status).toBe(204);
      }
    }
    const one = storedPart(
      await (
        await server.postOrder(
          orderWith((input) => {
            input.cabinets[0]!.quantity = 1;
          }),
        )
      ).json(),
    );
    expect((await move(one, 'Approved')).status).toBe(200);
    expect((await move(one, 'To Cut')).status).toBe(200);
    expect(await stockSizes()).toEqual({
      'COL-1/18': [
        [1649, 2050],
        [456, 600],
      ],
      'FIN-21/18': [
        [2181, 2050],
        [143, 1198],
        [595, 230],
      ],
    });
    const [wide, small] = await idsOf('COL-1/18');
    const [wideFronts] = await idsOf('FIN-21/18');

    const response = await replan(later.uuid, { version: later.version });
    expect(response.status).toBe(200);
    const replanned = (await response.json()) as CuttingPlan;
    // The new plan lays the carcass on the 1649 x 2050 offcut first, keeps the 1026 x 1482 one,
    // and the fronts on the 2181 x 2050 one: the 559 x 290 and 2780 x 1451 offcuts it took
    // before are back in stock, given back once (version 2).
    expect(usedStockOffcuts(replanned)).toEqual([wide, big, small, wideFronts]);
    expect(await rowOf(second!)).toEqual({ taken_by: null, version: 2 });
    expect(await rowOf(fronts!)).toEqual({ taken_by: null, version: 2 });
    expect(await rowOf(big!)).toEqual({ taken_by: later.uuid, version: 3 });
    expect(await idsOf('COL-1/18')).toContain(second);
    expect(await idsOf('FIN-21/18')).toContain(fronts);
  });

  it('corrects and removes an offcut in stock with its version, and changes nothing on bad input', async () => {
    await fixedOrder();
    const [id] = await idsOf('COL-1/18');

    const shrunk = await put(id!, { lengthMm: 1000, widthMm: 1482, version: 0 });
    expect(shrunk.status).toBe(200);
    expect(stockOffcutAnswerSchema.parse(await shrunk.json())).toMatchObject({
      id,
      lengthMm: 1000,
      widthMm: 1482,
      version: 1,
    });
    const stale = await put(id!, { lengthMm: 990, widthMm: 1482, version: 0 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.code).toBe('stale_offcut');
    const grown = await put(id!, { lengthMm: 1001, widthMm: 1483, version: 1 });
    expect(grown.status).toBe(400);
    expect(((await grown.json()) as ErrorBody).error.fields).toEqual([
      expect.objectContaining({ path: 'lengthMm', code: 'outOfParameters' }),
      expect.objectContaining({ path: 'widthMm', code: 'outOfParameters' }),
    ]);
    for (const body of [
      { lengthMm: 0, widthMm: 1482, version: 1 },
      { lengthMm: 900, version: 1 },
      { lengthMm: 900, widthMm: 1400, version: 1, extra: true },
      { lengthMm: '900', widthMm: 1400, version: 1 },
    ]) {
      expect((await put(id!, body)).status).toBe(400);
    }
    expect((await put('OC-999999', { lengthMm: 9, widthMm: 9, version: 0 })).status).toBe(404);
    expect((await put('bench', { lengthMm: 9, widthMm: 9, version: 0 })).status).toBe(404);
    expect((await stockSizes())['COL-1/18']![0]).toEqual([1000, 1482]);

    expect((await remove(id!)).status).toBe(400);
    expect((await remove(id!, 0)).status).toBe(409);
    expect((await remove('OC-999999', 0)).status).toBe(404);
    expect((await remove(id!, 1)).status).toBe(204);
    expect(await idsOf('COL-1/18')).not.toContain(id);
    const gone = await remove(id!, 2);
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as ErrorBody).error.code).toBe('stale_offcut');
    const notInStock = await put(id!, { lengthMm: 900, widthMm: 900, version: 2 });
    expect(notInStock.status).toBe(409);
    expect((await stockSizes())['COL-1/18']).toEqual(FIRST_COL.slice(1));
  });

  it('refuses to change an offcut a fixed plan took', async () => {
    await fixedOrder();
    const [big] = await idsOf('COL-1/18');
    await fixedOrder();
    expect((await rowOf(big!)).taken_by).not.toBeNull();
    expect((await put(big!, { lengthMm: 900, widthMm: 900, version: 1 })).status).toBe(409);
    expect((await remove(big!, 1)).status).toBe(409);
    expect(await rowOf(big!)).toMatchObject({ version: 1 });
  });

  it('prints offcut labels in English or Spanish', async () => {
    const order = await fixedOrder();
    const [big, second] = await idsOf('COL-1/18');
    const all = await fetchWith(server, jar, '/api/offcuts/labels.html');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(all.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await all.text();
    expect(page.match(/<section class="label">/g)).toHaveLength(7);
    expect(page).toContain(`From order ${order.uuid.slice(-12)}, sheet 1`);
    expect(page).toContain('1026 × 1482 mm');

    const two = await fetchWith(
      server,
      jar,
      `/api/offcuts/labels.html?ids=${second},${big}&lang=es`,
    );
    expect(two.status).toBe(200);
    const spanish = await two.text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish.match(/<p class="id">(OC-\d+)<\/p>/g)).toEqual([
      `<p class="id">${second}</p>`,
      `<p class="id">${big}</p>`,
    ]);
    expect(spanish).toContain('Medida: <strong>559 × 290 mm</strong>');
    expect(spanish).toContain(`Del pedido ${order.uuid.slice(-12)}, tablero 1`);

    expect((await fetchWith(server, jar, '/api/offcuts/labels.html?lang=fr')).status).toBe(400);
    expect((await fetchWith(server, jar, '/api/offcuts/labels.html?ids=7')).status).toBe(400);
    const unknown = await fetchWith(server, jar, '/api/offcuts/labels.html?ids=OC-999999');
    expect(unknown.status).toBe(404);
  });

  it('answers only a signed-in admin', async () => {
    const anonymous = new CookieJar();
    const order = await placeOrder(server);
    for (const [method, path] of [
      ['GET', '/api/offcuts'],
      ['GET', '/api/offcuts/labels.html'],
      ['PUT', '/api/offcuts/OC-1'],
      ['DELETE', '/api/offcuts/OC-1?version=0'],
      ['POST', `/api/orders/${order.uuid}/cutting-plan/replan`],
    ] as const) {
      const response = await fetchWith(server, anonymous, path, {
        method,
        ...(method === 'PUT' || method === 'POST' ? { json: { version: 0 } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("makes every output from the order's plan: the fixed one, a preview with the stock before", async () => {
    await fixedOrder();
    const later = await placeOrder(server);
    const exportOf = async (uuid: string) => {
      const response = await fetchWith(server, jar, `/api/orders/${uuid}/export`);
      expect(response.status).toBe(200);
      const entries = await readZip(Buffer.from(await response.arrayBuffer()));
      return { etag: response.headers.get('etag'), entries };
    };
    const planFile = (plan: CuttingPlan, code: string) => {
      const material = plan.materials.find((m) => m.material.code === code)!;
      return { name: planFileName(material.material), content: planSvg(material) };
    };
    const fileOf = (entries: { name: string; content: Buffer }[], name: string) =>
      entries.find((entry) => entry.name === name)?.content.toString('utf8');

    const preview = await planOf(later.uuid);
    const previewed = await exportOf(later.uuid);
    const svg = planFile(preview, 'COL-1');
    expect(fileOf(previewed.entries, svg.name)).toBe(svg.content);
    // The labels name the offcut a piece is cut from: 7 pieces on the 1026 x 1482 offcut, 2 on
    // the 559 x 290 one, the 3 fronts on the 2780 x 1451 FIN-21 one (20 pieces in all).
    const [big, second] = await idsOf('COL-1/18');
    const [fronts] = await idsOf('FIN-21/18');
    const labels = await fetchWith(server, jar, `/api/orders/${later.uuid}/labels.html`);
    const page = await labels.text();
    const named = (id: string) => page.split(`From offcut ${id}<`).length - 1;
    expect([named(big!), named(second!), named(fronts!)]).toEqual([7, 2, 3]);
    expect(fileOf(previewed.entries, 'labels-a4.html')).toBe(page);
    // The preview changes with the stock (the 559 x 290 offcut it used is removed), and so
    // does the export's ETag.
    const used = second;
    expect((await remove(used!, 0)).status).toBe(204);
    const afterRemoval = await exportOf(later.uuid);
    expect(afterRemoval.etag).not.toBe(previewed.etag);
    const previewAfter = await planOf(later.uuid);
    expect(usedStockOffcuts(previewAfter)).not.toContain(used);
    expect(fileOf(afterRemoval.entries, svg.name)).toBe(planFile(previewAfter, 'COL-1').content);

    expect((await move(later, 'Approved')).status).toBe(200);
    expect((await move(later, 'To Cut')).status).toBe(200);
    const fixed = await planOf(later.uuid);
    const fixedExport = await exportOf(later.uuid);
    expect(fileOf(fixedExport.entries, svg.name)).toBe(planFile(fixed, 'COL-1').content);
    // The stock changes again; the fixed plan's export keeps its bytes.
    const [anyLeft] = await idsOf('FIN-21/18');
    expect((await remove(anyLeft!, 0)).status).toBe(204);
    const again = await exportOf(later.uuid);
    expect(again.etag).toBe(fixedExport.etag);
    expect(await planOf(later.uuid)).toEqual(fixed);
  });

  it('plans an order past To Cut without a stored plan as before stock existed', async () => {
    await fixedOrder();
    const old = await fixedOrder();
    // As an order fixed before plans were kept: no stored plan.
    await server.db('order_cutting_plans').where({ order_uuid: old.uuid }).delete();
    const tree = await server.services.repositories.orderCatalogues.find(old.uuid);
    const stored = (await server.services.repositories.orders.findByUuid(old.uuid))!;
    const settings = await server.services.repositories.orderProductionSettings.find(old.uuid);
    const plan = await planOf(old.uuid);
    expect(plan.fixedAt).toBeUndefined();
    expect(plan).toEqual(
      cuttingPlan(explodeOrder(stored, tree!, settings), stored.uuid, {
        minOffcutSideMm: settings?.minOffcutSideMm,
        kerfMm: settings?.kerfMm,
        trimMm: settings?.trimMm,
        maxCutStages: settings?.maxCutStages,
        firstStage: settings?.firstStage,
      }),
    );
    expect(usedStockOffcuts(plan)).toEqual([]);
  });

  it('never takes one offcut for two plans fixed at once', async () => {
    await fixedOrder();
    const orders = [await placeOrder(server), await placeOrder(server), await placeOrder(server)];
    for (const order of orders) expect((await move(order, 'Approved')).status).toBe(200);
    const answers = await Promise.all(orders.map((order) => move(order, 'To Cut')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const plans = await Promise.all(
      orders.map(async (order) => ({ uuid: order.uuid, plan: await planOf(order.uuid) })),
    );
    const used = plans.flatMap(({ plan }) => usedStockOffcuts(plan));
    expect(new Set(used).size).toBe(used.length);
    for (const { uuid, plan } of plans) {
      for (const id of usedStockOffcuts(plan)) expect((await rowOf(id)).taken_by).toBe(uuid);
    }
    const taken = await server.db('offcuts').whereNotNull('taken_by').count({ n: '*' });
    expect(Number(taken[0]!.n)).toBe(used.length);
  });
});
