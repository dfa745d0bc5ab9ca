import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PROPERTY_FLAGS,
  categoryTreeSchema,
  childrenOf,
  colourTiles,
  finishTiles,
  furnitureCategories,
  isModel,
  type CategoryNode,
} from '@cutshop/domain';
import { runSeeds } from '@cutshop/migrations';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

function conditionalGetStatus(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

function typeNames(tree: CategoryNode[]): string[] {
  return furnitureCategories(tree).flatMap((category) => childrenOf(category).map((t) => t.name));
}

forEachDatabase('GET /api/categories/', (database) => {
  let server: TestServer;
  let tree: CategoryNode[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    const response = await server.fetch('/api/categories/');
    expect(response.status).toBe(200);
    tree = categoryTreeSchema.parse(await response.json());
  });
  afterAll(() => server?.stop());

  it('offers colour and finish tiles with swatches and one CUSTOM tile each', () => {
    for (const tiles of [colourTiles(tree), finishTiles(tree)]) {
      expect(tiles.length).toBeGreaterThanOrEqual(5);
      const custom = tiles.filter((tile) => tile.custom);
      expect(custom.map((tile) => tile.name)).toEqual(['CUSTOM']);
      for (const tile of tiles.filter((t) => !t.custom)) {
        expect(tile.swatch).toMatch(/^#[0-9A-F]{6}$/i);
        expect(tile.children).toEqual([]);
      }
    }
  });

  it('has the furniture tree category -> type -> model with the named types', () => {
    const names = typeNames(tree);
    for (const expected of [
      'Filler',
      'Panel',
      'Door 3 holes',
      'Door 2 holes',
      'Pantry 1 Door',
      'Pantry 2 Door',
      'Base 1 Door',
      'Base 2 Doors',
      'Base Drawers',
      'Base Corner',
      'Wall 1 Door',
      'Drawer Unit 3 Drawers',
    ]) {
      expect(names).toContain(expected);
    }
    for (const category of furnitureCategories(tree)) {
      expect(category.model).toBeNull();
      for (const type of category.children) {
        expect(type.model).toBeNull();
        expect(type.children.length).toBeGreaterThan(0);
        expect(type.children.every(isModel)).toBe(true);
      }
    }
  });

  it('gives every model sane millimetre bounds and known property flags', () => {
    const models = furnitureCategories(tree).flatMap((c) => c.children.flatMap((t) => t.children));
    expect(models.length).toBeGreaterThanOrEqual(20);
    for (const node of models) {
      if (!isModel(node)) throw new Error(`${node.name} is not a model`);
      const { bounds, properties } = node.model;
      expect(bounds.xmin).toBeGreaterThan(0);
      expect(bounds.xmin).toBeLessThanOrEqual(bounds.xmax);
      expect(bounds.ymin).toBeLessThanOrEqual(bounds.ymax);
      expect(bounds.ymax).toBeLessThanOrEqual(2400);
      expect(Object.keys(properties).length).toBeGreaterThan(0);
      for (const flag of Object.keys(properties)) {
        expect(PROPERTY_FLAGS).toContain(flag);
      }
    }
  });

  it('serves the tree from memory after the first read, with an ETag', async () => {
    await server.db('categories').where({ id: 1 }).update({ name: 'Renamed in the database' });
    const cached = await server.fetch('/api/categories/');
    const etag = cached.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(JSON.stringify(await cached.json())).not.toContain('Renamed in the database');

    // fetch() adds Cache-Control: no-cache to conditional requests; a browser revalidating
    // its cache does not, so ask with node:http.
    expect(await conditionalGetStatus(`${server.baseUrl}/api/categories/`, etag ?? '')).toBe(304);

    server.services.catalogue.forget();
    const reread = await server.fetch('/api/categories/');
    expect(JSON.stringify(await reread.json())).toContain('Renamed in the database');
    await server.db('categories').where({ id: 1 }).update({ name: 'Arctic White' });
    server.services.catalogue.forget();
  });

  it('answers without the trailing slash too', async () => {
    const response = await server.fetch('/api/categories');
    expect(response.status).toBe(200);
  });

  it('seeds once: running the seeds again changes nothing', async () => {
    const before = await server.db('categories').count({ count: '*' });
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: false }]);
    const after = await server.db('categories').count({ count: '*' });
    expect(after).toEqual(before);
  });
});
