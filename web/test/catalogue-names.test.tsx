import {
  catalogue,
  COLOUR_IDS,
  FINISH_IDS,
  fixtureUuid,
  receivedOrderRequests,
} from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import {
  catalogueNode,
  findNode,
  readyMadeMaterial,
  shortOrderId,
  type CategoryNode,
} from '@cutshop/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_MAX_AGE_MS, getCategories } from '../src/lib/api';
import { completeDraft, MODEL_IDS, sampleCustomer } from './support/fixtures';
import {
  currentPath,
  findHeading,
  findShownRole,
  findShownText,
  renderApp,
} from './support/render-app';
import { renderAdmin } from './support/render-admin';

const RETIRED_MODEL = 'This model is no longer offered. Change or remove the item.';
const SEND_BLOCKED =
  'Some of your choices are no longer offered. Change or remove them before sending.';

/** The catalogue without the node `id` (and what sits under it): what GET /api/categories/ answers once it is retired. */
function without(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  return tree
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: without(node.children, id) }));
}

/** The catalogue with `change` applied to the node `id`. */
function changed(
  tree: readonly CategoryNode[],
  id: number,
  change: Partial<CategoryNode>,
): CategoryNode[] {
  return tree.map((node) => ({
    ...(node.id === id ? { ...node, ...change } : node),
    children: changed(node.children, id, change),
  }));
}

/** GET /api/categories/ answers `tree` from now on. */
function serveCatalogue(tree: readonly CategoryNode[]) {
  server.use(http.get('*/api/categories/', () => HttpResponse.json(tree)));
}

const melamineMatte = readyMadeMaterial(
  findNode(catalogue, FINISH_IDS.melamineMatte) ?? { id: FINISH_IDS.melamineMatte, name: '' },
  'mm',
);

/** A complete draft whose finish is the ready-made Melamine Matte tile. */
function draftWithTiles() {
  return { ...completeDraft(), material: melamineMatte };
}

const stepTwoDraft = {
  customer: sampleCustomer,
  name: sampleCustomer.orderName,
  unit: 'mm' as const,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue names in the page language', () => {
  it('in Spanish, the tile and furniture pickers show the Spanish names', async () => {
    const { user } = await renderApp('/cabinet-list', { draft: stepTwoDraft, language: 'es' });
    await findShownRole('button', { name: 'Blanco Ártico' });
    expect(screen.queryByRole('button', { name: 'Arctic White' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Blanco Ártico' }));
    await waitFor(() => expect(currentPath()).toBe('/step2'));
    // The draft keeps the English name written from the catalogue; the panel shows Spanish.
    await findShownText('Blanco Ártico');
    await user.click(screen.getByRole('link', { name: 'Seleccionar' }));
    await findShownRole('button', { name: 'Melamina mate' });
  });

  it('in Spanish, the furniture pickers and the item form heading are Spanish', async () => {
    const { user } = await renderApp('/furniture-category-list', {
      draft: { ...stepTwoDraft, color: draftWithTiles().color, material: melamineMatte },
      language: 'es',
    });
    await user.click(await screen.findByRole('button', { name: 'Muebles bajos' }));
    await findHeading('Muebles bajos');
    await user.click(await screen.findByRole('button', { name: 'Bajo 1 puerta' }));
    await findHeading('Bajo 1 puerta');
    expect(screen.getByText('Modelo: Bajo 1 puerta.', { exact: false })).toBeVisible();
  });

  it('in Spanish, the item cards and the summary show the Spanish names', async () => {
    const { unmount } = await renderApp('/step3', { draft: draftWithTiles(), language: 'es' });
    await screen.findByRole('heading', { name: 'Bajo 1 puerta' });
    expect(screen.getByText('Bajo 1 puerta · Sink base')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Panel lateral' })).toBeVisible();
    unmount();

    await renderApp('/summary', { draft: draftWithTiles(), language: 'es' });
    await findHeading('Revise su pedido');
    const materials = screen.getByRole('region', { name: 'Materiales' });
    expect(within(materials).getByText('Blanco Ártico')).toBeVisible();
    expect(within(materials).getByText('Melamina mate')).toBeVisible();
    expect(screen.getByText('1. Bajo 1 puerta')).toBeVisible();
    expect(screen.getByText('2. Panel lateral')).toBeVisible();
  });

  it('in English, the same screens show the English names', async () => {
    const { unmount } = await renderApp('/cabinet-list', { draft: stepTwoDraft });
    await findShownRole('button', { name: 'Arctic White' });
    unmount();
    await renderApp('/summary', { draft: draftWithTiles() });
    await findHeading('Review your order');
    const materials = screen.getByRole('region', { name: 'Materials' });
    expect(within(materials).getByText('Arctic White')).toBeVisible();
    expect(within(materials).getByText('Melamine Matte')).toBeVisible();
    expect(screen.getByText('1. Base 1 Door')).toBeVisible();
  });

  it('switching the language renders the names again at once', async () => {
    await renderApp('/cabinet-list', { draft: stepTwoDraft });
    await findShownRole('button', { name: 'Arctic White' });
    await act(() => i18next.changeLanguage('es'));
    await findShownRole('button', { name: 'Blanco Ártico' });
  });

  it('a node without a Spanish name shows its English name in Spanish', async () => {
    serveCatalogue(changed(catalogue, COLOUR_IDS.arcticWhite, { nameEs: null }));
    await renderApp('/cabinet-list', { draft: stepTwoDraft, language: 'es' });
    await findShownRole('button', { name: 'Arctic White' });
    expect(screen.getByRole('button', { name: 'Cachemira' })).toBeVisible();
  });
});

describe('a draft naming what the shop has retired', () => {
  it('marks the item on its card when its model left the catalogue', async () => {
    serveCatalogue(without(catalogue, MODEL_IDS.baseOneDoor));
    await renderApp('/step3', { draft: completeDraft() });
    await findHeading('Enter the items details');
    // The card keeps the name the item was stored with.
    expect(await screen.findByText(RETIRED_MODEL)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Base 1 Door' })).toBeVisible();
    expect(screen.getAllByText(RETIRED_MODEL)).toHaveLength(1);
  });

  it('says so in the item form too, when the person edits that item', async () => {
    serveCatalogue(without(catalogue, MODEL_IDS.baseOneDoor));
    const { user } = await renderApp('/step3', { draft: completeDraft() });
    await findHeading('Enter the items details');
    await user.click(screen.getByRole('button', { name: 'Edit item 1' }));
    await findHeading('Base 1 Door');
    expect(screen.getByText(RETIRED_MODEL)).toBeVisible();
  });

  it('says so in Spanish too', async () => {
    serveCatalogue(without(catalogue, MODEL_IDS.baseOneDoor));
    await renderApp('/step3', { draft: completeDraft(), language: 'es' });
    await findShownText('Este modelo ya no se ofrece. Cambie o elimine la pieza.');
  });

  it('marks a retired colour on step 2', async () => {
    serveCatalogue(without(catalogue, COLOUR_IDS.arcticWhite));
    await renderApp('/step2', { draft: completeDraft() });
    await findShownText('This colour is no longer offered. Choose another one.');
  });

  it('refuses Send on the summary, saying why and moving the focus to the mark', async () => {
    serveCatalogue(without(catalogue, MODEL_IDS.baseOneDoor));
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const mark = await screen.findByText(RETIRED_MODEL);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(SEND_BLOCKED)).toBeVisible());
    await waitFor(() => expect(document.activeElement).toContainElement(mark));
    expect(receivedOrderRequests()).toHaveLength(0);
    expect(currentPath()).toBe('/summary');
  });

  it('catches a node retired just before Send: the catalogue is read afresh, no 30 s wait', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    expect(screen.queryByText(RETIRED_MODEL)).toBeNull();
    serveCatalogue(without(catalogue, MODEL_IDS.baseOneDoor));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SEND_BLOCKED)).toBeVisible();
    expect(screen.getByText(RETIRED_MODEL)).toBeVisible();
    expect(receivedOrderRequests()).toHaveLength(0);
  });

  it("shows the server's refusal of a retired model (a 400 with its code) on the item", async () => {
    server.use(
      http.post('*/api/orders/', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Invalid order',
              fields: [
                {
                  path: 'cabinets.1.cabinet.id',
                  code: 'retiredModel',
                  message: 'This model is no longer offered',
                },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SEND_BLOCKED)).toBeVisible();
    const items = screen.getByRole('region', { name: 'Items (2)' });
    expect(within(items).getByText(RETIRED_MODEL)).toBeVisible();
    expect(currentPath()).toBe('/summary');
  });
});

describe('the catalogue stays current in an open wizard', () => {
  const tealTile = catalogueNode(12, 'Ocean Teal', 'Color', {
    nameEs: 'Verde Océano',
    order: 10,
    swatch: '#2A7F7A',
    sheet: findNode(catalogue, COLOUR_IDS.arcticWhite)?.sheet ?? null,
  });

  it('shows a tile the shop added once the last read is 30 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await renderApp('/cabinet-list', { draft: stepTwoDraft });
    await findShownRole('button', { name: 'Cashmere' });
    serveCatalogue([...catalogue, tealTile]);

    // Within 30 s the read is reused: the picker opened again shows the same tiles.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await findHeading('Select the metric units and materials');
    await user.click(screen.getAllByRole('link', { name: 'Select' })[0] as HTMLElement);
    await findHeading('Cabinet Material');
    expect(screen.queryByRole('button', { name: 'Ocean Teal' })).toBeNull();

    vi.setSystemTime(Date.now() + CATALOGUE_MAX_AGE_MS + 1_000);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await findHeading('Select the metric units and materials');
    await user.click(screen.getAllByRole('link', { name: 'Select' })[0] as HTMLElement);
    await findHeading('Cabinet Material');
    await findShownRole('button', { name: 'Ocean Teal' });
  });

  it('reuses a read for 30 s, then asks again naming its ETag; a 304 keeps the same tree', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const conditions: (string | null)[] = [];
    server.use(
      http.get('*/api/categories/', ({ request }) => {
        const condition = request.headers.get('If-None-Match');
        conditions.push(condition);
        if (condition === '"v1"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(catalogue, { headers: { ETag: '"v1"' } });
      }),
    );
    const first = await getCategories();
    expect(await getCategories()).toBe(first);
    expect(conditions).toEqual([null]);

    vi.setSystemTime(Date.now() + CATALOGUE_MAX_AGE_MS + 1);
    expect(await getCategories()).toBe(first);
    expect(conditions).toEqual([null, '"v1"']);

    // `fresh` asks now, whatever the age; callers at the same time share one request.
    const [a, b] = await Promise.all([getCategories({ fresh: true }), getCategories()]);
    expect(a).toBe(first);
    expect(b).toBe(first);
    expect(conditions).toEqual([null, '"v1"', '"v1"']);
  });
});

describe('admin order detail', () => {
  it("in Spanish shows the items' and materials' names from the order's own catalogue", async () => {
    const uuid = fixtureUuid(0);
    await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true, language: 'es' });
    await screen.findByRole('heading', { level: 1, name: new RegExp(shortOrderId(uuid)) });
    await findShownText('Muebles bajos / Bajo 1 puerta / Bajo 1 puerta');
    // The materials block names them (the price breakdown does too, with its own words).
    const materials = screen.getByRole('region', { name: 'Color y acabado' });
    expect(within(materials).getByText('Blanco Ártico')).toBeVisible();
    // So do the cut list and the cutting plan, by the material's code (COL-<tile id>).
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Color del mueble: Blanco Ártico (COL-1)',
      }),
    ).toBeVisible();
    const plan = await screen.findByRole('region', { name: 'Blanco Ártico' });
    expect(within(plan).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Color del mueble: Blanco Ártico',
    );
    expect(screen.queryByText(/Arctic White/)).toBeNull();
  });

  it('shows the stored names when the order has no catalogue', async () => {
    server.use(
      http.get('*/api/orders/:uuid/catalogue', () =>
        HttpResponse.json(
          { error: { code: 'order_catalogue_missing', message: 'No catalogue' } },
          { status: 409 },
        ),
      ),
    );
    const uuid = fixtureUuid(0);
    await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true, language: 'es' });
    await screen.findByRole('heading', { level: 1, name: new RegExp(shortOrderId(uuid)) });
    await findShownText('Base Cabinets / Base 1 Door / Base 1 Door');
    const materials = screen.getByRole('region', { name: 'Color y acabado' });
    expect(within(materials).getByText('Arctic White')).toBeVisible();
  });
});
