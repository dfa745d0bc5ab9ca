import {
  catalogueSnapshot,
  findNode,
  shortOrderId,
  type CategoryNode,
  type StoredOrder,
} from '@cutshop/domain';
import {
  ACCESSORY_TYPES,
  DEFAULT_PARTS_SETTINGS,
  buildCutList,
  cuttingPlan,
  explodeOrder,
  exportEntries,
  hardwareForOrder,
  labelsHtml,
  type CutList,
  type CuttingPlan,
  type HardwareSummary,
} from '@cutshop/domain/production';
import { Buffer } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  adminMockOrders,
  adminMockPrice,
  adminScenarios,
  catalogue,
  fixtureUuid,
  resetAdminMockState,
  signOutMockAdmin,
} from '../src';
import { MOCK_EXPORT_MTIME } from '../src/admin';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-03-15T10:30:00.000Z');
const UUID = fixtureUuid(0);
const SHORT = shortOrderId(UUID);
const ENDPOINTS = [
  'catalogue',
  'hardware',
  'cutlist',
  'cutting-plan',
  'labels.html',
  'production.txt',
  'export',
] as const;
/** The order's admin page the labels' QR codes open: the mock's origin stands for the shop's. */
const ORDER_URL = `${ORIGIN}/admin/orders/${UUID}`;
/** The strict policy of the labels page, as the server sends it. */
const LABELS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAdminMockState({ now: NOW, signedIn: true }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = (path: string) => fetch(`${ORIGIN}${path}`);

function mockOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

interface ZipEntry {
  name: string;
  text: string;
  modified: Date;
}

/** Every entry of a zip, in its stored order, read with yauzl (not the library that wrote it). */
function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: ZipEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              text: Buffer.concat(chunks).toString('utf8'),
              modified: entry.getLastModDate(),
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('the production endpoints of the mock API', () => {
  it('need the admin session: 401 with the error body when signed out', async () => {
    signOutMockAdmin();
    for (const endpoint of ENDPOINTS) {
      const response = await get(`/api/orders/${UUID}/${endpoint}`);
      expect(response.status, endpoint).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Sign in first: this needs an admin session' },
      });
    }
  });

  it('answer 404 for an order that is not stored, and for a uuid that cannot be one', async () => {
    const unknown = '00000000-0000-4000-a000-000000000000';
    for (const endpoint of ENDPOINTS) {
      for (const uuid of [unknown, 'not-a-uuid']) {
        const response = await get(`/api/orders/${uuid}/${endpoint}`);
        expect(response.status, `${endpoint} ${uuid}`).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'order_not_found', message: `There is no order ${uuid}` },
        });
      }
    }
  });

  it('GET /catalogue answers the part of the catalogue the order was built from', async () => {
    const order = mockOrder(UUID);
    const response = await get(`/api/orders/${UUID}/catalogue`);
    expect(response.status).toBe(200);
    const kept = (await response.json()) as CategoryNode[];
    expect(kept).toEqual(catalogueSnapshot(order, catalogue));
    for (const item of order.cabinets) {
      expect(findNode(kept, item.cabinet.id)?.model, `model ${item.cabinet.id}`).toEqual(
        findNode(catalogue, item.cabinet.id)?.model,
      );
    }
    // Only what the order uses: fewer nodes than the whole catalogue.
    const count = (tree: readonly CategoryNode[]): number =>
      tree.reduce((sum, node) => sum + 1 + count(node.children), 0);
    expect(count(kept)).toBeLessThan(count(catalogue));
  });

  it("GET /parts-settings answers the defaults (the mock keeps no settings with its orders); the check's legs, gap and reveal and the plinths' source are public", async () => {
    const response = await get(`/api/orders/${UUID}/parts-settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_PARTS_SETTINGS);
    signOutMockAdmin();
    expect((await get(`/api/orders/${UUID}/parts-settings`)).status).toBe(401);
    const legs = await get('/api/production-settings/legs');
    expect(legs.status).toBe(200);
    expect(legs.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await legs.json()).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 3,
      frontRevealMm: 2,
      plinthSource: 'board',
    });
  });

  it('GET /hardware answers the domain summary of the stored order', async () => {
    const response = await get(`/api/orders/${UUID}/hardware`);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as HardwareSummary;
    expect(summary).toEqual(hardwareForOrder(mockOrder(UUID), catalogue));
    expect(summary.unit).toBe('mm');
    expect(Object.keys(summary.accessories)).toEqual([...ACCESSORY_TYPES]);
    // Item 1: two base cabinets of one 600 x 720 mm door with hinges: 2 hinges a door
    // (720 mm <= 900 mm, 600 mm not above 600 mm), so 2 x 2 = 4, all on item 1.
    expect(summary.accessories.hinge.total).toBe(4);
    expect(summary.accessories.hinge.cabinets).toEqual([
      expect.objectContaining({ index: 1, quantity: 4 }),
    ]);
  });

  it('GET /cutlist answers the domain cut list of the stored order', async () => {
    const order = mockOrder(UUID);
    const response = await get(`/api/orders/${UUID}/cutlist`);
    expect(response.status).toBe(200);
    const cutList = (await response.json()) as CutList;
    expect(cutList).toEqual(buildCutList(explodeOrder(order, catalogue)));
    expect(cutList.unit).toBe('mm');
    // The base cabinets in the Arctic White carcass, the end panel in the custom walnut finish.
    expect(cutList.materials.map((entry) => entry.material.key)).toEqual(
      expect.arrayContaining(['cabinet', 'finish']),
    );
    const sides = cutList.materials
      .flatMap((entry) => entry.cabinets)
      .filter((cabinet) => cabinet.index === 1)
      .flatMap((cabinet) => cabinet.parts)
      .filter((part) => part.role === 'side');
    // Two sides a cabinet, two cabinets.
    expect(sides.reduce((sum, part) => sum + part.quantity, 0)).toBe(4);
  });

  it('GET /production.txt answers the production file as a text download named after the short id', async () => {
    const order = mockOrder(UUID);
    const price = adminMockPrice(UUID);
    expect(price).not.toBeNull();
    const response = await get(`/api/orders/${UUID}/production.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${SHORT}.txt"`);
    const text = await response.text();
    const fromExport = exportEntries(order, catalogue, { orderUrl: ORDER_URL, price }).find(
      (entry) => entry.name === 'production.txt',
    );
    expect(text).toBe(fromExport?.content);
    expect(text).toContain(UUID);
    // The order keeps a price: the file carries its PRICE section.
    expect(text).toMatch(/^PRICE \(EUR, PRICE LIST VERSION 1\)$/m);
  });

  it('GET /production.txt and /export of an order without a price keep exactly the files they had', async () => {
    resetAdminMockState({ now: NOW, signedIn: true, priceList: 'empty' });
    const order = mockOrder(UUID);
    expect(adminMockPrice(UUID)).toBeNull();
    const expected = exportEntries(order, catalogue, { orderUrl: ORDER_URL });
    const text = await (await get(`/api/orders/${UUID}/production.txt`)).text();
    expect(text).toBe(expected.find((entry) => entry.name === 'production.txt')?.content);
    expect(text).not.toMatch(/^PRICE/m);
    const entries = await readZip(
      Buffer.from(await (await get(`/api/orders/${UUID}/export`)).arrayBuffer()),
    );
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
    expect(entries.map((entry) => entry.name)).not.toContain('price.json');
    entries.forEach((entry, index) => {
      expect(entry.text, entry.name).toBe(expected[index]?.content);
    });
  });

  it('GET /export answers a zip of the export files with a fixed time, the same bytes each time', async () => {
    const order = mockOrder(UUID);
    const response = await get(`/api/orders/${UUID}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${SHORT}.zip"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const entries = await readZip(bytes);
    const price = adminMockPrice(UUID);
    const expected = exportEntries(order, catalogue, { orderUrl: ORDER_URL, price });
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
    // The order keeps a price: price.json follows production.txt.
    expect(entries.slice(0, 7).map((entry) => entry.name)).toEqual([
      'order.json',
      'production.txt',
      'price.json',
      'cutlist.csv',
      'cutlist-cutlistoptimizer.csv',
      'cutlist-homag.csv',
      'hardware.csv',
    ]);
    expect(JSON.parse(entries[2]?.text ?? '')).toMatchObject({ total: price?.total });
    // One drawing per item (the base cabinet and the end panel), one plan per material (the
    // Arctic White carcass, tile 1, and the custom walnut finish), then the label pages.
    expect(entries.slice(7).map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^drawings\/01-[a-z0-9-]+\.svg$/),
      expect.stringMatching(/^drawings\/02-[a-z0-9-]+\.svg$/),
      'plans/col-1.svg',
      'plans/custom-fin.svg',
      'labels-a4.html',
      'labels-letter.html',
    ]);
    entries.forEach((entry, index) => {
      expect(entry.text, entry.name).toBe(expected[index]?.content);
      expect(entry.modified.getTime(), entry.name).toBe(MOCK_EXPORT_MTIME.getTime());
    });

    const again = Buffer.from(await (await get(`/api/orders/${UUID}/export`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('GET /cutting-plan answers the domain plan of the stored order, every piece placed', async () => {
    // Without offcuts in stock, the preview of the Pending order is its plan on new sheets.
    resetAdminMockState({ now: NOW, signedIn: true, offcuts: 'empty' });
    const order = mockOrder(UUID);
    const response = await get(`/api/orders/${UUID}/cutting-plan`);
    expect(response.status).toBe(200);
    const plan = (await response.json()) as CuttingPlan;
    expect(plan).toEqual(cuttingPlan(explodeOrder(order, catalogue), UUID));
    expect(plan.orderId).toBe(SHORT);
    const cutList = buildCutList(explodeOrder(order, catalogue));
    expect(plan.totals.pieces).toBe(cutList.totals.parts);
    expect(plan.totals.unplaced).toBe(0);
    expect(plan.materials.map((material) => material.material.code)).toEqual([
      'COL-1',
      'CUSTOM-FIN',
    ]);
  });

  it('GET /labels.html answers the printable labels, A4 unless Letter is asked for', async () => {
    // Without offcuts in stock no label names one (below: with the seed's).
    resetAdminMockState({ now: NOW, signedIn: true, offcuts: 'empty' });
    const order = mockOrder(UUID);
    const exploded = explodeOrder(order, catalogue);
    const pieces = buildCutList(exploded).totals.parts;
    for (const [query, paper, fileName] of [
      ['', 'A4', 'labels-a4.html'],
      ['?paper=A4', 'A4', 'labels-a4.html'],
      ['?paper=Letter', 'Letter', 'labels-letter.html'],
    ] as const) {
      const response = await get(`/api/orders/${UUID}/labels.html${query}`);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${fileName}"`);
      expect(response.headers.get('Content-Security-Policy')).toBe(LABELS_CSP);
      const html = await response.text();
      expect(html).toBe(labelsHtml({ order, exploded, orderUrl: ORDER_URL, paper }));
      expect(html.split('<div class="label" ').length - 1).toBe(pieces);
    }
  });

  it('GET /labels.html names the stock offcut a piece of the plan is cut from', async () => {
    const order = mockOrder(UUID);
    const plan = (await (await get(`/api/orders/${UUID}/cutting-plan`)).json()) as CuttingPlan;
    const html = await (await get(`/api/orders/${UUID}/labels.html`)).text();
    expect(html).toBe(
      labelsHtml({
        order,
        exploded: explodeOrder(order, catalogue),
        orderUrl: ORDER_URL,
        paper: 'A4',
        plan,
      }),
    );
    // The preview lays pieces on the seed's OC-1 and OC-2: as many labels say so as pieces lie there.
    for (const id of ['OC-1', 'OC-2']) {
      const sheet = plan.materials[0]?.sheets.find((entry) => entry.source?.offcut.id === id);
      expect(sheet?.placements.length).toBeGreaterThan(0);
      expect(html.split(`From offcut ${id}<`).length - 1).toBe(sheet?.placements.length);
    }
  });

  it('GET /labels.html refuses another paper with 400, after the 404 of a malformed uuid', async () => {
    for (const query of ['paper=a4', 'paper=A3', 'paper=', 'paper=A4&paper=Letter']) {
      const response = await get(`/api/orders/${UUID}/labels.html?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_paper',
          message:
            'The paper must be one of: A4, Letter, A4-2x7, Letter-2x7, A4-3x8, Letter-3x8, Roll-62x100 (e.g. ?paper=A4)',
        },
      });
    }
    expect((await get('/api/orders/not-a-uuid/labels.html?paper=A3')).status).toBe(404);
    const unknown = '00000000-0000-4000-a000-000000000000';
    expect((await get(`/api/orders/${unknown}/labels.html?paper=A3`)).status).toBe(400);
    expect((await get(`/api/orders/${unknown}/labels.html?paper=Letter`)).status).toBe(404);
  });

  it("admin-hardware-error: /hardware answers 500, the other production calls don't change", async () => {
    server.use(...adminScenarios['admin-hardware-error']);
    const failed = await get(`/api/orders/${UUID}/hardware`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: { code: 'internal_error', message: 'An unexpected error occurred, please try again' },
    });
    expect((await get(`/api/orders/${UUID}/cutlist`)).status).toBe(200);
  });

  it('admin-network-error and admin-session-expired cover the production calls too', async () => {
    server.use(...adminScenarios['admin-session-expired']);
    const first = await get(`/api/orders/${UUID}/export`);
    expect(first.status).toBe(401);
    expect((await get('/api/users/refresh-tokens')).status).toBe(200);
    expect((await get(`/api/orders/${UUID}/export`)).status).toBe(200);

    server.use(...adminScenarios['admin-network-error']);
    for (const endpoint of ENDPOINTS) {
      await expect(get(`/api/orders/${UUID}/${endpoint}`), endpoint).rejects.toThrow();
    }
  });
});
