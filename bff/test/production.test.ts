import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, StoredOrder } from '@cutshop/domain';
import {
  buildCutList,
  explodeOrder,
  exportEntries,
  hardwareForOrder,
  type CutList,
  type CutListMaterial,
  type HardwareSummary,
  type Part,
} from '@cutshop/domain/production';
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

/** The four production endpoints of an order. */
const ENDPOINTS = ['hardware', 'cutlist', 'production.txt', 'export'] as const;

const UNKNOWN_UUID = '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f';
const MALFORMED_UUIDS = ['not-a-uuid', '6f1c2a4e-8b1d-4c2a-9f3e', '1234'];

/** The files every export starts with; one drawing per item follows them. */
const FIXED_FILES = [
  'order.json',
  'production.txt',
  'cutlist.csv',
  'cutlist-cutlistoptimizer.csv',
  'cutlist-homag.csv',
  'hardware.csv',
];

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
    mmOrder = await storeOrderAs(server, REFERENCE_ORDER_MM, MM_ORDER);
    inchOrder = await storeOrderAs(server, REFERENCE_ORDER_IN, INCH_ORDER);
  });
  afterAll(() => server?.stop());

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetchWith(server, jar, pathname, { headers });

  /** GET over node:http with the session: the bytes and headers as they travel. */
  const getRaw = (pathname: string, headers: Record<string, string> = {}) =>
    rawGet(`${server.baseUrl}${pathname}`, { Cookie: jar.header(), ...headers });

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
    it('refuses all four without a session', async () => {
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
      const expected = exportEntries(order(), tree).find(
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

      const expected = exportEntries(mmOrder, tree);
      const read = await readZip(response.body);
      // The fixed files, then one drawing per item: the reference order has 20.
      expect(read.map((entry) => entry.name).slice(0, FIXED_FILES.length)).toEqual(FIXED_FILES);
      expect(read).toHaveLength(FIXED_FILES.length + 20);
      expect(read.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
      for (const [index, entry] of read.entries()) {
        expect(entry.content.toString('utf8'), entry.name).toBe(expected[index]?.content);
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

    it('exports an order of 200 items within the time limit', async () => {
      const large = await storeOrderAs(
        server,
        REFERENCE_ORDER_MM,
        { ...MM_ORDER, uuid: '5b7e2c1a-3d4f-4a6b-8c9d-000000000200' },
        // The reference order's 20 items, 10 times over.
        (accepted) => Array.from({ length: 10 }, () => accepted).flat(),
      );
      expect(large.cabinets).toHaveLength(200);
      const response = await getRaw(`/api/orders/${large.uuid}/export`);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="000000000200.zip"',
      );
      const read = await readZip(response.body);
      const expected = exportEntries(large, tree);
      expect(read).toHaveLength(FIXED_FILES.length + 200);
      expect(read.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
      expect(entryText(read, 'cutlist.csv')).toBe(expected[2]?.content);
      expect(read.at(-1)?.content.toString('utf8')).toBe(expected.at(-1)?.content);
    });
  });
});
