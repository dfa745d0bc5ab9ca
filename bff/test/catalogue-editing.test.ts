import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_FILE_FORMAT,
  SWATCH_IMAGE_MAX_BYTES,
  findNode,
  flattenCatalogue,
  type CatalogueEntry,
  type CategoryNode,
  type FieldChange,
  type FieldError,
} from '@cutshop/domain';
import { CookieJar, fetchWith, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith, validOrder } from './support/orders-fixture';
import { rawGet } from './support/raw-http';

interface HistoryRow {
  id: number;
  nodeId: number;
  nodeName: string;
  action: string;
  by: string;
  at: string;
  changes: FieldChange[];
}

interface ErrorAnswer {
  error: { code: string; message: string; fields?: FieldError[] };
}

interface ImportAnswer {
  applied: boolean;
  plan: {
    added: { id: number }[];
    changed: { id: number; changes: FieldChange[] }[];
    retired: { id: number }[];
    restored: { id: number }[];
  };
}

/** A PNG by its signature (the server types an image by its first bytes). */
function pngBytes(size = 200): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, randomBytes(size - signature.length)]);
}

function entryOf(tree: readonly CatalogueEntry[], id: number): CatalogueEntry {
  const row = flattenCatalogue(tree).find(({ node }) => node.id === id);
  if (row === undefined) throw new Error(`no node ${id}`);
  return row.node;
}

/** The editable fields of a node as a PUT sends them, with the version read. */
function bodyOf(node: CatalogueEntry, parentId: number | null) {
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
  };
}

const ADMIN_ENDPOINTS: readonly [string, string][] = [
  ['GET', '/api/catalogue/'],
  ['POST', '/api/catalogue/'],
  ['PUT', '/api/catalogue/1'],
  ['POST', '/api/catalogue/1/retire'],
  ['POST', '/api/catalogue/1/restore'],
  ['GET', '/api/catalogue/history'],
  ['GET', '/api/catalogue/history?node=1'],
  ['GET', '/api/catalogue/export'],
  ['POST', '/api/catalogue/import'],
  ['POST', '/api/catalogue/import?dryRun=1'],
  ['POST', '/api/catalogue/images'],
];

forEachDatabase('The catalogue editor API', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());

  function api(pathname: string, init: RequestInit & { json?: unknown } = {}) {
    return fetchWith(server, jar, pathname, init);
  }

  async function entries(): Promise<CatalogueEntry[]> {
    const response = await api('/api/catalogue/');
    expect(response.status).toBe(200);
    return (await response.json()) as CatalogueEntry[];
  }

  async function categories(): Promise<{ tree: CategoryNode[]; etag: string | null }> {
    const response = await server.fetch('/api/categories/');
    expect(response.status).toBe(200);
    return { tree: (await response.json()) as CategoryNode[], etag: response.headers.get('etag') };
  }

  async function historyCount(): Promise<number> {
    const [row] = await server.db('catalogue_history').count({ count: '*' });
    return Number(row?.count);
  }

  async function revision(): Promise<number> {
    const row = await server.db('catalogue_revision').where({ id: 1 }).first('revision');
    return Number(row?.revision);
  }

  async function history(query = ''): Promise<HistoryRow[]> {
    const response = await api(`/api/catalogue/history${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as HistoryRow[];
  }

  /** Runs `request`, expects a 400 with a field error at `path` (with `code`), and no change. */
  async function refused(
    request: () => Promise<Response>,
    path: string,
    code?: string,
  ): Promise<FieldError[]> {
    const before = { tree: await entries(), history: await historyCount(), rev: await revision() };
    const response = await request();
    const body = (await response.json()) as ErrorAnswer;
    expect(response.status, JSON.stringify(body)).toBe(400);
    const fields = body.error.fields ?? [];
    const match = fields.find((field) => field.path === path);
    expect(match, JSON.stringify(fields)).toBeDefined();
    if (code !== undefined) expect(match?.code, JSON.stringify(fields)).toBe(code);
    for (const field of fields) expect(field.message).toEqual(expect.any(String));
    expect(await entries()).toEqual(before.tree);
    expect(await historyCount()).toBe(before.history);
    expect(await revision()).toBe(before.rev);
    return fields;
  }

  it('answers 401 to every endpoint without a session', async () => {
    const anonymous = new CookieJar();
    for (const [method, pathname] of ADMIN_ENDPOINTS) {
      const response = await fetchWith(server, anonymous, pathname, {
        method,
        ...(method === 'GET' ? {} : { json: {} }),
      });
      expect(response.status, `${method} ${pathname}`).toBe(401);
    }
  });

  it('serves the whole tree with versions, retired flags and Spanish names', async () => {
    const tree = await entries();
    const white = entryOf(tree, 1);
    expect(white).toMatchObject({ name: 'Arctic White', nameEs: 'Blanco Ártico', version: 1 });
    expect(white.retired).toBe(false);
    expect(entryOf(tree, 100).nameEs).toBe('Muebles bajos');
    expect(entryOf(tree, 21).nameEs).toBe('Melamina mate');
    expect(entryOf(tree, 111).nameEs).toBe('Bajo 1 puerta');
    for (const { node } of flattenCatalogue(tree)) expect(node.nameEs, node.name).toBeTruthy();
    const { tree: customers } = await categories();
    expect(findNode(customers, 200)?.nameEs).toBe('Muebles altos');
  });

  it('creates a tile and a model, each with its history row', async () => {
    const { etag: etagBefore } = await categories();
    const tile = await api('/api/catalogue/', {
      method: 'POST',
      json: {
        parentId: null,
        name: 'Olive',
        nameEs: 'Oliva',
        catType: 'Color',
        order: 20,
        swatch: '#6B7B3A',
        sheet: { lengthMm: 2440, widthMm: 1220, thicknessMm: 18, grain: false },
      },
    });
    expect(tile.status).toBe(201);
    const olive = (await tile.json()) as CatalogueEntry;
    expect(olive).toMatchObject({ name: 'Olive', nameEs: 'Oliva', version: 1, retired: false });
    expect(olive.id).toBeGreaterThan(29);
    const { tree, etag } = await categories();
    expect(findNode(tree, olive.id)?.sheet).toEqual({
      lengthMm: 2440,
      widthMm: 1220,
      thicknessMm: 18,
      grain: false,
    });
    expect(etag).not.toBe(etagBefore);

    const wall = entryOf(await entries(), 211);
    const created = await api('/api/catalogue/', {
      method: 'POST',
      json: { ...bodyOf(wall, 210), name: 'Wall 1 Door Tall', nameEs: 'Alto 1 puerta alto' },
    });
    expect(created.status).toBe(201);
    const model = (await created.json()) as CatalogueEntry;
    expect(model.model?.construction).toEqual(wall.model?.construction);
    expect(findNode((await categories()).tree, 210)?.children.map((n) => n.id)).toContain(model.id);

    const [row] = await history(`?node=${olive.id}`);
    expect(row).toMatchObject({
      nodeId: olive.id,
      nodeName: 'Olive',
      action: 'create',
      by: 'boss@shop.example.test',
    });
    expect(row?.changes).toContainEqual({ field: 'name', before: null, after: 'Olive' });
    expect(row?.changes).toContainEqual({ field: 'sheet.lengthMm', before: null, after: 2440 });
  });

  it('updates a node field by field, recording before and after', async () => {
    const pantry = entryOf(await entries(), 311);
    const model = pantry.model!;
    const response = await api('/api/catalogue/311', {
      method: 'PUT',
      json: {
        ...bodyOf(pantry, 310),
        nameEs: 'Despensero una puerta',
        model: {
          ...model,
          bounds: { ...model.bounds, xmax: model.bounds.xmax + 100 },
          construction: { ...model.construction, fixedShelves: 3 },
        },
      },
    });
    expect(response.status).toBe(200);
    const stored = (await response.json()) as CatalogueEntry;
    expect(stored.version).toBe(pantry.version + 1);
    expect(stored.model?.construction.fixedShelves).toBe(3);
    const [row] = await history('?node=311&limit=1');
    expect(row?.action).toBe('update');
    expect(row?.changes).toEqual([
      { field: 'nameEs', before: 'Despensero 1 puerta', after: 'Despensero una puerta' },
      { field: 'model.bounds.xmax', before: model.bounds.xmax, after: model.bounds.xmax + 100 },
      { field: 'model.construction.fixedShelves', before: 1, after: 3 },
    ]);
    expect(findNode((await categories()).tree, 311)?.model?.construction.fixedShelves).toBe(3);

    // The same body again changes nothing: no new version, no history row.
    const count = await historyCount();
    const again = await api('/api/catalogue/311', {
      method: 'PUT',
      json: { ...bodyOf(stored, 310) },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as CatalogueEntry).version).toBe(stored.version);
    expect(await historyCount()).toBe(count);
  });

  it('answers 409 to a PUT based on a stale version, and changes nothing', async () => {
    const tile = entryOf(await entries(), 2);
    const first = await api('/api/catalogue/2', {
      method: 'PUT',
      json: { ...bodyOf(tile, null), name: 'Cashmere Beige' },
    });
    expect(first.status).toBe(200);
    const before = { tree: await entries(), history: await historyCount() };
    const stale = await api('/api/catalogue/2', {
      method: 'PUT',
      json: { ...bodyOf(tile, null), name: 'Cashmere Again' },
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ErrorAnswer;
    expect(body.error.code).toBe('stale_catalogue_node');
    expect(body.error.message).toContain('version 2');
    expect(await entries()).toEqual(before.tree);
    expect(await historyCount()).toBe(before.history);
  });

  describe('refuses bad input with field errors, storing nothing', () => {
    const post = (json: unknown) => () => api('/api/catalogue/', { method: 'POST', json });

    async function modelBody(change: (model: Record<string, unknown>) => void = () => {}) {
      const wall = entryOf(await entries(), 221);
      const body = { ...bodyOf(wall, 220), name: 'Wall Test' } as Record<string, unknown>;
      const model = structuredClone(wall.model) as unknown as Record<string, unknown>;
      change(model);
      return { ...body, model };
    }

    it('a model without a construction, or with an invalid one', async () => {
      await refused(
        post(
          await modelBody((model) => {
            delete model.construction;
          }),
        ),
        'model.construction',
      );
      await refused(
        post(
          await modelBody((model) => {
            model.construction = { ...(model.construction as object), kind: 'cupboard' };
          }),
        ),
        'model.construction.kind',
      );
      await refused(post({ ...(await modelBody()), model: null }), 'model', 'modelRequired');
    });

    it('a tile without a sheet, or with a size that is not positive', async () => {
      const tile = { parentId: null, name: 'Plain', catType: 'Color', swatch: '#123456' };
      await refused(post(tile), 'sheet', 'sheetRequired');
      await refused(
        post({ ...tile, sheet: { lengthMm: 0, widthMm: 1220, thicknessMm: 18, grain: false } }),
        'sheet.lengthMm',
        'notPositive',
      );
      await refused(
        post({ ...tile, sheet: { lengthMm: 2440, widthMm: -5, thicknessMm: 18, grain: false } }),
        'sheet.widthMm',
        'notPositive',
      );
    });

    it('bounds with a minimum above the maximum, or a size that is not positive', async () => {
      await refused(
        post(
          await modelBody((model) => {
            model.bounds = { ...(model.bounds as object), xmin: 900, xmax: 300 };
          }),
        ),
        'model.bounds.xmin',
        'minAboveMax',
      );
      await refused(
        post(
          await modelBody((model) => {
            model.bounds = { ...(model.bounds as object), ymax: 0 };
          }),
        ),
        'model.bounds.ymax',
        'notPositive',
      );
    });

    it('a node under a parent of the wrong kind, or an unknown one', async () => {
      const tile = {
        name: 'Plain',
        catType: 'Color',
        swatch: '#123456',
        sheet: { lengthMm: 2440, widthMm: 1220, thicknessMm: 18, grain: false },
      };
      await refused(post({ ...tile, parentId: 100 }), 'parentId', 'wrongParent');
      // A type under a model: furniture is three levels deep.
      await refused(
        post({ parentId: 111, name: 'Too deep', catType: 'Category' }),
        'parentId',
        'wrongParent',
      );
      await refused(post({ ...tile, parentId: 999_999 }), 'parentId', 'unknownParent');
      // A type moved to the top would be a category with models under it.
      const type = entryOf(await entries(), 110);
      await refused(
        () => api('/api/catalogue/110', { method: 'PUT', json: { ...bodyOf(type, null) } }),
        'parentId',
        'wrongParent',
      );
    });

    it('a move that would make a cycle', async () => {
      const category = entryOf(await entries(), 100);
      await refused(
        () => api('/api/catalogue/100', { method: 'PUT', json: { ...bodyOf(category, 110) } }),
        'parentId',
        'catalogueCycle',
      );
    });

    it('a name that is empty or longer than 120 characters', async () => {
      const tile = entryOf(await entries(), 3);
      const put = (name: string) => () =>
        api('/api/catalogue/3', { method: 'PUT', json: { ...bodyOf(tile, null), name } });
      await refused(put(''), 'name', 'Required');
      await refused(put('   '), 'name', 'Required');
      await refused(put('x'.repeat(121)), 'name', 'tooLong');
      await refused(
        () =>
          api('/api/catalogue/3', {
            method: 'PUT',
            json: { ...bodyOf(tile, null), nameEs: 'x'.repeat(121) },
          }),
        'nameEs',
        'tooLong',
      );
      const longest = await put('x'.repeat(120))();
      expect(longest.status).toBe(200);
    });

    it('a PUT without the version read, or a swatch that is neither colour nor image', async () => {
      const tile = entryOf(await entries(), 4);
      const { version: _version, ...withoutVersion } = bodyOf(tile, null);
      await refused(
        () => api('/api/catalogue/4', { method: 'PUT', json: withoutVersion }),
        'version',
      );
      await refused(
        () =>
          api('/api/catalogue/4', {
            method: 'PUT',
            json: { ...bodyOf(tile, null), swatch: 'javascript:alert(1)' },
          }),
        'swatch',
        'invalidSwatch',
      );
    });

    it('an image that is not an image, or is too large', async () => {
      const upload =
        (bytes: Buffer, type = 'image/png') =>
        () =>
          api('/api/catalogue/images', {
            method: 'POST',
            headers: { 'Content-Type': type },
            body: bytes,
          });
      const imagesBefore = await server.db('catalogue_images').count({ count: '*' });
      await refused(
        upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
        'image',
        'notAnImage',
      );
      await refused(upload(Buffer.from('GIF89a........')), 'image', 'notAnImage');
      await refused(upload(Buffer.alloc(0)), 'image', 'notAnImage');
      await refused(upload(pngBytes(SWATCH_IMAGE_MAX_BYTES + 1)), 'image', 'imageTooLarge');
      expect(await server.db('catalogue_images').count({ count: '*' })).toEqual(imagesBefore);
    });
  });

  it('answers 404 for an unknown node id, and for an id that is not a positive integer', async () => {
    const tile = entryOf(await entries(), 5);
    const count = await historyCount();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999']) {
      const put = await api(`/api/catalogue/${id}`, { method: 'PUT', json: bodyOf(tile, null) });
      expect(put.status, id).toBe(404);
      expect(((await put.json()) as ErrorAnswer).error.code).toBe('catalogue_node_not_found');
      for (const action of ['retire', 'restore']) {
        const response = await api(`/api/catalogue/${id}/${action}`, { method: 'POST' });
        expect(response.status, `${action} ${id}`).toBe(404);
      }
    }
    expect((await api('/api/catalogue/history?node=999999')).status).toBe(404);
    expect((await api('/api/catalogue/history?node=abc')).status).toBe(400);
    expect((await api('/api/catalogue/history?limit=0')).status).toBe(400);
    expect(await historyCount()).toBe(count);
  });

  it('retires and restores: customers lose the node at once, orders naming it are refused', async () => {
    const before = await historyCount();
    const retire = await api('/api/catalogue/111/retire', { method: 'POST' });
    expect(retire.status).toBe(200);
    const retired = (await retire.json()) as CatalogueEntry;
    expect(retired).toMatchObject({ id: 111, retired: true, version: 2 });
    expect(findNode((await categories()).tree, 111)).toBeUndefined();
    expect(entryOf(await entries(), 111).retired).toBe(true);
    // Again: nothing to do, nothing recorded.
    const again = await api('/api/catalogue/111/retire', { method: 'POST' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as CatalogueEntry).version).toBe(2);
    expect(await historyCount()).toBe(before + 1);
    const [row] = await history('?node=111');
    expect(row).toMatchObject({ action: 'retire', nodeName: 'Base 1 Door' });
    expect(row?.changes).toEqual([{ field: 'retired', before: false, after: true }]);

    const refusedOrder = await server.postOrder(validOrder());
    expect(refusedOrder.status).toBe(400);
    const modelError = (await refusedOrder.json()) as ErrorAnswer;
    expect(modelError.error.fields?.map((field) => field.code)).toContain('retiredModel');

    for (const id of [1, 21]) {
      expect((await api(`/api/catalogue/${id}/retire`, { method: 'POST' })).status).toBe(200);
    }
    const withoutModel = orderWith((order) => {
      order.cabinets = order.cabinets.filter((item) => item.cabinet.id !== 111);
    });
    const materials = await server.postOrder(withoutModel);
    expect(materials.status).toBe(400);
    const codes = ((await materials.json()) as ErrorAnswer).error.fields?.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['retiredColour', 'retiredMaterial']));
    expect(codes).not.toContain('retiredModel');

    // A type retired hides its models too; restoring it brings them back.
    expect((await api('/api/catalogue/120/retire', { method: 'POST' })).status).toBe(200);
    expect(findNode((await categories()).tree, 121)).toBeUndefined();

    for (const id of [111, 1, 21, 120]) {
      const restore = await api(`/api/catalogue/${id}/restore`, { method: 'POST' });
      expect(restore.status).toBe(200);
      expect(((await restore.json()) as CatalogueEntry).retired).toBe(false);
    }
    const count = await historyCount();
    expect((await api('/api/catalogue/1/restore', { method: 'POST' })).status).toBe(200);
    expect(await historyCount()).toBe(count);
    expect(findNode((await categories()).tree, 121)).toBeDefined();
    expect((await history('?node=111'))[0]?.action).toBe('restore');
    expect((await server.postOrder(validOrder())).status).toBe(201);
  });

  it('lists the history newest first, of one node or of all, with a limit', async () => {
    const all = await history();
    expect(all.length).toBeGreaterThan(5);
    const ids = all.map((row) => row.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(await history('?limit=2')).toEqual(all.slice(0, 2));
    const ofOne = await history('?node=111');
    expect(ofOne.map((row) => row.action)).toEqual(['restore', 'retire']);
    for (const row of all) {
      expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row.by).toBe('boss@shop.example.test');
    }
  });

  it('exports the catalogue and imports it back to the same tree', async () => {
    const tree = await entries();
    const response = await api('/api/catalogue/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await response.json()) as {
      format: string;
      formatVersion: number;
      nodes: CatalogueEntry[];
    };
    expect(file.format).toBe(CATALOGUE_FILE_FORMAT);
    expect(file.formatVersion).toBe(1);
    expect(file.nodes).toEqual(tree);

    const count = await historyCount();
    const rev = await revision();
    for (const query of ['?dryRun=1', '']) {
      const imported = await api(`/api/catalogue/import${query}`, { method: 'POST', json: file });
      expect(imported.status).toBe(200);
      const answer = (await imported.json()) as ImportAnswer;
      expect(answer.applied).toBe(false);
      expect(answer.plan).toEqual({ added: [], changed: [], retired: [], restored: [] });
    }
    expect(await entries()).toEqual(tree);
    expect(await historyCount()).toBe(count);
    expect(await revision()).toBe(rev);
  });

  it('imports a changed file: the dry run changes nothing, the import all of it', async () => {
    const exported = (await (await api('/api/catalogue/export')).json()) as {
      format: string;
      formatVersion: number;
      nodes: CatalogueEntry[];
    };
    const original = await entries();
    const file = structuredClone(exported);
    const white = file.nodes.find((node) => node.id === 1)!;
    white.nameEs = 'Blanco polar';
    white.sheet = { ...white.sheet!, lengthMm: 3050 };
    file.nodes = file.nodes.filter((node) => node.id !== 9);
    file.nodes.push({ ...white, id: 7001, name: 'Sand', nameEs: 'Arena', children: [] });
    const retiredModel = file.nodes
      .find((node) => node.id === 300)!
      .children.find((type) => type.id === 330)!
      .children.find((model) => model.id === 331)!;
    retiredModel.retired = true;

    const count = await historyCount();
    const dry = await api('/api/catalogue/import?dryRun=1', { method: 'POST', json: file });
    expect(dry.status).toBe(200);
    const plan = ((await dry.json()) as ImportAnswer).plan;
    expect(plan.added.map((node) => node.id)).toEqual([7001]);
    expect(plan.changed.map((node) => node.id)).toEqual([1]);
    expect(plan.retired.map((node) => node.id).sort()).toEqual([331, 9]);
    expect(await entries()).toEqual(original);
    expect(await historyCount()).toBe(count);

    // One bad node: nothing applied.
    const bad = structuredClone(file);
    bad.nodes.find((node) => node.id === 7001)!.sheet = null;
    const refusedImport = await api('/api/catalogue/import', { method: 'POST', json: bad });
    expect(refusedImport.status).toBe(400);
    const errors = ((await refusedImport.json()) as ErrorAnswer).error.fields ?? [];
    expect(errors.map((error) => error.code)).toContain('sheetRequired');
    expect(errors[0]?.path).toMatch(/^nodes\.\d+\.sheet$/);
    expect(await entries()).toEqual(original);
    expect(await historyCount()).toBe(count);
    // Not a catalogue file at all.
    const notAFile = await api('/api/catalogue/import', { method: 'POST', json: { nodes: [] } });
    expect(notAFile.status).toBe(400);

    const applied = await api('/api/catalogue/import', { method: 'POST', json: file });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as ImportAnswer).applied).toBe(true);
    const after = await entries();
    expect(entryOf(after, 1)).toMatchObject({
      nameEs: 'Blanco polar',
      version: entryOf(original, 1).version + 1,
    });
    expect(entryOf(after, 1).sheet?.lengthMm).toBe(3050);
    expect(entryOf(after, 7001)).toMatchObject({ name: 'Sand', version: 1, retired: false });
    expect(entryOf(after, 9).retired).toBe(true);
    expect(entryOf(after, 331).retired).toBe(true);
    const { tree } = await categories();
    expect(findNode(tree, 7001)?.nameEs).toBe('Arena');
    expect(findNode(tree, 9)).toBeUndefined();
    expect(findNode(tree, 331)).toBeUndefined();
    const rows = await history('?limit=4');
    expect(rows.every((row) => row.action === 'import')).toBe(true);
    expect(await historyCount()).toBe(count + 4);

    // The first export brings everything back (the new node, which it lacks, is retired).
    const back = await api('/api/catalogue/import', { method: 'POST', json: exported });
    const undone = (await back.json()) as ImportAnswer;
    expect(undone.plan.retired.map((node) => node.id)).toEqual([7001]);
    expect(undone.plan.restored.map((node) => node.id).sort()).toEqual([331, 9]);
    expect(findNode((await categories()).tree, 9)?.name).toBe('Sage Green');
  });

  it('takes an import body up to 2 MB, not more', async () => {
    const file = (await (await api('/api/catalogue/export')).json()) as Record<string, unknown>;
    const big = { ...file, exportedAt: 'x'.repeat(1_500_000) };
    const within = await api('/api/catalogue/import?dryRun=1', { method: 'POST', json: big });
    expect(within.status).toBe(200);
    const over = { ...file, exportedAt: 'x'.repeat(2_200_000) };
    const tooBig = await api('/api/catalogue/import?dryRun=1', { method: 'POST', json: over });
    expect(tooBig.status).toBe(413);
    // Other bodies keep their 1 MB limit.
    const put = await api('/api/catalogue/1', {
      method: 'PUT',
      json: { name: 'x'.repeat(1_100_000) },
    });
    expect(put.status).toBe(413);
  });

  it('stores an uploaded swatch image once and serves it to anyone, with long caching', async () => {
    const bytes = pngBytes(500);
    const upload = () =>
      api('/api/catalogue/images', {
        method: 'POST',
        // The type the browser claims does not matter: the bytes do.
        headers: { 'Content-Type': 'application/octet-stream' },
        body: bytes,
      });
    const first = await upload();
    expect(first.status).toBe(201);
    const { swatch } = (await first.json()) as { swatch: string };
    expect(swatch).toMatch(/^\/api\/catalogue\/images\/[0-9a-f]{32}\.png$/);
    const second = await upload();
    expect(((await second.json()) as { swatch: string }).swatch).toBe(swatch);
    const hash = swatch.slice('/api/catalogue/images/'.length, -'.png'.length);
    expect(await server.db('catalogue_images').where({ hash }).count({ count: '*' })).toEqual([
      { count: 1 },
    ]);

    const served = await rawGet(`${server.baseUrl}${swatch}`);
    expect(served.status).toBe(200);
    expect(served.body.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag;
    expect(etag).toBeTruthy();
    const revalidated = await rawGet(`${server.baseUrl}${swatch}`, {
      'If-None-Match': String(etag),
    });
    expect(revalidated.status).toBe(304);
    for (const unknown of [
      `/api/catalogue/images/${'0'.repeat(32)}.png`,
      `/api/catalogue/images/${hash}.webp`,
      `/api/catalogue/images/${hash}`,
      '/api/catalogue/images/not-an-image.png',
    ]) {
      expect((await server.fetch(unknown)).status, unknown).toBe(404);
    }

    // A tile may show it.
    const tile = entryOf(await entries(), 10);
    const put = await api('/api/catalogue/10', {
      method: 'PUT',
      json: { ...bodyOf(tile, null), swatch },
    });
    expect(put.status).toBe(200);
    expect(findNode((await categories()).tree, 10)?.swatch).toBe(swatch);
  });
});
