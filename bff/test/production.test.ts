import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, StoredOrder } from '@cutshop/domain';
import {
  buildCutList,
  cuttingPlan,
  explodeOrder,
  exportContents,
  exportEntries,
  hardwareForOrder,
  labelsHtml,
  partId,
  type CutList,
  type CutListMaterial,
  type CuttingPlan,
  type HardwareSummary,
  LABEL_PAPERS,
  type LabelPaper,
  type Part,
} from '@cutshop/domain/production';
import { asStoredBeforeConstructionCheck } from '@cutshop/domain/testing';
import { CookieJar, fetchWith, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import {
  INCH_ORDER,
  MM_ORDER,
  REFERENCE_ORDER_IN,
  REFERENCE_ORDER_MM,
  storeOrderAs,
} from './support/production-orders';
import { rawGet } from './support/raw-http';
import { readZip, type ZipEntryRead } from './support/zip-reader';

interface ErrorBody {
  error: { code: string; message: string };
}

/** The production endpoints of an order, and the catalogue it was built from. */
const ENDPOINTS = [
  'catalogue',
  'hardware',
  'cutlist',
  'cutting-plan',
  'labels.html',
  'production.txt',
  'export',
] as const;

const UNKNOWN_UUID = '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f';
const MALFORMED_UUIDS = ['not-a-uuid', '6f1c2a4e-8b1d-4c2a-9f3e', '1234'];

/** The files every export starts with; one drawing per item follows them. */
const FIXED_FILES = [
  'order.json',
  'production.txt',
  'cutlist.csv',
  'cutlist-cutlistoptimizer.csv',
  'cutlist-homag.csv',
  'homag-project.zip',
  'hardware.csv',
];

/**
 * What the export holds after the drawings: one cutting plan per material (the millimetre
 * reference order is cut from Arctic White, tile 1, and Oak Veneer, tile 26), then the labels.
 */
const PLAN_AND_LABEL_FILES = [
  'plans/col-1.svg',
  'plans/fin-26.svg',
  // The drawer boxes' 16 mm board (docs/production/parts.md, "Drawer boxes").
  'plans/drawer-16.svg',
  'labels-a4.html',
  'labels-letter.html',
];

/** The labels page's Content-Security-Policy: inline styles and nothing else. */
const LABELS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * How long the web waits for a download before it gives up (web/src/features/admin/api/
 * download-file.ts): the export of a large order must arrive within it.
 */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * The large export's test: the server's answer (its 1,980 pieces planned and labelled twice),
 * then the same files computed again here to compare, on a busy two-core machine.
 */
const LARGE_EXPORT_TEST_MS = 120_000;

/** HOMAG's grain column: 0 none, 1 lengthwise, 2 crosswise. */
const HOMAG_GRAIN = { N: '0', L: '1', W: '2' } as const;

/** A parsed CSV as records keyed by its header (a UTF-8 BOM is dropped). */
function csvRecords(text: string): Record<string, string>[] {
  return parse(text, { columns: true, bom: true }) as Record<string, string>[];
}

/** One part line of the cut list, in the cut list's order: material, then cabinet, then part. */
interface CutListRow {
  material: CutListMaterial['material'];
  cabinetIndex: number;
  part: Part;
}

function cutListRows(cutList: CutList): CutListRow[] {
  return cutList.materials.flatMap(({ material, cabinets }) =>
    cabinets.flatMap((cabinet) =>
      cabinet.parts.map((part) => ({ material, cabinetIndex: cabinet.index, part })),
    ),
  );
}

/** A length as the CSV files write it: millimetres with one decimal. */
function oneDecimal(mm: number): number {
  return Math.round(mm * 10) / 10;
}

/** The text of the zip entry `name`. */
/** The text of a file the domain lists for the export (undefined for a nested zip). */
function expectedText(
  entries: ReturnType<typeof exportContents>,
  name: string,
): string | undefined {
  const entry = entries.find((each) => each.name === name);
  return entry !== undefined && 'content' in entry ? entry.content : undefined;
}

function entryText(entries: readonly ZipEntryRead[], name: string): string {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`the export has no ${name}`);
  return entry.content.toString('utf8');
}

/** The sum of a CSV column. */
function columnSum(records: readonly Record<string, string>[], column: string): number {
  return records.reduce((sum, record) => sum + Number(record[column]), 0);
}

forEachDatabase('Production outputs', (database) => {
  let server: TestServer;
  let jar: CookieJar;
  let tree: CategoryNode[];
  let mmOrder: StoredOrder;
  let inchOrder: StoredOrder;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
    tree = await server.services.catalogue.tree();
    // Item 4 as stored before intake ran the construction check: a 600 mm door width, clamped.
    mmOrder = await storeOrderAs(
      server,
      REFERENCE_ORDER_MM,
      MM_ORDER,
      asStoredBeforeConstructionCheck,
    );
    inchOrder = await storeOrderAs(server, REFERENCE_ORDER_IN, INCH_ORDER);
  });
  afterAll(() => server?.stop());

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetchWith(server, jar, pathname, { headers });

  /** GET over node:http with the session: the bytes and headers as they travel. */
  const getRaw = (pathname: string, headers: Record<string, string> = {}) =>
    rawGet(`${server.baseUrl}${pathname}`, { Cookie: jar.header(), ...headers });

  /** The order's admin page under the test server's public URL (PUBLIC_URL). */
  const orderUrlOf = (order: StoredOrder) => `http://shop.example.test/admin/orders/${order.uuid}`;

  async function cutListOf(order: StoredOrder): Promise<CutList> {
    const response = await get(`/api/orders/${order.uuid}/cutlist`);
    expect(response.status).toBe(200);
    return (await response.json()) as CutList;
  }

  async function exportOf(order: StoredOrder): Promise<ZipEntryRead[]> {
    const response = await getRaw(`/api/orders/${order.uuid}/export`);
    expect(response.status).toBe(200);
    return readZip(response.body);
  }

  describe('access', () => {
    it('refuses every one without a session', async () => {
      const anonymous = new CookieJar();
      for (const endpoint of ENDPOINTS) {
        const response = await fetchWith(
          server,
          anonymous,
          `/api/orders/${mmOrder.uuid}/${endpoint}`,
        );
        expect(response.status, endpoint).toBe(401);
        expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
      }
    });

    it('answers 404 for an unknown or a malformed uuid', async () => {
      for (const endpoint of ENDPOINTS) {
        for (const uuid of [UNKNOWN_UUID, ...MALFORMED_UUIDS]) {
          const response = await get(`/api/orders/${uuid}/${endpoint}`);
          expect(response.status, `${uuid}/${endpoint}`).toBe(404);
          expect(((await response.json()) as ErrorBody).error.code).toBe('order_not_found');
        }
      }
    });

    it('reads the uuid in either case', async () => {
      const response = await get(`/api/orders/${mmOrder.uuid.toUpperCase()}/cutlist`);
      expect(response.status).toBe(200);
    });

    it('answers 405 for another method', async () => {
      const response = await fetchWith(server, jar, `/api/orders/${mmOrder.uuid}/export`, {
        method: 'POST',
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('GET');
    });
  });

  describe('hardware', () => {
    it('answers the summary the domain computes, for either unit', async () => {
      for (const order of [mmOrder, inchOrder]) {
        const response = await get(`/api/orders/${order.uuid}/hardware`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
        // Admin data: never from a cache (the admin session middleware says so).
        expect(response.headers.get('cache-control')).toBe('no-store');
        const hardware = (await response.json()) as HardwareSummary;
        expect(hardware).toEqual(hardwareForOrder(order, tree));
        expect(hardware.unit).toBe(order.unit);
      }
    });

    it('counts a wall unit by hand', async () => {
      const hardware = (await (
        await get(`/api/orders/${mmOrder.uuid}/hardware`)
      ).json()) as HardwareSummary;
      // Item 10, a wall unit, quantity 3, 2 adjustable shelves (docs/production/hardware.md):
      // shelf pins 4 per shelf x 2 shelves x 3 = 24; wall clips 2 per cabinet x 3 = 6.
      const wallUnit = { index: 10, type: 'Wall 1 Door' };
      expect(hardware.accessories.pinShelves.cabinets).toContainEqual({
        ...wallUnit,
        quantity: 24,
      });
      expect(hardware.accessories.clipWall.cabinets).toContainEqual({ ...wallUnit, quantity: 6 });
    });
  });

  describe('cut list', () => {
    it('answers the cut list the domain computes, for either unit', async () => {
      for (const order of [mmOrder, inchOrder]) {
        const response = await get(`/api/orders/${order.uuid}/cutlist`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const cutList = (await response.json()) as CutList;
        expect(cutList).toEqual(buildCutList(explodeOrder(order, tree)));
        expect(cutList.unit).toBe(order.unit);
      }
    });

    it('has the parts worked out by hand', async () => {
      const cutList = await cutListOf(mmOrder);
      const partsOf = (index: number) =>
        cutList.materials.flatMap((material) =>
          material.cabinets
            .filter((cabinet) => cabinet.index === index)
            .flatMap((cabinet) => cabinet.parts),
        );
      // Item 10, wall unit 400 x 720 x 320, quantity 3, Arctic White 18 mm (no legs):
      // 2 sides per cabinet, Hb x D = 720 x 320, front edge banded (1 mm off the width).
      expect(partsOf(10).find((part) => part.role === 'side')).toMatchObject({
        material: 'cabinet',
        thicknessMm: 18,
        perCabinet: 2,
        quantity: 6,
        finished: { lengthMm: 720, widthMm: 320 },
        cut: { lengthMm: 720, widthMm: 319 },
      });
      // Its top: (W - 2T) x D = (400 - 36) x 320 = 364 x 320, one per cabinet.
      expect(partsOf(10).find((part) => part.role === 'top')).toMatchObject({
        perCabinet: 1,
        quantity: 3,
        finished: { lengthMm: 364, widthMm: 320 },
      });
      // Item 17, end panel 580 x 870 in Oak Veneer (19 mm, grain), vertical, quantity 2: one
      // piece per panel, the grain along its 870 mm height.
      expect(partsOf(17)).toEqual([
        expect.objectContaining({
          role: 'panel',
          material: 'finish',
          thicknessMm: 19,
          quantity: 2,
          grain: 'L',
          finished: { lengthMm: 870, widthMm: 580 },
        }),
      ]);
    });
  });

  describe('cutting plan', () => {
    it('answers the plan the domain computes, for either unit', async () => {
      for (const order of [mmOrder, inchOrder]) {
        const response = await get(`/api/orders/${order.uuid}/cutting-plan`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-store');
        const plan = (await response.json()) as CuttingPlan;
        expect(plan).toEqual(cuttingPlan(explodeOrder(order, tree), order.uuid));
        expect(plan.orderId).toBe(order.uuid.slice(-12));
        expect(plan.unit).toBe(order.unit);
      }
    });

    it('places every piece of the cut list exactly once', async () => {
      for (const order of [mmOrder, inchOrder]) {
        const plan = (await (
          await get(`/api/orders/${order.uuid}/cutting-plan`)
        ).json()) as CuttingPlan;
        const cutList = await cutListOf(order);
        // Every piece of the cut list as "<part id> <copy>": part lines expanded by quantity.
        const pieces = cutListRows(cutList).flatMap(({ cabinetIndex, part }) =>
          Array.from(
            { length: part.quantity },
            (_, copy) => `${partId(order.uuid, cabinetIndex, part)} ${copy + 1}`,
          ),
        );
        const placed = plan.materials.flatMap((material) =>
          material.sheets.flatMap((sheet) =>
            sheet.placements.map((placement) => `${placement.partId} ${placement.copy}`),
          ),
        );
        expect(plan.materials.flatMap((material) => material.unplaced)).toEqual([]);
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed].sort()).toEqual([...pieces].sort());
        expect(plan.totals.pieces).toBe(cutList.totals.parts);
        // The materials of the cut list, in its order.
        expect(plan.materials.map((material) => material.material.code)).toEqual(
          cutList.materials.map((material) => material.material.code),
        );
      }
    });
  });

  describe('labels page', () => {
    /** The labels of a page: one `<div class="label" ...>` per piece. */
    const labelCount = (html: string) => html.split('<div class="label" ').length - 1;

    it.each([
      ['A4', '', 'labels-a4.html'],
      ['A4', '?paper=A4', 'labels-a4.html'],
      ['Letter', '?paper=Letter', 'labels-letter.html'],
      ['A4-3x8', '?paper=A4-3x8', 'labels-a4-3x8.html'],
      ['Roll-62x100', '?paper=Roll-62x100', 'labels-roll-62x100.html'],
    ] as const)(
      'answers the %s page (query %j) inline, with its own strict CSP',
      async (paper: LabelPaper, query, fileName) => {
        const response = await get(`/api/orders/${mmOrder.uuid}/labels.html${query}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('content-disposition')).toBe(`inline; filename="${fileName}"`);
        expect(response.headers.get('content-security-policy')).toBe(LABELS_CSP);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toBe(
          labelsHtml({
            order: mmOrder,
            exploded: explodeOrder(mmOrder, tree),
            orderUrl: orderUrlOf(mmOrder),
            paper,
          }),
        );
        expect(html).not.toMatch(/<script/i);
      },
    );

    it('has one label per piece of the order, for either unit and paper', async () => {
      for (const order of [mmOrder, inchOrder]) {
        const pieces = (await cutListOf(order)).totals.parts;
        for (const paper of LABEL_PAPERS) {
          const response = await get(`/api/orders/${order.uuid}/labels.html?paper=${paper}`);
          const html = await response.text();
          expect(labelCount(html), `${order.unit} ${paper}`).toBe(pieces);
          // The order's short id is printed on each label.
          expect(html.split(`Order ${order.uuid.slice(-12)}`).length - 1).toBe(pieces);
        }
      }
    });

    it('refuses any other paper with 400', async () => {
      for (const query of [
        'paper=a4',
        'paper=letter',
        'paper=A3',
        'paper=',
        'paper=A4&paper=Letter',
      ]) {
        const response = await get(`/api/orders/${mmOrder.uuid}/labels.html?${query}`);
        expect(response.status, query).toBe(400);
        const body = (await response.json()) as ErrorBody;
        // The error body also carries the request's id (the error handler's).
        expect(body.error).toMatchObject({
          code: 'invalid_paper',
          message:
            'The paper must be one of: A4, Letter, A4-2x7, Letter-2x7, A4-3x8, Letter-3x8, Roll-62x100 (e.g. ?paper=A4)',
        });
      }
    });

    it('checks the session first, then the paper', async () => {
      const anonymous = new CookieJar();
      const signedOut = await fetchWith(
        server,
        anonymous,
        `/api/orders/${mmOrder.uuid}/labels.html?paper=A3`,
      );
      expect(signedOut.status).toBe(401);
      // Without a session nothing of the page is sent, and the API's own CSP stays.
      expect(signedOut.headers.get('content-security-policy')).not.toBe(LABELS_CSP);
      const unknown = await get(`/api/orders/${UNKNOWN_UUID}/labels.html?paper=Letter`);
      expect(unknown.status).toBe(404);
    });
  });

  describe('production file', () => {
    it.each([
      ['millimetre', () => mmOrder, '4c5d6e7f8a9b', 1],
      ['inch', () => inchOrder, '0a1b2c3d4e5f', 2],
    ] as const)('answers the %s order as a text download', async (_unit, order, shortId, n) => {
      const response = await get(`/api/orders/${order().uuid}/production.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${shortId}.txt"`,
      );
      const text = await response.text();
      const expected = exportEntries(order(), tree, { orderUrl: orderUrlOf(order()) }).find(
        (entry) => entry.name === 'production.txt',
      );
      expect(text).toBe(expected?.content);
      await expect(text).toMatchFileSnapshot(`__snapshots__/production-${n}.txt`);
    });
  });

  describe('export', () => {
    it('answers a zip download of every file', async () => {
      const response = await getRaw(`/api/orders/${mmOrder.uuid}/export`, {
        'Accept-Encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="4c5d6e7f8a9b.zip"',
      );
      expect(response.headers['cache-control']).toBe('private, no-cache');
      // Sent as it is: a zip is compressed already.
      expect(response.headers['content-encoding']).toBeUndefined();

      const expected = exportContents(mmOrder, tree, { orderUrl: orderUrlOf(mmOrder) });
      const read = await readZip(response.body);
      // The fixed files, one drawing per item (the reference order has 20), the three plans
      // (carcass, fronts, drawer boxes) and the two label pages.
      const names = read.map((entry) => entry.name);
      expect(names.slice(0, FIXED_FILES.length)).toEqual(FIXED_FILES);
      expect(names.slice(FIXED_FILES.length, -5)).toHaveLength(20);
      expect(
        names.slice(FIXED_FILES.length, -5).every((name) => name.startsWith('drawings/')),
      ).toBe(true);
      expect(names.slice(-5)).toEqual(PLAN_AND_LABEL_FILES);
      expect(read).toHaveLength(FIXED_FILES.length + 20 + 5);
      expect(read.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
      for (const [index, entry] of read.entries()) {
        const want = expected[index]!;
        if ('files' in want) {
          // HOMAG's import: a zip holding project.xml alone.
          const inner = await readZip(entry.content);
          expect(inner.map((file) => [file.name, file.content.toString('utf8')])).toEqual(
            want.files.map((file) => [file.name, file.content]),
          );
        } else {
          expect(entry.content.toString('utf8'), entry.name).toBe(want.content);
        }
      }
    });

    it('gives the same bytes twice, a strong ETag, and 304 for If-None-Match', async () => {
      const pathname = `/api/orders/${mmOrder.uuid}/export`;
      const first = await getRaw(pathname);
      const second = await getRaw(pathname);
      expect(first.status).toBe(200);
      expect(first.body.equals(second.body)).toBe(true);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(second.headers.etag).toBe(etag);

      const unchanged = await getRaw(pathname, { 'If-None-Match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('private, no-cache');

      const other = await getRaw(pathname, { 'If-None-Match': '"something-else"' });
      expect(other.status).toBe(200);
      expect(other.body.equals(first.body)).toBe(true);

      // Another order has other files, so another tag; the first one does not match it.
      const inch = await getRaw(`/api/orders/${inchOrder.uuid}/export`, { 'If-None-Match': etag });
      expect(inch.status).toBe(200);
      expect(inch.headers.etag).not.toBe(etag);
    });

    it.each([
      ['millimetre', () => mmOrder],
      ['inch', () => inchOrder],
    ] as const)(
      'writes every cut list CSV of the %s order row by row as the cut list JSON says',
      async (_unit, order) => {
        const cutList = await cutListOf(order());
        const rows = cutListRows(cutList);
        const files = await exportOf(order());
        const shortId = order().uuid.slice(-12);

        const native = csvRecords(entryText(files, 'cutlist.csv'));
        expect(native).toHaveLength(rows.length);
        for (const [index, { material, cabinetIndex, part }] of rows.entries()) {
          const record = native[index];
          expect(record, `cutlist.csv row ${index + 1}`).toMatchObject({
            order_id: shortId,
            cabinet_index: String(cabinetIndex),
            part_role: part.role,
            material_code: material.code,
            qty: String(part.quantity),
            grain: part.grain,
          });
          expect(Number(record?.length_mm)).toBe(oneDecimal(part.cut.lengthMm));
          expect(Number(record?.width_mm)).toBe(oneDecimal(part.cut.widthMm));
          expect(Number(record?.finished_length_mm)).toBe(oneDecimal(part.finished.lengthMm));
          expect(Number(record?.finished_width_mm)).toBe(oneDecimal(part.finished.widthMm));
          expect(Number(record?.thickness_mm)).toBe(part.thicknessMm);
        }

        const optimizer = csvRecords(entryText(files, 'cutlist-cutlistoptimizer.csv'));
        expect(optimizer).toHaveLength(rows.length);
        for (const [index, { part }] of rows.entries()) {
          const record = optimizer[index];
          expect(Object.keys(record ?? {})).toEqual([
            'Length',
            'Width',
            'Qty',
            'Material',
            'Label',
            'Enabled',
            'Grain direction',
            'Top band',
            'Left band',
            'Bottom band',
            'Right band',
          ]);
          expect(Number(record?.Length)).toBe(oneDecimal(part.cut.lengthMm));
          expect(Number(record?.Width)).toBe(oneDecimal(part.cut.widthMm));
          expect(Number(record?.Qty)).toBe(part.quantity);
          expect(record?.Enabled).toBe('true');
        }

        const homag = csvRecords(entryText(files, 'cutlist-homag.csv'));
        expect(homag).toHaveLength(rows.length);
        for (const [index, { material, part }] of rows.entries()) {
          const record = homag[index];
          expect(record?.['Material code']).toBe(material.code);
          expect(Number(record?.Length)).toBe(oneDecimal(part.cut.lengthMm));
          expect(Number(record?.Width)).toBe(oneDecimal(part.cut.widthMm));
          expect(Number(record?.Thickness)).toBe(part.thicknessMm);
          expect(Number(record?.Quantity)).toBe(part.quantity);
          expect(record?.Grain).toBe(HOMAG_GRAIN[part.grain]);
        }

        // Every file counts the pieces the JSON's total counts.
        expect(columnSum(native, 'qty')).toBe(cutList.totals.parts);
        expect(columnSum(optimizer, 'Qty')).toBe(cutList.totals.parts);
        expect(columnSum(homag, 'Quantity')).toBe(cutList.totals.parts);
      },
    );

    it(
      'exports an order of 200 items within the time limit',
      { timeout: LARGE_EXPORT_TEST_MS },
      async () => {
        const large = await storeOrderAs(
          server,
          REFERENCE_ORDER_MM,
          { ...MM_ORDER, uuid: '5b7e2c1a-3d4f-4a6b-8c9d-000000000200' },
          // The reference order's 20 items, 10 times over.
          (accepted) => Array.from({ length: 10 }, () => accepted).flat(),
        );
        expect(large.cabinets).toHaveLength(200);
        const started = performance.now();
        const response = await getRaw(`/api/orders/${large.uuid}/export`);
        // The admin's browser gives up on a download after DOWNLOAD_TIMEOUT_MS.
        expect(performance.now() - started).toBeLessThan(DOWNLOAD_TIMEOUT_MS);
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="000000000200.zip"',
        );
        const read = await readZip(response.body);
        const expected = exportContents(large, tree, { orderUrl: orderUrlOf(large) });
        expect(read).toHaveLength(FIXED_FILES.length + 200 + 5);
        expect(read.slice(-5).map((entry) => entry.name)).toEqual(PLAN_AND_LABEL_FILES);
        expect(read.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
        expect(entryText(read, 'cutlist.csv')).toBe(expectedText(expected, 'cutlist.csv'));
        expect(read.at(-1)?.content.toString('utf8')).toBe(
          expectedText(expected, read.at(-1)?.name ?? ''),
        );
      },
    );
  });
});
