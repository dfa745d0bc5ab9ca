import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PROPERTY_FLAGS,
  categoryTreeSchema,
  childrenOf,
  colourTiles,
  finishTiles,
  furnitureCategories,
  findNode,
  isModel,
  type CategoryNode,
  type Construction,
  type TileSheet,
} from '@cutshop/domain';
import { runSeeds } from '@cutshop/migrations';
import { createCatalogueRepository } from '../src/repositories/catalogue-repository';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

function conditionalGetStatus(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

/** 18 mm carcass board with an 18 mm back inside the box, as every seeded model has. */
const SEEDED_BOARD = { boardMm: 18, back: 'inside', backMm: 18 } as const;

function constructionOf(tree: CategoryNode[], id: number): Construction | undefined {
  return findNode(tree, id)?.model?.construction;
}

function sheetOf(tree: CategoryNode[], id: number): TileSheet | null | undefined {
  return findNode(tree, id)?.sheet;
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

  it('serves how each model is built', () => {
    const lazySusan: Construction = {
      kind: 'cornerLazySusan',
      foldAngle: 90,
      doorColumns: 2,
      doorRows: 1,
      drawerFronts: 0,
      fixedShelves: 0,
      nicheMm: 0,
      hingesPerDoor: null,
      onLegs: true,
      gola: 'none',
      ...SEEDED_BOARD,
    };
    expect(constructionOf(tree, 142)).toEqual(lazySusan);
    expect(constructionOf(tree, 331)).toEqual({
      kind: 'tall',
      foldAngle: null,
      doorColumns: 1,
      doorRows: 2,
      drawerFronts: 1,
      fixedShelves: 2,
      nicheMm: 600,
      hingesPerDoor: null,
      onLegs: true,
      gola: 'none',
      ...SEEDED_BOARD,
    });
    expect(constructionOf(tree, 322)).toMatchObject({ doorColumns: 'byWidth', doorRows: 2 });
    expect(constructionOf(tree, 132)).toMatchObject({ kind: 'drawerBase', gola: 'topJMidC' });
    expect(constructionOf(tree, 211)).toMatchObject({ kind: 'wall', onLegs: false });
    expect(constructionOf(tree, 611)).toMatchObject({ kind: 'doorOnly', hingesPerDoor: 2 });
    expect(constructionOf(tree, 523)).toMatchObject({ kind: 'panel', doorColumns: 0 });
  });

  it('serves the sheet of each ready-made tile, none on CUSTOM tiles and furniture', () => {
    expect(sheetOf(tree, 1)).toEqual({
      lengthMm: 2800,
      widthMm: 2070,
      thicknessMm: 18,
      grain: false,
    });
    expect(sheetOf(tree, 7)).toEqual({
      lengthMm: 2800,
      widthMm: 2070,
      thicknessMm: 18,
      grain: true,
    });
    expect(sheetOf(tree, 25)).toEqual({
      lengthMm: 2800,
      widthMm: 2070,
      thicknessMm: 19,
      grain: false,
    });
    expect(sheetOf(tree, 27)).toEqual({
      lengthMm: 2500,
      widthMm: 1250,
      thicknessMm: 19,
      grain: true,
    });
    for (const id of [11, 29, 100, 110, 111]) expect(sheetOf(tree, id), `${id}`).toBeNull();
  });

  it('refuses to load a model row without a valid construction, naming the row', async () => {
    const repository = createCatalogueRepository(server.db);
    const stored = await server.db('categories').where({ id: 121 }).first('construction');
    try {
      await server.db('categories').where({ id: 121 }).update({ construction: null });
      await expect(repository.loadTree()).rejects.toThrow(
        'The catalogue in the database is invalid: model 121 has no construction',
      );
      const cupboard = JSON.stringify({ ...constructionOf(tree, 121), kind: 'cupboard' });
      await server.db('categories').where({ id: 121 }).update({ construction: cupboard });
      await expect(repository.loadTree()).rejects.toThrow(
        'The catalogue in the database is invalid: model 121 has an invalid construction',
      );
      const lazySusanWithoutAngle = JSON.stringify({
        ...constructionOf(tree, 142),
        foldAngle: null,
      });
      await server
        .db('categories')
        .where({ id: 121 })
        .update({ construction: lazySusanWithoutAngle });
      await expect(repository.loadTree()).rejects.toThrow('model 121 has an invalid construction');
    } finally {
      await server.db('categories').where({ id: 121 }).update(stored);
    }
    expect(constructionOf(await repository.loadTree(), 121)).toEqual(constructionOf(tree, 121));
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
