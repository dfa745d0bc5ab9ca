import {
  ADMIN_MOCK_PATHS,
  adminMockOrders,
  adminScenarios,
  catalogue,
  expireMockAccess,
  fixtureUuid,
  scenarios,
} from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import {
  catalogueSnapshot,
  findModelContext,
  findNode,
  nodeName,
  shortOrderId,
  type StoredOrder,
} from '@cutshop/domain';
import { buildCutList, explodeOrder, hardwareForOrder } from '@cutshop/domain/production';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

/**
 * The production outputs on the order detail: the hardware summary and the cut list read beside
 * the order, and the two downloads (production file, export archive).
 */

const UUID = fixtureUuid(0);
const SHORT = shortOrderId(UUID);

function storedOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

async function openDetail(options: Parameters<typeof renderAdmin>[1] = {}) {
  const view = await renderAdmin(`/admin/orders/${UUID}`, { signedIn: true, ...options });
  await screen.findByRole('heading', { level: 1, name: new RegExp(SHORT) }, { timeout: 5000 });
  return view;
}

/** The section named `name` once it has loaded (its loading state is a section too). */
async function loadedSection(name: string): Promise<HTMLElement> {
  await waitFor(
    () => {
      const section = screen.getByRole('region', { name });
      expect(within(section).queryByRole('status')).toBeNull();
    },
    { timeout: 5000 },
  );
  return screen.getByRole('region', { name });
}

/** The hardware section once it is shown. */
const hardwareSection = (name = 'Hardware') => loadedSection(name);

/** The cut list section once its tables are shown. */
const cutListSection = (name = 'Cut list') => loadedSection(name);

interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and would try to navigate on an anchor click: both are stubbed, and
 * each saved file (the anchor's `download` name and the blob behind its URL) is recorded.
 */
function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:http://localhost/file-${next}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** The bytes of a blob, read as jsdom's Blob allows. */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await new Response(blob).arrayBuffer());
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/orders/:uuid production outputs', () => {
  it('shows the hardware summary and the cut list the mock API computes', async () => {
    await openDetail();
    const order = storedOrder(UUID);
    const summary = hardwareForOrder(order, catalogue);

    const hardware = await hardwareSection();
    const table = within(hardware).getByRole('table', { name: 'Hardware' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.closest('tr') as HTMLElement);
    // One row per accessory with a total above zero, in the summary's type order.
    const shown = Object.entries(summary.accessories).filter(([, entry]) => entry.total > 0);
    expect(rows).toHaveLength(shown.length);
    // Item 1: two base cabinets, one 600 x 720 mm door each, hinges asked for: 2 a door
    // (720 mm is not above 900 mm, 600 mm not above 600 mm), 4 in all.
    const hinges = rows.find((row) => within(row).queryByText('Hinges'));
    expect(hinges).toHaveTextContent('Hinges4 pcs');

    const cutList = await cutListSection();
    const exploded = explodeOrder(order, catalogue);
    const expected = buildCutList(exploded);
    const materials = within(cutList).getAllByRole('heading', { level: 3 });
    expect(materials).toHaveLength(expected.materials.length);
    // The base cabinets are cut from the Arctic White carcass colour.
    expect(materials[0]).toHaveTextContent(/^Cabinet colour: Arctic White/);
    const white = within(cutList).getByRole('region', { name: 'Parts of Arctic White' });
    expect(within(white).getAllByRole('rowheader')[0]).toHaveTextContent(
      /^Item 1: .+“Sink base” \(× 2\)$/,
    );
    const sides = within(white)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell')[1]?.textContent === 'Side');
    // Two sides a cabinet, two cabinets: one row of quantity 4.
    expect(sides).toHaveLength(1);
    expect(within(sides[0] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('4');
    expect(within(cutList).getByText('All materials')).toBeVisible();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('opens and closes the per-cabinet lines of an accessory', async () => {
    const { user } = await openDetail();
    const hardware = await hardwareSection();
    const toggle = within(hardware).getByRole('button', { name: 'Per cabinet: Hinges' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const lines = within(panel as HTMLElement).getAllByRole('row');
    // The header, then item 1's line: the 4 hinges of the two base cabinets.
    expect(lines).toHaveLength(2);
    const cells = within(lines[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('No. 1');
    expect(cells[2]).toHaveTextContent('4 pcs');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('only logs a hardware failure: the section is left out, the rest is shown', async () => {
    server.use(...adminScenarios['admin-hardware-error']);
    consoleError.mockImplementation(() => undefined);
    await openDetail();
    await cutListSection();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'The hardware summary could not be loaded',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Hardware' })).toBeNull();
    expect(screen.queryByText('Loading the hardware…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the cut list cannot be read, and reads it again on Try again', async () => {
    server.use(
      http.get(ADMIN_MOCK_PATHS.cutList, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    );
    const { user } = await openDetail();
    const section = await cutListSection();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'The cut list could not be loaded.',
    );
    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    const cutList = await cutListSection();
    expect(within(cutList).getByText('All materials')).toBeVisible();
  });

  it('downloads the production file and the export under the names the server gives', async () => {
    const saved = recordSavedFiles();
    const { user } = await openDetail();
    const downloads = screen.getByRole('group', { name: 'Downloads' });

    await user.click(within(downloads).getByRole('button', { name: 'Production file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${SHORT}.txt`);
    const text = new TextDecoder().decode(await bytesOf(saved[0]!.blob));
    expect(text).toContain(UUID);

    await user.click(within(downloads).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe(`${SHORT}.zip`);
    // A zip starts with a local file header: "PK\x03\x04".
    expect([...(await bytesOf(saved[1]!.blob)).slice(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('waits while a download is prepared, and both buttons wait with it', async () => {
    const saved = recordSavedFiles();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(ADMIN_MOCK_PATHS.export, async () => {
        await gate;
        return undefined;
      }),
    );
    const { user } = await openDetail();
    const downloads = screen.getByRole('group', { name: 'Downloads' });
    await user.click(within(downloads).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(within(downloads).getByRole('button', { name: /Preparing/ })).toBeDisabled(),
    );
    expect(within(downloads).getByRole('button', { name: 'Production file' })).toBeDisabled();
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    // The file is saved before the buttons are given back, in the render after it.
    await waitFor(() =>
      expect(within(downloads).getByRole('button', { name: 'Export' })).toBeEnabled(),
    );
    expect(within(downloads).getByRole('button', { name: 'Production file' })).toBeEnabled();
  });

  it('refreshes a run-out access token once and then downloads', async () => {
    const saved = recordSavedFiles();
    const { user } = await openDetail();
    await cutListSection();
    // Counted from here: opening the page checks the session on its own.
    const refreshes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/users/refresh-tokens')) refreshes.push(request.url);
    });
    expireMockAccess();
    await user.click(screen.getByRole('button', { name: 'Production file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${SHORT}.txt`);
    expect(refreshes).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('falls back to <short id>.txt when the server names no file', async () => {
    const saved = recordSavedFiles();
    server.use(
      http.get(ADMIN_MOCK_PATHS.productionFile, () => new HttpResponse('PRODUCTION FILE')),
    );
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: 'Production file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${SHORT}.txt`);
  });

  it('says so when a download fails, and saves nothing', async () => {
    const saved = recordSavedFiles();
    server.use(http.get(ADMIN_MOCK_PATHS.export, () => HttpResponse.error()));
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await findShownText('The export could not be downloaded. Please try again.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('draws each item with a text alternative', async () => {
    await openDetail();
    const items = screen.getByRole('region', { name: 'Items (2)' });
    const first = await within(items).findByRole('img', { name: /^Front view of item 1: / });
    // The base cabinet: 600 x 720 mm with its door (its type name comes from the catalogue).
    expect(first).toHaveAccessibleName(/, 600 mm × 720 mm, 1 door/);
    expect(within(items).getByRole('img', { name: /^Front view of item 2: / })).toBeVisible();
  });

  it("draws each item from the catalogue kept with the order, not from today's", async () => {
    const order = storedOrder(UUID);
    // The order's kept catalogue says its first model has two doors; today's cannot be read.
    const kept = catalogueSnapshot(order, catalogue);
    const model = findNode(kept, order.cabinets[0]!.cabinet.id)?.model;
    if (!model) throw new Error('the first item has no model');
    model.construction = { ...model.construction, doorColumns: 2 };
    const asked: string[] = [];
    server.use(
      ...scenarios['categories-error'],
      http.get(ADMIN_MOCK_PATHS.catalogue, ({ params }) => {
        asked.push(String(params.uuid));
        return HttpResponse.json(kept);
      }),
    );
    await openDetail();
    const items = screen.getByRole('region', { name: 'Items (2)' });
    const first = await within(items).findByRole('img', { name: /^Front view of item 1: / });
    expect(first).toHaveAccessibleName(/, 600 mm × 720 mm, 2 doors/);
    expect(asked).toContain(UUID);
  });

  it('speaks Spanish', async () => {
    const { user } = await openDetail({ language: 'es' });
    const hardware = await hardwareSection('Herrajes');
    await user.click(within(hardware).getByRole('button', { name: 'Por mueble: Bisagras' }));
    expect(within(hardware).getByRole('table', { name: 'Bisagras: Por mueble' })).toBeVisible();
    const cutList = await cutListSection('Lista de corte');
    expect(within(cutList).getByText('Todos los materiales')).toBeVisible();
    // Each cabinet in Spanish, from the catalogue kept with the order: no English type or model.
    const item = storedOrder(UUID).cabinets[0]!;
    const context = findModelContext(catalogue, item.cabinet.id)!;
    const [type, model] = [nodeName(context.type, 'es'), nodeName(context.model, 'es')];
    expect(type).not.toBe(item.parentName);
    await waitFor(() =>
      expect(within(cutList).getAllByRole('rowheader')[0]).toHaveTextContent(
        new RegExp(`^Artículo 1: ${type}, ${model}, «`),
      ),
    );
    // Part names and numbers in Spanish too: no English part name, a decimal comma in the totals.
    expect(within(cutList).queryAllByText(/^(Side|Bottom|Top|Stretcher|Back)\b/)).toEqual([]);
    expect(within(cutList).getAllByText(/^Lateral/).length).toBeGreaterThan(0);
    expect(within(cutList).getAllByText(/^\d+,\d{3} m²$/).length).toBeGreaterThan(0);
    expect(within(cutList).queryAllByText(/^\d+\.\d+ m²$/)).toEqual([]);
    const downloads = screen.getByRole('group', { name: 'Descargas' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Archivo de producción', 'Exportar']);
  });
});
