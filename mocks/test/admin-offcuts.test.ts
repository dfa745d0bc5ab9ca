import {
  apiErrorBodySchema,
  offcutStockSchema,
  shortOrderId,
  stockOffcutAnswerSchema,
  type OffcutStock,
} from '@cutshop/domain';
import {
  cuttingPlan,
  explodeOrder,
  offcutsToStock,
  usedStockOffcuts,
  type CuttingPlan,
  type StockOffcut,
} from '@cutshop/domain/production';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminMockOrders,
  adminScenarios,
  catalogue,
  fixtureUuid,
  resetAdminMockState,
  signOutMockAdmin,
} from '../src';
import { server } from '../src/node';

/*
 * The offcut stock of the mock API (docs/production/nesting.md, "Offcuts from stock"): the seed
 * the fixture orders' plans left, corrections and removals as the server answers them, the
 * labels page, a plan fixed at To Cut that takes and leaves offcuts, and a replan.
 */

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-03-15T10:30:00.000Z');
/** Fixture orders 3 and 8 are at To Deliver; 1 is Approved, 2 at To Cut, 0 Pending. */
const FROM_3 = fixtureUuid(3);
const FROM_8 = fixtureUuid(8);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAdminMockState({ now: NOW, signedIn: true }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${ORIGIN}${path}`, init);
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function stock(): Promise<OffcutStock> {
  const response = await call('/api/offcuts');
  expect(response.status).toBe(200);
  // Read with the server's schema: the mock cannot drift from the real answer.
  return offcutStockSchema.parse(await response.json());
}

const idsInStock = async () =>
  (await stock()).materials.flatMap((material) => material.offcuts.map((offcut) => offcut.id));

function order(index: number) {
  const found = adminMockOrders().find((entry) => entry.uuid === fixtureUuid(index));
  if (!found) throw new Error(`no fixture order ${index}`);
  return found;
}

/** The seed as cuttingPlan's stock reads it, largest first. */
const SEED_STOCK: StockOffcut[] = [
  { id: 'OC-1', lengthMm: 1026, widthMm: 1482, sourceOrderId: shortOrderId(FROM_3) },
  { id: 'OC-2', lengthMm: 1026, widthMm: 1482, sourceOrderId: shortOrderId(FROM_8) },
  { id: 'OC-3', lengthMm: 559, widthMm: 290, sourceOrderId: shortOrderId(FROM_3) },
  { id: 'OC-4', lengthMm: 492, widthMm: 146, sourceOrderId: shortOrderId(FROM_8) },
];

describe('the offcut stock of the mock API', () => {
  it('GET /api/offcuts lists the seed per material, largest first, with its source and date', async () => {
    const answer = await stock();
    expect(answer.materials).toHaveLength(1);
    const [white] = answer.materials;
    expect(white).toMatchObject({
      stockKey: 'COL-1/18',
      code: 'COL-1',
      name: 'Arctic White',
      thicknessMm: 18,
    });
    // Fixture 3 changed last 25 + 9 x 29 = 286 minutes before 10:30 and went to To Cut an hour
    // before that, 04:44; fixture 8, 25 + 64 x 29 = 1881 minutes before, To Cut at 02:09 the day
    // before. Equal areas keep the older number first.
    expect(white?.offcuts).toEqual([
      {
        id: 'OC-1',
        lengthMm: 1026,
        widthMm: 1482,
        sourceOrderId: shortOrderId(FROM_3),
        sourceOrderUuid: FROM_3,
        createdAt: '2026-03-15T04:44:00.000Z',
        version: 0,
      },
      {
        id: 'OC-2',
        lengthMm: 1026,
        widthMm: 1482,
        sourceOrderId: shortOrderId(FROM_8),
        sourceOrderUuid: FROM_8,
        createdAt: '2026-03-14T02:09:00.000Z',
        version: 0,
      },
      expect.objectContaining({ id: 'OC-3', lengthMm: 559, widthMm: 290 }),
      expect.objectContaining({ id: 'OC-4', lengthMm: 492, widthMm: 146 }),
    ]);
  });

  it('starts with the seed before any reset, as the dev mode loads it', async () => {
    vi.resetModules();
    const stockModule = await import('../src/admin/offcut-state');
    await import('../src/admin/state');
    const [white] = stockModule.mockOffcutStock().materials;
    expect(white?.offcuts.map((offcut) => offcut.id)).toEqual(['OC-1', 'OC-2', 'OC-3', 'OC-4']);
  });

  it('needs the admin session, and the empty-stock scenario lists nothing', async () => {
    server.use(...adminScenarios['admin-offcuts-empty']);
    expect(await stock()).toEqual({ materials: [] });
    signOutMockAdmin();
    expect((await call('/api/offcuts')).status).toBe(401);
    expect((await call('/api/offcuts/OC-1', json('PUT', {}))).status).toBe(401);
  });

  it('PUT corrects a side smaller, refuses one that grows on its field, and a stale version', async () => {
    const corrected = await call(
      '/api/offcuts/OC-3',
      json('PUT', { lengthMm: 540, widthMm: 290, version: 0 }),
    );
    expect(corrected.status).toBe(200);
    expect(stockOffcutAnswerSchema.parse(await corrected.json())).toMatchObject({
      id: 'OC-3',
      lengthMm: 540,
      widthMm: 290,
      version: 1,
    });

    const grown = await call(
      '/api/offcuts/OC-3',
      json('PUT', { lengthMm: 540, widthMm: 300, version: 1 }),
    );
    expect(grown.status).toBe(400);
    expect(apiErrorBodySchema.parse(await grown.json())).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: [
          {
            path: 'widthMm',
            code: 'outOfParameters',
            message: 'At most 290 mm: a correction cannot make an offcut larger',
          },
        ],
      },
    });

    const stale = await call(
      '/api/offcuts/OC-3',
      json('PUT', { lengthMm: 500, widthMm: 290, version: 0 }),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: 'stale_offcut' } });
    expect(
      (await call('/api/offcuts/OC-99', json('PUT', { lengthMm: 1, widthMm: 1, version: 1 })))
        .status,
    ).toBe(404);
    expect(
      (await call('/api/offcuts/OC-3', json('PUT', { lengthMm: 0, widthMm: 290, version: 1 })))
        .status,
    ).toBe(400);
  });

  it('DELETE removes an offcut from the stock with its version; again is a 409', async () => {
    expect((await call('/api/offcuts/OC-2?version=0', { method: 'DELETE' })).status).toBe(204);
    expect(await idsInStock()).toEqual(['OC-1', 'OC-3', 'OC-4']);
    const again = await call('/api/offcuts/OC-2?version=0', { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await call('/api/offcuts/OC-1?version=1', { method: 'DELETE' })).status).toBe(409);
    expect((await call('/api/offcuts/OC-1', { method: 'DELETE' })).status).toBe(400);
    expect((await call('/api/offcuts/OC-99?version=1', { method: 'DELETE' })).status).toBe(404);
  });

  it('GET /api/offcuts/labels.html prints the offcuts asked for, or all, in English or Spanish', async () => {
    const all = await call('/api/offcuts/labels.html');
    expect(all.status).toBe(200);
    expect(all.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const page = await all.text();
    expect([...page.matchAll(/class="id">(OC-\d+)</g)].map((match) => match[1])).toEqual([
      'OC-1',
      'OC-2',
      'OC-3',
      'OC-4',
    ]);
    const one = await (await call('/api/offcuts/labels.html?ids=OC-3&lang=es')).text();
    expect(one).toContain('<html lang="es">');
    expect(one).toContain('Etiquetas de retales');
    expect(one).toContain('559 × 290 mm');
    expect(one).not.toContain('OC-1');
    expect((await call('/api/offcuts/labels.html?lang=fr')).status).toBe(400);
    expect((await call('/api/offcuts/labels.html?ids=17')).status).toBe(400);
    expect((await call('/api/offcuts/labels.html?ids=OC-99')).status).toBe(404);
  });

  it('a preview before To Cut plans with the stock and takes nothing', async () => {
    const pending = order(0);
    const response = await call(`/api/orders/${pending.uuid}/cutting-plan`);
    const plan = (await response.json()) as CuttingPlan;
    expect(plan).toEqual(
      cuttingPlan(explodeOrder(pending, catalogue), pending.uuid, undefined, {
        stock: (key) => (key === 'COL-1/18' ? SEED_STOCK : []),
      }),
    );
    expect(plan.fixedAt).toBeUndefined();
    expect(await idsInStock()).toEqual(['OC-1', 'OC-2', 'OC-3', 'OC-4']);
  });

  it('a move to To Cut fixes the plan: it takes the offcuts it uses and adds those it leaves', async () => {
    const approved = order(1);
    const moved = await call(
      `/api/orders/${approved.uuid}`,
      json('PUT', { status: 'To Cut', version: approved.version }),
    );
    expect(moved.status).toBe(200);
    const { updatedAt } = (await moved.json()) as { updatedAt: string };
    const plan = (await (
      await call(`/api/orders/${approved.uuid}/cutting-plan`)
    ).json()) as CuttingPlan;
    expect(plan.fixedAt).toBe(updatedAt);
    const { fixedAt: _fixedAt, ...made } = plan;
    expect(made).toEqual(
      cuttingPlan(explodeOrder(approved, catalogue), approved.uuid, undefined, {
        stock: (key) => (key === 'COL-1/18' ? SEED_STOCK : []),
      }),
    );
    const taken = usedStockOffcuts(plan);
    // The seed's two large offcuts take pieces the sample order would otherwise lay on a sheet.
    expect(taken.length).toBeGreaterThan(0);
    const listed = (await stock()).materials.flatMap((material) => material.offcuts);
    for (const id of taken) expect(listed.map((offcut) => offcut.id)).not.toContain(id);
    const left = listed.filter((offcut) => offcut.sourceOrderUuid === approved.uuid);
    const white = plan.materials.find((material) => material.material.code === 'COL-1');
    expect(left.map((offcut) => [offcut.lengthMm, offcut.widthMm]).sort()).toEqual(
      offcutsToStock(white!, 100)
        .map((offcut) => [offcut.lengthMm, offcut.widthMm])
        .sort(),
    );
    for (const offcut of left) {
      expect(offcut).toMatchObject({ createdAt: updatedAt, version: 0 });
      expect(Number(offcut.id.slice(3))).toBeGreaterThan(4);
    }
    // Read again, the fixed plan is the same (a fixed plan does not follow the stock).
    expect(await (await call(`/api/orders/${approved.uuid}/cutting-plan`)).json()).toEqual(plan);
  });

  it('POST replan gives back what the plan took, withdraws what it left, and fixes a new plan', async () => {
    const approved = order(1);
    const moved = await call(
      `/api/orders/${approved.uuid}`,
      json('PUT', { status: 'To Cut', version: approved.version }),
    );
    const { version } = (await moved.json()) as { version: number };
    const first = (await (
      await call(`/api/orders/${approved.uuid}/cutting-plan`)
    ).json()) as CuttingPlan;
    const took = usedStockOffcuts(first);

    const stale = await call(
      `/api/orders/${approved.uuid}/cutting-plan/replan`,
      json('POST', { version: version - 1 }),
    );
    expect(stale.status).toBe(409);
    const replanned = await call(
      `/api/orders/${approved.uuid}/cutting-plan/replan`,
      json('POST', { version }),
    );
    expect(replanned.status).toBe(200);
    const again = (await replanned.json()) as CuttingPlan;
    expect(again.fixedAt).toBeDefined();
    // With what it took back in stock and what it left withdrawn, the stock is the seed again:
    // the same plan is made and takes the same offcuts.
    expect(usedStockOffcuts(again)).toEqual(took);
    const listed = (await stock()).materials.flatMap((material) => material.offcuts);
    const left = listed.filter((offcut) => offcut.sourceOrderUuid === approved.uuid);
    // Only the new plan's offcuts: the first plan's were withdrawn, not kept beside them.
    const white = again.materials.find((material) => material.material.code === 'COL-1');
    expect(left).toHaveLength(offcutsToStock(white!, 100).length);
    expect(left.every((offcut) => offcut.createdAt === again.fixedAt)).toBe(true);
    expect(await (await call(`/api/orders/${approved.uuid}/cutting-plan`)).json()).toEqual(again);

    const pending = order(0);
    const refused = await call(
      `/api/orders/${pending.uuid}/cutting-plan/replan`,
      json('POST', { version: pending.version }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'replan_refused' } });
  });
});
