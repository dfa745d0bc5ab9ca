import { sampleOrderInput, scenarios } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, INVALID_ORDER } from '../src/features/ordering/api/create-order';
import { getCategories } from '../src/lib/api';
import { useCatalogueStore } from '../src/features/ordering/catalogue/catalogue-store';

describe("the ordering feature's API calls", () => {
  it('answers the parsed catalogue from /api/categories/', async () => {
    const tree = await getCategories();
    expect(tree.some((node) => node.catType === 'Color')).toBe(true);
  });

  it('refuses an answer of the wrong shape', async () => {
    server.use(http.get('*/api/categories/', () => HttpResponse.json({ not: 'a list' })));
    await expect(getCategories()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('checks the order with the shared schema before sending it', async () => {
    const order = { ...sampleOrderInput(), cabinets: [] };
    const failure = await createOrder(order, 'key').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: INVALID_ORDER, fields: [{ path: 'cabinets' }] });
  });
});

describe('the catalogue store over the one catalogue call (lib/api)', () => {
  let requests = 0;
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/categories/') requests += 1;
  };

  beforeEach(() => {
    requests = 0;
    useCatalogueStore.setState({ tree: null, error: null, loading: false });
    server.events.on('request:start', count);
  });
  afterEach(() => {
    server.events.removeListener('request:start', count);
  });

  it('asks the server once, however many screens ask for it', async () => {
    const { load } = useCatalogueStore.getState();
    await Promise.all([load(), load()]);
    await load();
    expect(requests).toBe(1);
    expect(useCatalogueStore.getState().tree?.length).toBeGreaterThan(0);
  });

  it('keeps a failure only until the next load, which asks the server again', async () => {
    server.use(...scenarios['categories-error']);
    await useCatalogueStore.getState().load();
    expect(useCatalogueStore.getState()).toMatchObject({ tree: null, loading: false });
    expect(useCatalogueStore.getState().error).toMatchObject({ status: 500 });

    server.resetHandlers();
    await useCatalogueStore.getState().load();
    expect(requests).toBe(2);
    expect(useCatalogueStore.getState()).toMatchObject({ error: null, loading: false });
    expect(useCatalogueStore.getState().tree?.length).toBeGreaterThan(0);
  });
});
