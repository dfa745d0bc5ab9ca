import {
  ADMIN_MOCK_PATHS,
  adminMockOrders,
  adminScenarios,
  catalogue,
  expireMockAccess,
  fixtureUuid,
} from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { cuttingPlan, explodeOrder, planSvg, type CuttingPlan } from '@cutshop/domain/production';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

/**
 * The cutting plan on the order detail (after the cut list) and its "Print labels" action, which
 * opens the labels page of the API in a new tab.
 */

const UUID = fixtureUuid(0);
const SHORT = shortOrderId(UUID);

function storedOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

/** The plan the mock answers for the first mock order. */
function mockPlan(): CuttingPlan {
  const order = storedOrder(UUID);
  return cuttingPlan(explodeOrder(order, catalogue), order.uuid);
}

/**
 * A plan of several sheets: the first mock order's items, 12 times over, planned as the server
 * would plan that order.
 */
function largePlan(): CuttingPlan {
  const order = storedOrder(UUID);
  const large = { ...order, cabinets: Array.from({ length: 12 }, () => order.cabinets).flat() };
  return cuttingPlan(explodeOrder(large, catalogue), order.uuid);
}

async function openDetail(options: Parameters<typeof renderAdmin>[1] = {}) {
  const view = await renderAdmin(`/admin/orders/${UUID}`, { signedIn: true, ...options });
  await screen.findByRole('heading', { level: 1, name: new RegExp(SHORT) }, { timeout: 5000 });
  return view;
}

/** The cutting plan section once it has loaded. */
async function planSection(name = 'Cutting plan'): Promise<HTMLElement> {
  await waitFor(
    () => {
      const section = screen.getByRole('region', { name });
      expect(within(section).queryByRole('status')).toBeNull();
    },
    { timeout: 5000 },
  );
  return screen.getByRole('region', { name });
}

/** A stand-in for the tab window.open gives: where it was sent, whether it was closed. */
interface FakeTab {
  opener: unknown;
  location: { replace: ReturnType<typeof vi.fn> };
  close: ReturnType<typeof vi.fn>;
}

function stubWindowOpen(tab: FakeTab | null = fakeTab()) {
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { open, tab };
}

function fakeTab(): FakeTab {
  return { opener: window, location: { replace: vi.fn() }, close: vi.fn() };
}

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('/admin/orders/:uuid cutting plan', () => {
  it('shows each material with its figures and its first sheet drawn', async () => {
    // No offcut in stock: the preview lays every piece on new sheets, one of each material.
    await openDetail({ offcuts: 'empty' });
    const plan = mockPlan();
    const section = await planSection();
    // The mock order: two base cabinets in the Arctic White carcass, an end panel in the
    // customer's walnut; one sheet each.
    const materials = within(section).getAllByRole('heading', { level: 3 });
    expect(materials.map((heading) => heading.textContent)).toEqual([
      'Cabinet colour: Arctic White',
      `Finish: ${plan.materials[1]?.material.name}`,
      'All materials',
    ]);
    const white = within(section).getByRole('region', { name: 'Arctic White' });
    const whitePlan = plan.materials[0]!;
    expect(whitePlan.sheets).toHaveLength(1);
    expect(within(white).getByText('Sheets').nextSibling).toHaveTextContent(
      `1 (at least ${whitePlan.totals.lowerBound})`,
    );
    expect(within(white).getByText('Pieces').nextSibling).toHaveTextContent(
      String(whitePlan.totals.pieces),
    );
    // The same cut figures as the export's plan file of the material: every cut, the trim cuts
    // included and said so, and the metres of cut likewise.
    const file =
      /(\d+) cuts? \((\d+) trim cuts included\), ([\d.]+) m of cut \(([\d.]+) m of trim included\)/.exec(
        planSvg(whitePlan),
      );
    expect(file).not.toBeNull();
    const [, fileCuts, fileTrimCuts, fileMetres, fileTrimMetres] = file ?? [];
    expect(Number(fileCuts)).toBe(whitePlan.totals.cutCount + whitePlan.totals.trimCutCount);
    expect(Number(fileTrimCuts)).toBe(4);
    expect(within(white).getByText('Cuts').nextSibling).toHaveTextContent(
      `${fileCuts} (${fileTrimCuts} trim cuts included)`,
    );
    expect(within(white).getByText('Length of cut').nextSibling).toHaveTextContent(
      `${Number(fileMetres)} m (${Number(fileTrimMetres)} m of trim cuts included)`,
    );
    const image = within(white).getByRole('img', {
      name: new RegExp(
        `^Sheet 1 of 1 of Arctic White: yield \\d+(\\.\\d)? %, ${whitePlan.sheets[0]?.placements.length} pieces, ${fileCuts} cuts$`,
      ),
    });
    expect(image.querySelectorAll('[data-kind=part]')).toHaveLength(
      whitePlan.sheets[0]?.placements.length ?? -1,
    );
    expect(within(white).getByText(/^Sheet 1 of 1 · yield \d+(\.\d)? %$/)).toBeVisible();
    // Each piece by its short number (item.part), as in the cut list.
    expect(
      [...image.querySelectorAll('text[data-kind=partNumber]')].map((text) => text.textContent),
    ).toEqual(whitePlan.sheets[0]?.placements.map((placement) => placement.partNumber));
    // One sheet: no pager; the legend says what the marks mean.
    expect(within(section).queryByRole('button', { name: /Next sheet/ })).toBeNull();
    expect(within(section).getByRole('list', { name: 'Legend' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows one sheet of a material at a time, Previous and Next turning it; all are printed', async () => {
    const plan = largePlan();
    const white = plan.materials[0]!;
    const count = white.sheets.length;
    expect(count).toBeGreaterThan(1);
    server.use(http.get(ADMIN_MOCK_PATHS.cuttingPlan, () => HttpResponse.json(plan)));
    const { user } = await openDetail();
    const section = await planSection();
    const material = within(section).getByRole('region', { name: 'Arctic White' });
    expect(within(material).getAllByRole('img')).toHaveLength(1);
    const pager = within(material).getByRole('group', { name: 'Sheets of Arctic White' });
    expect(pager).toHaveTextContent(`Sheet 1 of ${count}`);
    const previous = within(pager).getByRole('button', { name: /Previous sheet/ });
    const next = within(pager).getByRole('button', { name: /Next sheet/ });
    expect(previous).toBeDisabled();

    for (let index = 2; index <= count; index += 1) await user.click(next);
    expect(next).toBeDisabled();
    expect(pager).toHaveTextContent(`Sheet ${count} of ${count}`);
    const images = within(material).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName(
      new RegExp(`^Sheet ${count} of ${count} of Arctic White: yield`),
    );
    await user.click(previous);
    expect(within(material).getByRole('img')).toHaveAccessibleName(
      new RegExp(`^Sheet ${count - 1} of ${count} of Arctic White`),
    );
    // Every sheet is in the page, for the printed work order.
    expect(material.querySelectorAll('figure[data-sheet]')).toHaveLength(count);
    expect(material.querySelectorAll('svg[data-print]')).toHaveLength(count);
  });

  it('zooms a sheet in and out with its buttons', async () => {
    const { user } = await openDetail();
    const section = await planSection();
    const white = within(section).getByRole('region', { name: 'Arctic White' });
    const zoom = within(white).getByRole('group', { name: 'Zoom of sheet 1' });
    const image = within(white).getByRole('img');
    expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(zoom).toHaveTextContent('100 %');
    expect(image.style.width).toBe('100%');

    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveTextContent('200 %');
    expect(image.style.width).toBe('200%');
    await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
    expect(zoom).toHaveTextContent('150 %');
    expect(image.style.width).toBe('150%');
    await user.click(within(zoom).getByRole('button', { name: 'Fit the sheet' }));
    expect(image.style.width).toBe('100%');
  });

  it('warns about pieces that could not be placed', async () => {
    const plan = mockPlan();
    const [first, ...rest] = plan.materials;
    const broken: CuttingPlan = {
      ...plan,
      materials: [
        {
          ...first!,
          unplaced: [
            {
              partId: `${SHORT}-01-side1`,
              name: 'Side',
              cabinetIndex: 1,
              quantity: 2,
              cutLengthMm: 3000,
              cutWidthMm: 559,
              reason: 'tooLarge',
              message: 'larger than the sheet',
            },
          ],
          totals: { ...first!.totals, unplaced: 2 },
        },
        ...rest,
      ],
    };
    server.use(http.get(ADMIN_MOCK_PATHS.cuttingPlan, () => HttpResponse.json(broken)));
    await openDetail();
    const section = await planSection();
    const alert = within(section).getByRole('alert');
    expect(alert).toHaveTextContent('2 pieces could not be placed');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      `${SHORT}-01-side1 (Side, item 1), 3,000 × 559 mm × 2: larger than the sheet`,
    );
  });

  it('says when the plan cannot be read, and reads it again on Try again', async () => {
    server.use(
      http.get(ADMIN_MOCK_PATHS.cuttingPlan, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    );
    const { user } = await openDetail();
    const section = await planSection();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'The cutting plan could not be loaded.',
    );
    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    const loaded = await planSection();
    expect(within(loaded).getByRole('region', { name: 'Arctic White' })).toBeVisible();
  });
});

describe('Print labels', () => {
  it('opens the A4 labels page of the API in a new tab, or Letter when chosen', async () => {
    const { user } = await openDetail();
    const group = screen.getByRole('group', { name: 'Part labels' });
    const paper = within(group).getByRole('combobox', { name: 'Label paper' });
    expect(paper).toHaveValue('A4');

    const first = stubWindowOpen();
    await user.click(within(group).getByRole('button', { name: 'Print labels' }));
    expect(first.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(first.tab?.location.replace).toHaveBeenCalledWith(
        `/api/orders/${UUID}/labels.html?paper=A4`,
      ),
    );
    // The labels page gets no handle on the detail.
    expect(first.tab?.opener).toBeNull();

    await user.selectOptions(paper, 'Letter');
    const second = stubWindowOpen();
    await user.click(within(group).getByRole('button', { name: 'Print labels' }));
    await waitFor(() =>
      expect(second.tab?.location.replace).toHaveBeenCalledWith(
        `/api/orders/${UUID}/labels.html?paper=Letter`,
      ),
    );
    expect(second.tab?.close).not.toHaveBeenCalled();

    // A roll of single labels for a label printer.
    await user.selectOptions(paper, 'Label roll, 62 × 100 mm');
    const third = stubWindowOpen();
    await user.click(within(group).getByRole('button', { name: 'Print labels' }));
    await waitFor(() =>
      expect(third.tab?.location.replace).toHaveBeenCalledWith(
        `/api/orders/${UUID}/labels.html?paper=Roll-62x100`,
      ),
    );
  });

  it('refreshes a run-out access token before the tab asks for the page', async () => {
    const { user } = await openDetail();
    await planSection();
    const steps: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/users/refresh-tokens')) steps.push('refresh');
    });
    const { tab } = stubWindowOpen();
    tab?.location.replace.mockImplementation((url: string) => steps.push(`open ${url}`));
    expireMockAccess();
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(tab?.location.replace).toHaveBeenCalled());
    expect(steps).toEqual(['refresh', `open /api/orders/${UUID}/labels.html?paper=A4`]);
  });

  it('closes the tab when the session is over, and asks to sign in', async () => {
    const { user } = await openDetail();
    await planSection();
    server.use(...adminScenarios['admin-refresh-fails']);
    const { tab } = stubWindowOpen();
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(tab?.close).toHaveBeenCalled());
    expect(tab?.location.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(currentAdminPath()).toMatch(/^\/admin\/login\?next=/));
    await findShownText('Your session has ended. Please sign in again.');
  });

  it('says so when the browser blocks the tab', async () => {
    const { user } = await openDetail();
    stubWindowOpen(null);
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    const message = await screen.findByText(
      'The labels page could not be opened: allow pop-ups for this site and try again.',
    );
    // The notification fades in (its entrance starts at opacity 0).
    await waitFor(() => expect(message).toBeVisible());
  });

  it('speaks Spanish', async () => {
    const { user } = await openDetail({ language: 'es' });
    const section = await planSection('Plan de corte');
    const group = within(section).getByRole('group', { name: 'Etiquetas de piezas' });
    const paper = within(group).getByRole('combobox', { name: 'Papel de las etiquetas' });
    expect(
      within(paper)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'A4, 2 × 4 etiquetas',
      'Carta, 2 × 4 etiquetas',
      'A4, 2 × 7 etiquetas',
      'Carta, 2 × 7 etiquetas',
      'A4, 3 × 8 etiquetas',
      'Carta, 3 × 8 etiquetas',
      'Rollo de etiquetas, 62 × 100 mm',
    ]);
    // The order's own figures are printed only; each material's show on the screen.
    const firstMaterial = within(section).getAllByRole('region')[0]!;
    expect(within(firstMaterial).getByText('Aprovechamiento')).toBeVisible();
    const zoom = within(section).getAllByRole('group', { name: 'Zoom del tablero 1' })[0]!;
    await user.click(within(zoom).getByRole('button', { name: 'Acercar' }));
    expect(zoom).toHaveTextContent('150 %');
    expect(within(group).getByRole('button', { name: 'Imprimir etiquetas' })).toBeEnabled();
  });
});
