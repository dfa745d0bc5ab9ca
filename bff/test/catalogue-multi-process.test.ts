import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findNode, type CatalogueEntry, type CategoryNode } from '@cutshop/domain';
import { CookieJar } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase } from './support/harness';
import { orderWith } from './support/orders-fixture';
import {
  call,
  sharedDatabase,
  shopEnv,
  startServerProcess,
  type ServerProcess,
} from './support/server-processes';

/** The time a change made through one process may take to reach another's customers. */
const WITHIN_MS = 1_000;

async function customersTree(server: ServerProcess): Promise<CategoryNode[]> {
  const response = await server.fetch('/api/categories/');
  expect(response.status).toBe(200);
  return (await response.json()) as CategoryNode[];
}

/** How long until `server`'s customers see what `seen` looks for, failing past WITHIN_MS. */
async function timeUntil(
  server: ServerProcess,
  seen: (tree: CategoryNode[]) => boolean,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (seen(await customersTree(server))) return Date.now() - started;
    if (Date.now() - started > WITHIN_MS) throw new Error(`Not served within ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

forEachDatabase('A catalogue change reaches every server process', (database) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let folder = '';
  let drop = async () => {};

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cutshop-catalogue-processes-'));
    const shared = await sharedDatabase(database, folder);
    drop = shared.drop;
    const env = shopEnv(shared.url, folder);
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
    await rm(folder, { recursive: true, force: true });
  }, 30_000);

  it('serves a change made through A from B within a second, without a restart', async () => {
    const jar = new CookieJar();
    const login = await call(a, jar, '/api/users/login', {
      method: 'POST',
      json: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    // B has read the catalogue and keeps it in memory.
    expect(findNode(await customersTree(b), 3)?.name).toBe('Stone Grey');

    const entries = (await (await call(a, jar, '/api/catalogue/')).json()) as CatalogueEntry[];
    const tile = entries.find((node) => node.id === 3)!;
    const put = await call(a, jar, '/api/catalogue/3', {
      method: 'PUT',
      json: {
        parentId: null,
        name: 'Storm Grey',
        nameEs: 'Gris Tormenta',
        catType: tile.catType,
        order: tile.order,
        swatch: tile.swatch,
        sheet: tile.sheet,
        version: tile.version,
      },
    });
    expect(put.status).toBe(200);
    const renamed = await timeUntil(b, (tree) => findNode(tree, 3)?.name === 'Storm Grey');
    expect(renamed).toBeLessThanOrEqual(WITHIN_MS);
    expect(findNode(await customersTree(b), 3)?.nameEs).toBe('Gris Tormenta');

    // A retired node leaves B's customers' tree as fast, and B refuses orders naming it.
    expect((await call(a, jar, '/api/catalogue/3/retire', { method: 'POST' })).status).toBe(200);
    const retired = await timeUntil(b, (tree) => findNode(tree, 3) === undefined);
    expect(retired).toBeLessThanOrEqual(WITHIN_MS);
    const order = orderWith((draft) => {
      draft.material[0]!.color = 3;
    });
    const refused = await b.fetch('/api/orders/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { error: { fields?: { code: string }[] } };
    expect(answer.error.fields?.map((field) => field.code)).toContain('retiredColour');

    // And the session works on B too: its admin view has the new version.
    const onB = (await (await call(b, jar, '/api/catalogue/')).json()) as CatalogueEntry[];
    expect(onB.find((node) => node.id === 3)).toMatchObject({ retired: true, version: 3 });
  });
});
