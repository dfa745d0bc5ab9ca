import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  catalogueSnapshot,
  findNode,
  flattenCatalogue,
  type CatalogueEntry,
  isModel,
  type CategoryNode,
  type StoredOrder,
} from '@cutshop/domain';
import { buildCutList, explodeOrder } from '@cutshop/domain/production';
import { REFERENCE_ORDER_MM } from '@cutshop/domain/testing';
import { ProductionService } from '../src/services/production/production-service';
import { CookieJar, fetchWith, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { rawGet } from './support/raw-http';

/** Every output of an order, with the catalogue it was built from. */
const OUTPUTS = [
  'catalogue',
  'hardware',
  'cutlist',
  'cutting-plan',
  'labels.html',
  'labels.html?paper=Letter',
  'production.txt',
  'export',
] as const;

type Outputs = Record<(typeof OUTPUTS)[number], { body: Buffer; etag: string | undefined }>;

/** The answer to a placed order's outputs as it travels: bytes and ETag, every one a 200. */
async function outputsOf(server: TestServer, jar: CookieJar, uuid: string): Promise<Outputs> {
  const read = {} as Outputs;
  for (const output of OUTPUTS) {
    const answer = await rawGet(`${server.baseUrl}/api/orders/${uuid}/${output}`, {
      Cookie: jar.header(),
    });
    expect(answer.status, output).toBe(200);
    const etag = answer.headers.etag;
    read[output] = { body: answer.body, etag: typeof etag === 'string' ? etag : undefined };
  }
  return read;
}

/** A stream's bytes. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

forEachDatabase('A placed order keeps its catalogue', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());

  /** PUT /api/catalogue/{id} with the node as read and `change` applied; 200 expected. */
  async function putNode(
    id: number,
    change: (node: CatalogueEntry) => Partial<CatalogueEntry>,
  ): Promise<void> {
    const read = await fetchWith(server, jar, '/api/catalogue/');
    const rows = flattenCatalogue((await read.json()) as CatalogueEntry[]);
    const row = rows.find((candidate) => candidate.node.id === id);
    if (row === undefined) throw new Error(`no catalogue node ${id}`);
    const { node, parentId } = row;
    const response = await fetchWith(server, jar, `/api/catalogue/${id}`, {
      method: 'PUT',
      json: {
        parentId,
        name: node.name,
        nameEs: node.nameEs,
        catType: node.catType,
        order: node.order,
        swatch: node.swatch,
        sheet: node.sheet,
        model: node.model,
        version: node.version,
        ...change(node),
      },
    });
    expect(response.status).toBe(200);
  }

  async function place(): Promise<StoredOrder> {
    const response = await server.postOrder(REFERENCE_ORDER_MM);
    expect(response.status).toBe(201);
    return (await response.json()) as StoredOrder;
  }

  it('keeps every output byte for byte when the catalogue changes', async () => {
    const liveBefore = await server.services.catalogue.tree();
    const order = await place();
    // A box of the order (shelves change its cut list) and the order's cabinet colour.
    const model = order.cabinets
      .map((item) => findNode(liveBefore, item.cabinet.id))
      .find(
        (node): node is CategoryNode & { model: NonNullable<CategoryNode['model']> } =>
          node !== undefined && isModel(node) && node.model.construction.kind === 'base',
      );
    if (model === undefined) throw new Error('the reference order has no base unit');
    const colourId = order.material.find((entry) => entry.materialType === 'cabinet')?.id;
    if (colourId === null || colourId === undefined) throw new Error('no ready-made colour');
    const before = await outputsOf(server, jar, order.uuid);
    expect(JSON.parse(before.catalogue.body.toString('utf8'))).toEqual(
      catalogueSnapshot(order, liveBefore),
    );

    // The shop edits the catalogue through the editor's API: the model's construction, the
    // colour's sheet.
    const shelves = model.model.construction.fixedShelves + 2;
    await putNode(model.id, (node) => ({
      model: {
        ...node.model!,
        construction: { ...node.model!.construction, fixedShelves: shelves },
      },
    }));
    await putNode(colourId, (node) => ({
      sheet: { ...node.sheet!, lengthMm: 2440, widthMm: 1220 },
    }));
    const liveAfter = await server.services.catalogue.tree();
    expect(findNode(liveAfter, model.id)?.model?.construction.fixedShelves).toBe(shelves);
    expect(findNode(liveAfter, colourId)?.sheet?.lengthMm).toBe(2440);

    const after = await outputsOf(server, jar, order.uuid);
    for (const output of OUTPUTS) {
      expect(after[output].body.equals(before[output].body), output).toBe(true);
      expect(after[output].etag, output).toBe(before[output].etag);
    }
    // Not the server's kept copy: a production service with nothing kept builds the same zip.
    const fresh = new ProductionService({
      orders: server.services.orderAdmin,
      orderCatalogues: server.services.repositories.orderCatalogues,
      orderPrices: server.services.repositories.orderPrices,
      orderSettings: server.services.repositories.orderProductionSettings,
      offcuts: server.services.repositories.offcuts,
      fixedPlans: server.services.repositories.orderCuttingPlans,
      publicUrl: server.services.config.publicUrl,
    });
    const archive = await fresh.exportArchive(order.uuid);
    expect(archive.etag).toBe(before.export.etag);
    expect((await bytesOf(archive.open())).equals(before.export.body)).toBe(true);

    // The live catalogue did change: an order placed now is built from the new data.
    const later = await place();
    const laterOutputs = await outputsOf(server, jar, later.uuid);
    const laterCatalogue = JSON.parse(
      laterOutputs.catalogue.body.toString('utf8'),
    ) as CategoryNode[];
    expect(findNode(laterCatalogue, model.id)?.model?.construction.fixedShelves).toBe(shelves);
    expect(findNode(laterCatalogue, colourId)?.sheet?.lengthMm).toBe(2440);
    const laterCutList: unknown = JSON.parse(laterOutputs.cutlist.body.toString('utf8'));
    expect(laterCutList).toEqual(buildCutList(explodeOrder(later, liveAfter)));
    expect(laterCutList).not.toEqual(buildCutList(explodeOrder(later, liveBefore)));

    // Both retired: new orders naming them are refused, the placed ones keep every byte.
    for (const id of [model.id, colourId]) {
      const retired = await fetchWith(server, jar, `/api/catalogue/${id}/retire`, {
        method: 'POST',
      });
      expect(retired.status).toBe(200);
    }
    const refused = await server.postOrder(REFERENCE_ORDER_MM);
    expect(refused.status).toBe(400);
    const codes = ((await refused.json()) as { error: { fields: { code: string }[] } }).error
      .fields;
    expect(codes.map((field) => field.code)).toEqual(
      expect.arrayContaining(['retiredModel', 'retiredColour']),
    );
    const retiredAfter = await outputsOf(server, jar, order.uuid);
    const laterRetired = await outputsOf(server, jar, later.uuid);
    for (const output of OUTPUTS) {
      expect(retiredAfter[output].body.equals(before[output].body), output).toBe(true);
      expect(retiredAfter[output].etag, output).toBe(before[output].etag);
      expect(laterRetired[output].body.equals(laterOutputs[output].body), output).toBe(true);
      expect(laterRetired[output].etag, output).toBe(laterOutputs[output].etag);
    }
    // Offered again, for the tests below.
    for (const id of [model.id, colourId]) {
      const restored = await fetchWith(server, jar, `/api/catalogue/${id}/restore`, {
        method: 'POST',
      });
      expect(restored.status).toBe(200);
    }
  });

  it('answers 409 for every output of an order stored without its catalogue', async () => {
    const order = await place();
    await server.db('order_catalogue_snapshots').where({ order_uuid: order.uuid }).delete();
    for (const output of OUTPUTS) {
      const response = await fetchWith(server, jar, `/api/orders/${order.uuid}/${output}`);
      expect(response.status, output).toBe(409);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code, output).toBe('order_catalogue_missing');
    }
  });

  it('answers the catalogue only to a signed-in admin, and 404 for an unknown order', async () => {
    const order = await place();
    const anonymous = await fetchWith(
      server,
      new CookieJar(),
      `/api/orders/${order.uuid}/catalogue`,
    );
    expect(anonymous.status).toBe(401);
    const unknown = await fetchWith(
      server,
      jar,
      '/api/orders/6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f/catalogue',
    );
    expect(unknown.status).toBe(404);
    const known = await fetchWith(server, jar, `/api/orders/${order.uuid}/catalogue`);
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('no-store');
  });
});
