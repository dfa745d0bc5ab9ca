import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import {
  ACCESSORY_TYPES,
  buildCutList,
  explodeOrder,
  exportEntries,
  hardwareForOrder,
  type CutList,
  type HardwareSummary,
} from '@cutshop/domain/production';
import { Buffer } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  adminMockOrders,
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
const ENDPOINTS = ['hardware', 'cutlist', 'production.txt', 'export'] as const;

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
    const response = await get(`/api/orders/${UUID}/production.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${SHORT}.txt"`);
    const text = await response.text();
    const fromExport = exportEntries(order, catalogue).find(
      (entry) => entry.name === 'production.txt',
    );
    expect(text).toBe(fromExport?.content);
    expect(text).toContain(UUID);
  });

  it('GET /export answers a zip of the export files with a fixed time, the same bytes each time', async () => {
    const order = mockOrder(UUID);
    const response = await get(`/api/orders/${UUID}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${SHORT}.zip"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const entries = await readZip(bytes);
    const expected = exportEntries(order, catalogue);
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((entry) => entry.name));
    expect(entries.slice(0, 6).map((entry) => entry.name)).toEqual([
      'order.json',
      'production.txt',
      'cutlist.csv',
      'cutlist-cutlistoptimizer.csv',
      'cutlist-homag.csv',
      'hardware.csv',
    ]);
    // One drawing per item: the base cabinet and the end panel.
    expect(entries.slice(6).map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^drawings\/01-[a-z0-9-]+\.svg$/),
      expect.stringMatching(/^drawings\/02-[a-z0-9-]+\.svg$/),
    ]);
    entries.forEach((entry, index) => {
      expect(entry.text, entry.name).toBe(expected[index]?.content);
      expect(entry.modified.getTime(), entry.name).toBe(MOCK_EXPORT_MTIME.getTime());
    });

    const again = Buffer.from(await (await get(`/api/orders/${UUID}/export`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
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
