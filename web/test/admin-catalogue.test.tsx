import { catalogueEntrySchema, catalogueFileSchema, categoryTreeSchema } from '@cutshop/domain';
import { catalogueMockTree, COLOUR_IDS, MOCK_ADMIN } from '@cutshop/mocks';
import { CATEGORY_IDS } from '@cutshop/domain/testing';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const ORIGIN = 'http://localhost';

function open(path = '/admin/catalogue', language: 'en' | 'es' = 'en') {
  return renderAdmin(path, { signedIn: true, knownEmail: MOCK_ADMIN.email, language });
}

function tree(name: string) {
  return screen.getByRole('tree', { name });
}

function row(name: string | RegExp) {
  return screen.getByRole('treeitem', { name });
}

function mockNode(id: number) {
  const find = (nodes: ReturnType<typeof catalogueMockTree>): (typeof nodes)[number] | undefined =>
    nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
  return find(catalogueMockTree());
}

/** Changes a node behind the screen's back, as another admin would. */
async function changeElsewhere(id: number, patch: Record<string, unknown>) {
  const node = catalogueEntrySchema.parse(mockNode(id));
  const { children: _children, custom: _custom, filepath: _filepath, retired: _r, ...rest } = node;
  const response = await fetch(`${ORIGIN}/api/catalogue/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...rest, parentId: null, ...patch }),
  });
  expect(response.status).toBe(200);
}

async function customerTree() {
  return categoryTreeSchema.parse(await (await fetch(`${ORIGIN}/api/categories/`)).json());
}

describe('/admin/catalogue: the tree', () => {
  it('shows the colours, finishes and furniture, with the Catalogue link current', async () => {
    await open();
    expect(await screen.findByRole('tree', { name: 'Colours' })).toBeVisible();
    expect(within(tree('Colours')).getByText('Arctic White')).toBeVisible();
    expect(within(tree('Finishes')).getByText('Melamine Matte')).toBeVisible();
    expect(within(tree('Furniture')).getByText('Base Cabinets')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Catalogue · Cutshop');
  });

  it('searches by English or Spanish name and by id', async () => {
    const { user } = await open();
    await screen.findByRole('tree', { name: 'Colours' });
    const search = screen.getByRole('searchbox', { name: 'Search by name, id or code' });
    await user.type(search, 'lazy');
    expect(within(tree('Furniture')).getByText('Base Lazy Susan')).toBeVisible();
    expect(within(tree('Furniture')).queryByText('Wall Cabinets')).toBeNull();
    expect(screen.getAllByText('No node matches "lazy"')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'Gris Piedra');
    expect(within(tree('Colours')).getByText('Stone Grey')).toBeVisible();
    expect(within(tree('Colours')).queryByText('Arctic White')).toBeNull();
    await user.clear(search);
    await user.type(search, '21');
    expect(within(tree('Finishes')).getByText('Melamine Matte')).toBeVisible();
  });

  it('dims retired nodes with a badge, and hides them on request', async () => {
    const { user } = await open(`/admin/catalogue/${COLOUR_IDS.cashmere}`);
    await screen.findByRole('heading', { name: 'Edit "Cashmere"' });
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire "Cashmere"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    const cashmere = await within(tree('Colours')).findByRole('treeitem', {
      name: 'Cashmere #2 Retired',
    });
    expect(cashmere).toHaveAttribute('data-retired');
    await user.click(screen.getByRole('checkbox', { name: 'Hide retired' }));
    expect(within(tree('Colours')).queryByText('Cashmere')).toBeNull();
    expect(within(tree('Colours')).getByText('Arctic White')).toBeVisible();
  });

  it('moves a colour down with Alt+ArrowDown: the two orders are swapped on the server', async () => {
    const { user } = await open();
    await screen.findByRole('tree', { name: 'Colours' });
    const arctic = within(tree('Colours')).getByRole('treeitem', { name: /Arctic White/ });
    arctic.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(mockNode(COLOUR_IDS.arcticWhite)?.order).toBe(2));
    expect(mockNode(COLOUR_IDS.cashmere)?.order).toBe(1);
    await waitFor(() =>
      expect(
        within(tree('Colours'))
          .getAllByRole('treeitem')
          .slice(0, 2)
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Cashmere'), expect.stringContaining('Arctic White')]),
    );
    await findShownText('The new order is saved');
  });
});

describe('/admin/catalogue: the node form', () => {
  it('adds a colour tile with its sheet: it is in the tree and offered to customers', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('link', { name: 'Add a colour' }));
    expect(await screen.findByRole('heading', { name: 'New colour' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), 'Olive Green');
    await user.type(screen.getByRole('textbox', { name: /Name \(Spanish\)/ }), 'Verde Oliva');
    const length = screen.getByRole('textbox', { name: /Sheet length \(mm\)/ });
    await user.clear(length);
    await user.type(length, '2800');
    expect(screen.getByText('≈ 110.24 in')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await findShownText('"Olive Green" is added');
    await waitFor(() => expect(currentAdminPath()).toMatch(/^\/admin\/catalogue\/\d+$/));
    expect(within(tree('Colours')).getByText('Olive Green')).toBeVisible();
    const added = (await customerTree()).find((node) => node.name === 'Olive Green');
    expect(added).toMatchObject({ nameEs: 'Verde Oliva', catType: 'Color' });
    expect(added?.sheet?.lengthMm).toBe(2800);
  });

  it('refuses an empty name in the browser, with the message on the field', async () => {
    const { user } = await open('/admin/catalogue/new?catType=Color');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await findShownText('Fix the highlighted fields before saving.');
    expect(screen.getByRole('textbox', { name: /Name \(English\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('edits the Spanish name of a colour', async () => {
    const { user } = await open(`/admin/catalogue/${COLOUR_IDS.stoneGrey}`);
    expect(await screen.findByRole('heading', { name: 'Edit "Stone Grey"' })).toBeVisible();
    const nameEs = screen.getByRole('textbox', { name: /Name \(Spanish\)/ });
    expect(nameEs).toHaveValue('Gris Piedra');
    await user.clear(nameEs);
    await user.type(nameEs, 'Gris Roca');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findShownText('"Stone Grey" is saved');
    expect(mockNode(COLOUR_IDS.stoneGrey)).toMatchObject({ nameEs: 'Gris Roca', version: 2 });
  });

  it("shows a server's 400 on its field", async () => {
    server.use(
      http.put('*/api/catalogue/:id', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'name: Too long',
              fields: [{ path: 'name', code: 'tooLong', message: 'Too long' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await open(`/admin/catalogue/${COLOUR_IDS.graphite}`);
    await screen.findByRole('heading', { name: 'Edit "Graphite"' });
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), ' Dark');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findShownText('Too long');
    expect(screen.getByRole('textbox', { name: /Name \(English\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says someone else changed the node (409), reloads on request and keeps the input', async () => {
    const { user } = await open(`/admin/catalogue/${COLOUR_IDS.naturalOak}`);
    await screen.findByRole('heading', { name: 'Edit "Natural Oak"' });
    await changeElsewhere(COLOUR_IDS.naturalOak, { name: 'Natural Oak Prime' });
    const name = screen.getByRole('textbox', { name: /Name \(English\)/ });
    await user.clear(name);
    await user.type(name, 'Light Oak');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findShownText('Someone else changed this node; reload to see their version.');
    expect(mockNode(COLOUR_IDS.naturalOak)?.name).toBe('Natural Oak Prime');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Someone else changed this node; reload to see their version.'),
      ).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: /Name \(English\)/ })).toHaveValue('Light Oak');
    expect(screen.getByText('Id 6, version 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockNode(COLOUR_IDS.naturalOak)?.name).toBe('Light Oak'));
  });

  it('retires a colour after asking (gone from the customer tree), then restores it', async () => {
    const { user } = await open(`/admin/catalogue/${COLOUR_IDS.americanWalnut}`);
    await screen.findByRole('heading', { name: 'Edit "American Walnut"' });
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire "American Walnut"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await findShownText('"American Walnut" is retired');
    await findShownText('Retired: customers are no longer offered this node.');
    expect((await customerTree()).some((node) => node.id === COLOUR_IDS.americanWalnut)).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const restore = await screen.findByRole('alertdialog', { name: 'Restore "American Walnut"?' });
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    await findShownText('"American Walnut" is restored');
    await waitFor(() =>
      expect(screen.queryByText('Retired: customers are no longer offered this node.')).toBeNull(),
    );
    expect((await customerTree()).some((node) => node.id === COLOUR_IDS.americanWalnut)).toBe(true);
  });
});

describe('/admin/catalogue: a model', () => {
  it('adds a model under a type with its construction, then its history names the fields', async () => {
    const { user } = await open(`/admin/catalogue/${CATEGORY_IDS.baseOneDoor}`);
    await screen.findByRole('heading', { name: /^Edit "/ }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: /^Add a model under/ }));
    expect(await screen.findByRole('heading', { name: 'New model' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), 'Base 1 Door Tall');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fixed shelves' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await findShownText('"Base 1 Door Tall" is added');
    const type = mockNode(CATEGORY_IDS.baseOneDoor)!;
    const added = type.children.find((node) => node.name === 'Base 1 Door Tall');
    expect(added?.model?.construction.fixedShelves).toBe(2);
    await waitFor(() => expect(currentAdminPath()).toBe(`/admin/catalogue/${added?.id}`));
    await user.click(
      await screen.findByRole('link', { name: 'History of this node' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Changes of "Base 1 Door Tall"' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: /^Fixed shelves/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Show every node' })).toBeVisible();
  });
});

describe('/admin/catalogue/history', () => {
  it('lists a change with its fields before and after, linked to the node', async () => {
    const { user } = await open();
    await screen.findByRole('tree', { name: 'Colours' });
    await changeElsewhere(COLOUR_IDS.graphite, {
      name: 'Graphite Dark',
      sheet: { ...mockNode(COLOUR_IDS.graphite)!.sheet!, lengthMm: 3050 },
    });
    await user.click(screen.getByRole('link', { name: 'History' }));
    const heading = await screen.findByRole('heading', { name: /Changed: Graphite Dark/ });
    expect(within(heading).getByRole('link', { name: 'Graphite Dark' })).toHaveAttribute(
      'href',
      `/admin/catalogue/${COLOUR_IDS.graphite}`,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Before' })).toBeVisible();
    const nameRow = within(table).getByRole('row', { name: /Name \(English\)/ });
    expect(nameRow).toHaveTextContent('Graphite');
    expect(nameRow).toHaveTextContent('Graphite Dark');
    expect(within(table).getByRole('row', { name: /Sheet length \(mm\)/ })).toHaveTextContent(
      '3050',
    );
  });
});

describe('/admin/catalogue/transfer', () => {
  it('checks an imported file first (dry run), lists what changes, then applies it', async () => {
    const { user } = await open('/admin/catalogue/transfer');
    const exported = catalogueFileSchema.parse(
      await (await fetch(`${ORIGIN}/api/catalogue/export`)).json(),
    );
    const arctic = exported.nodes.find((node) => node.id === COLOUR_IDS.arcticWhite)!;
    arctic.name = 'Polar White';
    const input = await screen.findByLabelText('Catalogue file (JSON)');
    await user.upload(
      input,
      new File([JSON.stringify(exported)], 'catalogue.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('heading', { name: 'Changed (1)' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Name \(English\)/ })).toHaveTextContent('Polar White');
    expect(mockNode(COLOUR_IDS.arcticWhite)?.name).toBe('Arctic White');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('The catalogue file is imported')).toBeVisible());
    expect(mockNode(COLOUR_IDS.arcticWhite)?.name).toBe('Polar White');
  });

  it('says clearly when a file is not a catalogue file', async () => {
    const { user } = await open('/admin/catalogue/transfer');
    const input = await screen.findByLabelText('Catalogue file (JSON)');
    await user.upload(input, new File(['{"hello":1}'], 'x.json', { type: 'application/json' }));
    await findShownText('This file is not a catalogue file (exported from this page).');
  });
});

describe('/admin/catalogue in Spanish', () => {
  it('shows the tree and a form in Spanish', async () => {
    const { user } = await open('/admin/catalogue', 'es');
    expect(await screen.findByRole('tree', { name: 'Colores' })).toBeVisible();
    expect(within(tree('Colores')).getByText('Blanco Ártico')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Añadir un color' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo color' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nombre \(español\)/ })).toBeVisible();
    expect(row(/Blanco Ártico/)).toBeVisible();
  });
});
