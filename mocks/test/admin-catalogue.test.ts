import {
  apiErrorBodySchema,
  catalogueEntrySchema,
  catalogueFileSchema,
  categoryTreeSchema,
  SWATCH_IMAGE_PREFIX,
  type CatalogueEntry,
} from '@cutshop/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogueMockTree,
  COLOUR_IDS,
  MODEL_IDS,
  resetAdminMockState,
  sampleOrderInput,
  signOutMockAdmin,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAdminMockState({ signedIn: true }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function call(path: string, method = 'GET', body?: unknown) {
  return fetch(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function nodeOf(id: number): CatalogueEntry {
  const find = (nodes: CatalogueEntry[]): CatalogueEntry | undefined =>
    nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
  const node = find(catalogueMockTree());
  if (!node) throw new Error(`no node ${id}`);
  return node;
}

const NEW_COLOUR = {
  parentId: null,
  name: 'Olive Green',
  nameEs: 'Verde Oliva',
  catType: 'Color',
  order: 20,
  swatch: '#708238',
  sheet: { lengthMm: 2800, widthMm: 2070, thicknessMm: 18, grain: false },
  model: null,
};

function updateOf(node: CatalogueEntry, parentId: number | null, patch: object = {}) {
  return {
    parentId,
    name: node.name,
    nameEs: node.nameEs,
    catType: node.catType,
    order: node.order,
    swatch: node.swatch,
    sheet: node.sheet,
    model: node.model,
    version: node.version,
    ...patch,
  };
}

describe('the catalogue editor API of the mock', () => {
  it('needs the admin session', async () => {
    signOutMockAdmin();
    expect((await call('/api/catalogue/')).status).toBe(401);
  });

  it('answers the whole tree with versions; a new colour is stored and offered to customers', async () => {
    const answer = (await (await call('/api/catalogue/')).json()) as unknown[];
    const tree = answer.map((node) => catalogueEntrySchema.parse(node));
    expect(tree.every((node) => node.version === 1 && !node.retired)).toBe(true);
    const created = await call('/api/catalogue/', 'POST', NEW_COLOUR);
    expect(created.status).toBe(201);
    const entry = catalogueEntrySchema.parse(await created.json());
    expect(entry).toMatchObject({ name: 'Olive Green', version: 1, retired: false });
    const customer = categoryTreeSchema.parse(await (await call('/api/categories/')).json());
    expect(customer.some((node) => node.id === entry.id)).toBe(true);
  });

  it('refuses a tile without a sheet and a model under a tile (400 with field errors)', async () => {
    const noSheet = await call('/api/catalogue/', 'POST', { ...NEW_COLOUR, sheet: null });
    expect(noSheet.status).toBe(400);
    const body = apiErrorBodySchema.parse(await noSheet.json());
    expect(body.error.fields).toEqual([
      expect.objectContaining({ path: 'sheet', code: 'sheetRequired' }),
    ]);
    const wrong = await call('/api/catalogue/', 'POST', {
      ...NEW_COLOUR,
      catType: 'Category',
      parentId: COLOUR_IDS.arcticWhite,
    });
    expect(wrong.status).toBe(400);
  });

  it('replaces a node with its version, refuses a stale one (409) and records the history', async () => {
    const node = nodeOf(COLOUR_IDS.graphite);
    const first = await call(
      `/api/catalogue/${node.id}`,
      'PUT',
      updateOf(node, null, { name: 'Graphite Dark' }),
    );
    expect(first.status).toBe(200);
    expect(catalogueEntrySchema.parse(await first.json()).version).toBe(2);
    const stale = await call(
      `/api/catalogue/${node.id}`,
      'PUT',
      updateOf(node, null, { name: 'Other' }),
    );
    expect(stale.status).toBe(409);
    expect(nodeOf(node.id).name).toBe('Graphite Dark');
    const history = (await (await call(`/api/catalogue/history?node=${node.id}`)).json()) as {
      action: string;
      changes: unknown[];
    }[];
    expect(history).toEqual([
      expect.objectContaining({
        action: 'update',
        changes: [{ field: 'name', before: 'Graphite', after: 'Graphite Dark' }],
      }),
    ]);
    expect((await call('/api/catalogue/999999', 'PUT', updateOf(node, null))).status).toBe(404);
  });

  it('retires a model (gone from the customer tree) and restores it', async () => {
    const retired = await call(`/api/catalogue/${MODEL_IDS.baseOneDoor}/retire`, 'POST');
    expect(catalogueEntrySchema.parse(await retired.json())).toMatchObject({
      retired: true,
      version: 2,
    });
    const customer = JSON.stringify(await (await call('/api/categories/')).json());
    expect(customer).not.toContain(`"id":${MODEL_IDS.baseOneDoor},`);
    await call(`/api/catalogue/${MODEL_IDS.baseOneDoor}/restore`, 'POST');
    expect(nodeOf(MODEL_IDS.baseOneDoor)).toMatchObject({ retired: false, version: 3 });
  });

  it('refuses an order naming a retired model or colour with their own codes, as the server does', async () => {
    const input = sampleOrderInput();
    const model = input.cabinets[0]?.cabinet.id ?? 0;
    const colour = input.material[0].color;
    await call(`/api/catalogue/${model}/retire`, 'POST');
    if (typeof colour === 'number') await call(`/api/catalogue/${colour}/retire`, 'POST');
    const refused = await fetch(`${ORIGIN}/api/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'retired-1' },
      body: JSON.stringify(input),
    });
    expect(refused.status).toBe(400);
    const codes = apiErrorBodySchema.parse(await refused.json()).error.fields?.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['retiredModel', 'retiredColour']));
  });

  it('exports the catalogue and imports it back: the dry run changes nothing, then it applies', async () => {
    const file = catalogueFileSchema.parse(await (await call('/api/catalogue/export')).json());
    const same = await call('/api/catalogue/import?dryRun=1', 'POST', file);
    expect(await same.json()).toEqual({
      applied: false,
      plan: { added: [], changed: [], retired: [], restored: [] },
    });
    const arctic = file.nodes.find((node) => node.id === COLOUR_IDS.arcticWhite)!;
    arctic.name = 'Polar White';
    file.nodes = file.nodes.filter((node) => node.id !== COLOUR_IDS.cashmere);
    const dry = (await (await call('/api/catalogue/import?dryRun=1', 'POST', file)).json()) as {
      plan: { changed: { id: number }[]; retired: { id: number }[] };
    };
    expect(dry.plan.changed.map((node) => node.id)).toEqual([COLOUR_IDS.arcticWhite]);
    expect(dry.plan.retired.map((node) => node.id)).toEqual([COLOUR_IDS.cashmere]);
    expect(nodeOf(COLOUR_IDS.arcticWhite).name).toBe('Arctic White');
    const applied = await call('/api/catalogue/import', 'POST', file);
    expect(applied.status).toBe(200);
    expect(nodeOf(COLOUR_IDS.arcticWhite)).toMatchObject({ name: 'Polar White', version: 2 });
    expect(nodeOf(COLOUR_IDS.cashmere)).toMatchObject({ retired: true });
  });

  it('refuses an import with a bad node, naming it by its place in the file', async () => {
    const file = catalogueFileSchema.parse(await (await call('/api/catalogue/export')).json());
    file.nodes[0]!.sheet = null;
    const refused = await call('/api/catalogue/import', 'POST', file);
    expect(refused.status).toBe(400);
    const body = apiErrorBodySchema.parse(await refused.json());
    expect(body.error.fields?.[0]?.path).toBe('nodes.0.sheet');
  });

  it('stores a PNG by its content hash and serves it; refuses what is not an image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const stored = await fetch(`${ORIGIN}/api/catalogue/images`, { method: 'POST', body: png });
    expect(stored.status).toBe(201);
    const { swatch } = (await stored.json()) as { swatch: string };
    expect(swatch).toMatch(new RegExp(`^${SWATCH_IMAGE_PREFIX}[0-9a-f]{32}\\.png$`));
    const served = await fetch(`${ORIGIN}${swatch}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const text = await fetch(`${ORIGIN}/api/catalogue/images`, { method: 'POST', body: 'hello' });
    expect(text.status).toBe(400);
    const body = apiErrorBodySchema.parse(await text.json());
    expect(body.error.fields?.[0]).toMatchObject({ path: 'swatch', code: 'notAnImage' });
  });
});
