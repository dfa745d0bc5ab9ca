import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  DEFAULT_PRODUCTION_SETTINGS,
  type CuttingPlan,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { REFERENCE_ORDER_MM } from '@cutshop/domain/testing';
import { CookieJar, fetchWith, putStatus, signIn, storedPart } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith } from './support/orders-fixture';
import { rawGet } from './support/raw-http';
import { ProductionSettingsService } from '../src/services/production-settings-service';

interface ErrorBody {
  error: { code: string; fields?: { path: string; code: string }[] };
}

interface HistoryRow {
  id: number;
  version: number;
  by: string;
  at: string;
  settings: unknown;
  changes: unknown[];
}

/** A shop with a 3.2 mm blade, 15 mm trim and a three-stage saw that rips first. */
/** What the tests read of a tracking page's answer. */
interface TrackedAnswer {
  checkSettings: unknown;
  hardware: { accessories: { toeKick: { total: number } } };
}

const SHOP = {
  ...DEFAULT_PRODUCTION_SETTINGS,
  kerfMm: 3.2,
  trimMm: 15,
  minOffcutSideMm: 150,
  maxCutStages: 3,
  firstStage: 'rip',
} as const;

/**
 * The outputs a plan or the parts go into: the plan itself, the export (its plan files), the
 * cut list, the hardware and the production file.
 */
const OUTPUTS = ['cutting-plan', 'export', 'cutlist', 'hardware', 'production.txt'] as const;

type Outputs = Record<(typeof OUTPUTS)[number], { body: Buffer; etag: unknown }>;

/** A saw of 3.2 mm, 15 mm trim, cutting in at most 2 stages, ripping first. */
const TWO_STAGE_SAW = {
  ...DEFAULT_PRODUCTION_SETTINGS,
  kerfMm: 3.2,
  trimMm: 15,
  minOffcutSideMm: 100,
  maxCutStages: 2,
  firstStage: 'rip',
} as const;

/** The deepest stage of any cut of the plan that is not a trimming cut. */
function deepestStage(plan: CuttingPlan): number {
  return Math.max(
    0,
    ...plan.materials.flatMap((material) =>
      material.sheets.flatMap((sheet) =>
        sheet.cuts.filter((cut) => cut.trim !== true).map((cut) => cut.stage),
      ),
    ),
  );
}

forEachDatabase('Production settings', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.resetData();
    await server.db('production_settings_history').delete();
    await server.db('production_settings').where({ id: 1 }).update({ version: 0, settings: null });
    server.services.productionSettings.forget();
  });

  async function read(path = '/api/production-settings'): Promise<VersionedProductionSettings> {
    const response = await fetchWith(server, jar, path);
    expect(response.status).toBe(200);
    return (await response.json()) as VersionedProductionSettings;
  }

  function put(body: unknown, session = jar): Promise<Response> {
    return fetchWith(server, session, '/api/production-settings', { method: 'PUT', json: body });
  }

  async function history(query = ''): Promise<HistoryRow[]> {
    const response = await fetchWith(server, jar, `/api/production-settings/history${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as HistoryRow[];
  }

  async function place(): Promise<StoredOrder> {
    const response = await server.postOrder(REFERENCE_ORDER_MM);
    expect(response.status).toBe(201);
    return (await response.json()) as StoredOrder;
  }

  async function outputsOf(uuid: string): Promise<Outputs> {
    const read = {} as Outputs;
    for (const output of OUTPUTS) {
      const answer = await rawGet(`${server.baseUrl}/api/orders/${uuid}/${output}`, {
        Cookie: jar.header(),
      });
      expect(answer.status, output).toBe(200);
      read[output] = { body: answer.body, etag: answer.headers.etag };
    }
    return read;
  }

  function planOf(outputs: Outputs): CuttingPlan {
    return JSON.parse(outputs['cutting-plan'].body.toString('utf8')) as CuttingPlan;
  }

  /** The tracking page's answer of a placed order, as served (its settings, its toe kick). */
  async function tracked(order: StoredOrder): Promise<TrackedAnswer> {
    const path = (order as StoredOrder & { trackingPath: string }).trackingPath;
    const answer = await fetchWith(server, new CookieJar(), `/api${path}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as TrackedAnswer;
  }

  async function save(settings: object): Promise<void> {
    const { version } = await read();
    expect((await put({ ...settings, version })).status).toBe(200);
  }

  it("answers the code's defaults at version 0 until the shop saves", async () => {
    expect(await read()).toEqual({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
    expect(await history()).toEqual([]);
  });

  it('needs an admin session to read, change or list them', async () => {
    const anonymous = new CookieJar();
    expect((await fetchWith(server, anonymous, '/api/production-settings')).status).toBe(401);
    expect((await put({ ...SHOP, version: 0 }, anonymous)).status).toBe(401);
    const list = await fetchWith(server, anonymous, '/api/production-settings/history');
    expect(list.status).toBe(401);
    const order = await place();
    const kept = await fetchWith(server, anonymous, `/api/orders/${order.uuid}/parts-settings`);
    expect(kept.status).toBe(401);
    expect(await read()).toEqual({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
  });

  it('saves every field with the version read, refuses a stale one, and keeps a history', async () => {
    const first = await put({ ...SHOP, version: 0 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...SHOP, version: 1 });
    expect(await read()).toEqual({ ...SHOP, version: 1 });

    const stale = await put({ ...SHOP, kerfMm: 4.4, version: 0 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.code).toBe('stale_production_settings');
    expect(await read()).toEqual({ ...SHOP, version: 1 });

    const second = await put({ ...SHOP, maxCutStages: 'none', version: 1 });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ...SHOP, maxCutStages: 'none', version: 2 });

    const rows = await history();
    expect(rows.map((row) => [row.version, row.by])).toEqual([
      [2, TEST_ADMIN.email],
      [1, TEST_ADMIN.email],
    ]);
    expect(rows[0]?.changes).toEqual([{ field: 'maxCutStages', before: 3, after: 'none' }]);
    expect(rows[0]?.settings).toEqual({ ...SHOP, maxCutStages: 'none' });
    // The first save, from the defaults (4 mm, 10 mm, 100 mm, no limit, any first stage).
    expect(rows[1]?.changes).toEqual([
      { field: 'kerfMm', before: 4, after: 3.2 },
      { field: 'trimMm', before: 10, after: 15 },
      { field: 'minOffcutSideMm', before: 100, after: 150 },
      { field: 'maxCutStages', before: 'none', after: 3 },
      { field: 'firstStage', before: 'any', after: 'rip' },
    ]);
    expect(rows[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await history('?limit=1')).toHaveLength(1);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const same = await put({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
    expect(await history()).toEqual([]);
    expect(await server.db('production_settings').where({ id: 1 }).first('version')).toEqual({
      version: 0,
    });
  });

  it('refuses values out of range, unknown choices and unknown fields with field errors, nothing saved', async () => {
    const bad = await put({
      ...SHOP,
      kerfMm: 11,
      maxCutStages: 5,
      firstStage: 'diagonal',
      version: 0,
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.map((field) => field.path).sort()).toEqual([
      'firstStage',
      'kerfMm',
      'maxCutStages',
    ]);
    const unknown = await put({ ...SHOP, edgeBandMm: 1, version: 0 });
    expect(unknown.status).toBe(400);
    // The parts settings: a band over 3 mm, 2.5 mm milled, no drawer board, legs as text.
    const parts = await put({
      ...SHOP,
      edgeBandFrontsMm: 3.5,
      preMillShelvesMm: 2.5,
      drawerBoardMm: 0,
      heightIncludesLegs: 'yes',
      version: 0,
    });
    expect(parts.status).toBe(400);
    const partsBody = (await parts.json()) as ErrorBody;
    expect(partsBody.error.fields?.map((field) => field.path).sort()).toEqual([
      'drawerBoardMm',
      'edgeBandFrontsMm',
      'heightIncludesLegs',
      'preMillShelvesMm',
    ]);
    // A save of the saw's fields only: every parts field is named as missing.
    const sawOnly = await put({
      kerfMm: 3.2,
      trimMm: 10,
      minOffcutSideMm: 100,
      maxCutStages: 3,
      firstStage: 'any',
      version: 0,
    });
    expect(sawOnly.status).toBe(400);
    const sawOnlyBody = (await sawOnly.json()) as ErrorBody;
    expect(sawOnlyBody.error.fields?.map((field) => field.path)).toContain('legHeightMm');
    expect(sawOnlyBody.error.fields).toHaveLength(20);
    // A plinth higher than the legs is refused on its field, whatever the ranges allow.
    const high = await put({ ...DEFAULT_PRODUCTION_SETTINGS, legHeightMm: 80, version: 0 });
    expect(high.status).toBe(400);
    expect((await high.json()) as ErrorBody).toMatchObject({
      error: { fields: [{ path: 'plinthHeightMm' }] },
    });
    const missing = await put({ kerfMm: 3, version: 0 });
    expect(missing.status).toBe(400);
    expect(await read()).toEqual({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
    expect(await history()).toEqual([]);
  });

  it('are used by another process within a second of a save', async () => {
    // Another process: its own service, its own copy in memory, the same database.
    const other = new ProductionSettingsService({ repositories: server.services.repositories });
    expect(await other.current()).toEqual({ ...DEFAULT_PRODUCTION_SETTINGS, version: 0 });
    expect((await put({ ...SHOP, version: 0 })).status).toBe(200);
    await expect
      .poll(() => other.current(), { timeout: 1000, interval: 50 })
      .toEqual({ ...SHOP, version: 1 });
  });
  it("tell anyone the wizard's settings (legs, front gap, reveal, plinth source), with a short cache", async () => {
    const legs = async () => {
      const answer = await fetchWith(server, new CookieJar(), '/api/production-settings/legs');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      return (await answer.json()) as unknown;
    };
    expect(await legs()).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 3,
      frontRevealMm: 2,
      plinthSource: 'board',
    });
    const before = await place();
    await save({
      ...DEFAULT_PRODUCTION_SETTINGS,
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 2,
      frontRevealMm: 4,
      plinthSource: 'profile',
    });
    expect(await legs()).toEqual({
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 2,
      frontRevealMm: 4,
      plinthSource: 'profile',
    });
    // The tracking page draws each order with the legs, gap and reveal it keeps, whatever the
    // shop's are now.
    const after = await place();
    expect((await tracked(before)).checkSettings).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 3,
      frontRevealMm: 2,
    });
    expect((await tracked(after)).checkSettings).toEqual({
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 2,
      frontRevealMm: 4,
    });
    // Its plinths too: cut from board before, no toe kick; a bought profile after, the runs'
    // length (docs/production/parts.md, "Plinths"): run 1, 6200 mm and item 1's return of
    // 560 - 50 - 18 = 492; the L corner's own 322 + 304; run 3, 3400 + 50 mm and item 16's
    // return of 432: 6692 + 626 + 3882 = 11200 mm.
    expect((await tracked(before)).hardware.accessories.toeKick.total).toBe(0);
    expect((await tracked(after)).hardware.accessories.toeKick.total).toBe(11200);
  });

  it("checks a new order's fronts against the box its legs leave", async () => {
    // Item 5, a 600 x 870 base of 3 drawers on legs: its drawer fronts of 350 mm fit a 870 mm box
    // (at most (870 - 2 - 2 - 2 x 3 - 100) / 2 = 380), not a 770 mm one (at most 330).
    const order = structuredClone(REFERENCE_ORDER_MM);
    const drawers = order.cabinets[4]!;
    expect([drawers.x, drawers.y, drawers.dwheight]).toEqual([600, 870, 180]);
    drawers.dwheight = 350;
    const refused = await server.postOrder(order);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.fields).toEqual([
      expect.objectContaining({ path: 'cabinets.4.dwheight', code: 'drawerFrontsTooHigh' }),
    ]);
    await save({ ...DEFAULT_PRODUCTION_SETTINGS, heightIncludesLegs: false });
    const placed = await server.postOrder(order);
    expect(placed.status).toBe(201);
  });

  it("checks a new order's doors against the shop's front gap", async () => {
    // Item 4, a 1000 mm sink base, sends a pair of 496 mm doors: with a 3 mm gap each may be
    // (1000 - 1.5 - 3 - 1.5) / 2 = 497; with a 5 mm gap (1000 - 2.5 - 5 - 2.5) / 2 = 495. Item 11,
    // an 800 mm wall pair of 396.5 mm doors: (800 - 3 - 3) / 2 = 397 and (800 - 5 - 5) / 2 = 395.
    const order = structuredClone(REFERENCE_ORDER_MM);
    const sink = order.cabinets[3]!;
    expect([sink.x, sink.dwidth]).toEqual([1000, 496]);
    expect([order.cabinets[10]!.x, order.cabinets[10]!.dwidth]).toEqual([800, 396.5]);
    await save({ ...DEFAULT_PRODUCTION_SETTINGS, frontGapMm: 5 });
    const refused = await server.postOrder(order);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.fields).toEqual([
      expect.objectContaining({
        path: 'cabinets.3.dwidth',
        code: 'doorPairTooWide',
        params: { limit: '495 mm' },
      }),
      expect.objectContaining({
        path: 'cabinets.10.dwidth',
        code: 'doorPairTooWide',
        params: { limit: '395 mm' },
      }),
    ]);
    // Made to fit, it is placed with the 5 mm gap and its tracking page keeps drawing with it
    // once the shop is back to 3 mm.
    sink.dwidth = 495;
    order.cabinets[10]!.dwidth = 395;
    const fitted = await server.postOrder(order);
    expect(fitted.status).toBe(201);
    await save({ ...DEFAULT_PRODUCTION_SETTINGS });
    expect((await tracked((await fitted.json()) as StoredOrder)).checkSettings).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 5,
      frontRevealMm: 2,
    });
    sink.dwidth = 496;
    order.cabinets[10]!.dwidth = 396.5;
    expect((await server.postOrder(order)).status).toBe(201);
  });

  describe('kept with each order', () => {
    it('builds a new order with the parts settings, leaving one placed before as it was', async () => {
      type CutListBody = {
        edgeBand: unknown;
        materials: {
          material: { code: string };
          cabinets: {
            parts: {
              role: string;
              finished: { lengthMm: number; widthMm: number };
              cut: { lengthMm: number; widthMm: number };
              edges: Record<'L1' | 'L2' | 'W1' | 'W2', boolean>;
            }[];
          }[];
        }[];
      };
      const cutListOf = async (uuid: string) =>
        (await (await fetchWith(server, jar, `/api/orders/${uuid}/cutlist`)).json()) as CutListBody;
      const before = await place();
      const old = await outputsOf(before.uuid);

      // Fronts banded 2 mm with 0.5 mm milled off each edge first; an 18 mm drawer board.
      await save({
        ...DEFAULT_PRODUCTION_SETTINGS,
        edgeBandFrontsMm: 2,
        preMillFrontsMm: 0.5,
        drawerBoardMm: 18,
      });
      const after = await place();
      const parts = await server.services.repositories.orderProductionSettings.find(after.uuid);
      expect(parts).toMatchObject({ edgeBandFrontsMm: 2, preMillFrontsMm: 0.5, version: 1 });
      const cutList = await cutListOf(after.uuid);
      expect(cutList.edgeBand).toEqual({
        thicknessMm: 2,
        overlengthMm: 50,
        byKind: { fronts: 2, carcass: 1, shelves: 1 },
        preMillMm: { fronts: 0.5, carcass: 0, shelves: 0 },
      });
      const doors = cutList.materials
        .flatMap((entry) => entry.cabinets.flatMap((cabinet) => cabinet.parts))
        .filter((part) => part.role === 'door');
      expect(doors.length).toBeGreaterThan(0);
      for (const door of doors) {
        // Banded all round: 2 - 0.5 = 1.5 off each edge, 3 off each side.
        expect(door.cut.lengthMm).toBeCloseTo(door.finished.lengthMm - 3, 6);
        expect(door.cut.widthMm).toBeCloseTo(door.finished.widthMm - 3, 6);
      }
      // What the admin's drawings build the order with: its own parts settings.
      const kept = await fetchWith(server, jar, `/api/orders/${after.uuid}/parts-settings`);
      expect(await kept.json()).toEqual({
        ...DEFAULT_PARTS_SETTINGS,
        edgeBandFrontsMm: 2,
        preMillFrontsMm: 0.5,
        drawerBoardMm: 18,
      });
      const codes = cutList.materials.map((entry) => entry.material.code);
      expect(codes).toContain('DRAWER-18');
      expect(codes).not.toContain('DRAWER-16');

      // The order placed before: its cut list, plan, export, hardware and file keep their bytes.
      const again = await outputsOf(before.uuid);
      for (const output of OUTPUTS) {
        expect(again[output].body.equals(old[output].body), output).toBe(true);
        expect(again[output].etag, output).toEqual(old[output].etag);
      }
      expect((await cutListOf(before.uuid)).edgeBand).toEqual({ thicknessMm: 1, overlengthMm: 50 });
    });

    it('stores the settings at intake and plans with them, leaving orders placed before as they were', async () => {
      const before = await place();
      expect(await server.services.repositories.orderProductionSettings.find(before.uuid)).toEqual({
        ...DEFAULT_PRODUCTION_SETTINGS,
        version: 0,
      });
      const old = await outputsOf(before.uuid);
      const oldPlan = planOf(old);
      // Without a limit the planner cuts the reference order deeper than two stages.
      expect(deepestStage(oldPlan)).toBeGreaterThan(2);
      for (const material of oldPlan.materials) {
        expect([material.kerfMm, material.trimMm]).toEqual([4, 10]);
      }

      await save(TWO_STAGE_SAW);
      const after = await place();
      expect(await server.services.repositories.orderProductionSettings.find(after.uuid)).toEqual({
        ...TWO_STAGE_SAW,
        version: 1,
      });
      const plan = planOf(await outputsOf(after.uuid));
      expect(deepestStage(plan)).toBeLessThanOrEqual(2);
      for (const material of plan.materials) {
        expect([material.kerfMm, material.trimMm]).toEqual([3.2, 15]);
        // 15 mm off each edge: a 2800 x 2070 sheet leaves 2800 - 30 = 2770 x 2070 - 30 = 2040.
        for (const sheet of material.sheets) {
          expect([sheet.usableLengthMm, sheet.usableWidthMm]).toEqual([
            material.material.sheetLengthMm - 30,
            material.material.sheetWidthMm - 30,
          ]);
        }
      }

      // The order placed before: the same bytes and ETags after the change.
      const again = await outputsOf(before.uuid);
      for (const output of OUTPUTS) {
        expect(again[output].body.equals(old[output].body), output).toBe(true);
        expect(again[output].etag, output).toEqual(old[output].etag);
      }
    });

    it('prices the order with the sheets its own settings cut', async () => {
      // Per-sheet prices and a cutting charge: the price counts the plan's sheets.
      const list = {
        currency: 'EUR',
        taxRate: 0,
        pricesIncludeTax: false,
        minimumOrder: 0,
        materials: {},
        customMaterialPerM2: 0,
        backBoardPerM2: 0,
        drawerBoardPerM2: 0,
        edgeBandPerMetre: 0,
        hardware: {},
        assemblyPerItem: 0,
        cuttingPerSheet: 100,
      };
      const priced = await fetchWith(server, jar, '/api/price-list', {
        method: 'PUT',
        json: { ...list, version: 0 },
      });
      expect(priced.status).toBe(200);
      const sheetsCharged = (
        order: StoredOrder & { price?: { lines: { kind: string; quantity: number }[] } },
      ) => order.price?.lines.find((line) => line.kind === 'cutting')?.quantity;

      const before = await place();
      const defaultSheets = planOf(await outputsOf(before.uuid)).totals.sheets;
      expect(sheetsCharged(before)).toBe(defaultSheets);

      // An 8 mm blade, 50 mm off each edge and two stages crosscut first: the same parts need
      // more sheets than with the defaults (19 against 17).
      await save({ ...SHOP, kerfMm: 8, trimMm: 50, maxCutStages: 2, firstStage: 'cross' });
      const after = await place();
      const sheets = planOf(await outputsOf(after.uuid)).totals.sheets;
      expect(sheets).toBeGreaterThan(defaultSheets);
      expect(sheetsCharged(after)).toBe(sheets);
    });

    it("checks To Cut with the order's own trim", async () => {
      // The sample order with a custom finish of side x side mm (no grain: parts may turn).
      const withFinish = (side: number) =>
        orderWith((order) => {
          order.material = [
            {
              id: null,
              name: 'Offcut',
              x: side,
              y: side,
              z: 18,
              grain: false,
              custom: true,
              color: 1,
              unit: 'mm',
              materialType: 'finish',
            },
          ];
        });
      // Its longest finish part L, read from a probe on a large sheet.
      const probe = await server.postOrder(withFinish(2000));
      const cutList = (await (
        await fetchWith(server, jar, `/api/orders/${storedPart(await probe.json()).uuid}/cutlist`)
      ).json()) as {
        materials: {
          material: { code: string };
          cabinets: { parts: { cut: { lengthMm: number } }[] }[];
        }[];
      };
      const longest = Math.max(
        ...cutList.materials
          .filter((entry) => entry.material.code === 'CUSTOM-FIN')
          .flatMap((entry) => entry.cabinets.flatMap((cabinet) => cabinet.parts))
          .map((part) => part.cut.lengthMm),
      );
      // A sheet of L + 40 mm square: the default 10 mm trim leaves L + 20, every part fits; a
      // 50 mm trim leaves L - 60, and the longest part fits neither way.
      const body = withFinish(Math.ceil(longest) + 40);
      const approved = async (): Promise<StoredOrder> => {
        const placed = await server.postOrder(body);
        expect(placed.status).toBe(201);
        const order = storedPart(await placed.json());
        return storedPart(await (await putStatus(server, jar, order, 'Approved')).json());
      };
      const before = await approved();
      await save({ ...DEFAULT_PRODUCTION_SETTINGS, trimMm: 50 });
      const after = await approved();

      const unplaced = async (order: StoredOrder) => {
        const read = await fetchWith(server, jar, `/api/orders/${order.uuid}/cutting-plan`);
        return ((await read.json()) as CuttingPlan).totals.unplaced;
      };
      expect(await unplaced(before)).toBe(0);
      expect(await unplaced(after)).toBeGreaterThan(0);
      const refused = await putStatus(server, jar, after, 'To Cut');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorBody).error.code).toBe('parts_unplaced');
      // The order placed before keeps its 10 mm trim: every part placed, no reason asked.
      expect((await putStatus(server, jar, before, 'To Cut')).status).toBe(200);
    });

    it('plans an order placed before the settings were kept with the defaults', async () => {
      const order = await place();
      const placed = await outputsOf(order.uuid);
      await save(TWO_STAGE_SAW);
      // As the orders stored before the migration: no settings row at all.
      await server.db('order_production_settings').where({ order_uuid: order.uuid }).delete();
      expect(await server.services.repositories.orderProductionSettings.find(order.uuid)).toBe(
        undefined,
      );
      const read = await outputsOf(order.uuid);
      for (const output of OUTPUTS) {
        expect(read[output].body.equals(placed[output].body), output).toBe(true);
        expect(read[output].etag, output).toEqual(placed[output].etag);
      }
    });
  });
});
