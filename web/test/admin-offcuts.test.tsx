import { ADMIN_MOCK_PATHS, adminMockOrders, catalogue, fixtureUuid } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId } from '@cutshop/domain';
import { cuttingPlan, explodeOrder, type CuttingPlan } from '@cutshop/domain/production';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

/*
 * The offcut stock page (/admin/offcuts) against the mock API's stock (its seed: OC-1 and OC-2,
 * 1026 x 1482 mm, left by fixture orders 3 and 8; OC-3, 559 x 290, by 3; OC-4, 492 x 146, by 8),
 * and the order detail's cutting plan with its offcut sheets and its replan.
 */

const FROM_3 = fixtureUuid(3);
const FROM_8 = fixtureUuid(8);

function open(language: 'en' | 'es' = 'en', options: Parameters<typeof renderAdmin>[1] = {}) {
  return renderAdmin('/admin/offcuts', { signedIn: true, language, ...options });
}

/** The table of a material once the stock is read. */
async function table(name = 'Offcuts of Arctic White in stock'): Promise<HTMLElement> {
  return screen.findByRole('table', { name }, { timeout: 5000 });
}

/** Each row's cells as text (the header row left out), behind an open dialog too. */
function rowsOf(element: HTMLElement): string[][] {
  return within(element)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
}

/** Every PUT body the offcuts endpoint is sent (the mock's handlers answer after). */
function recordPuts(): unknown[] {
  const puts: unknown[] = [];
  server.use(
    http.put(ADMIN_MOCK_PATHS.offcut, async ({ request }) => {
      puts.push(await request.clone().json());
      return undefined;
    }),
  );
  return puts;
}

afterEach(() => {
  vi.restoreAllMocks();
});

type User = Awaited<ReturnType<typeof renderAdmin>>['user'];

/** Opens "Correct" of offcut `id` in `white` and types `text` as one of its sides. */
async function correctSide(
  user: User,
  white: HTMLElement,
  id: string,
  side: 'Length' | 'Width',
  text: string,
  shown?: string,
) {
  await user.click(within(white).getByRole('button', { name: `Correct the size of ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: `Correct ${id}` });
  const field = within(dialog).getByRole('textbox', { name: side });
  if (shown !== undefined) expect(field).toHaveValue(shown);
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(dialog).getByRole('button', { name: 'Save the size' }));
  return { dialog, field };
}

describe('/admin/offcuts: the offcut stock', () => {
  it('lists the offcuts per material, largest first, with their size, source order and actions', async () => {
    const { user } = await open();
    const white = await table();
    expect(document.title).toBe('Offcut stock · Cutshop');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Offcuts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Arctic White · 18 mm' })).toBeVisible();
    expect(screen.getByText('COL-1 · 4 offcuts')).toBeVisible();
    const rows = rowsOf(white);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['OC-1', '1026.00 × 1482.00 mm', `Order ${shortOrderId(FROM_3)}`],
      ['OC-2', '1026.00 × 1482.00 mm', `Order ${shortOrderId(FROM_8)}`],
      ['OC-3', '559.00 × 290.00 mm', `Order ${shortOrderId(FROM_3)}`],
      ['OC-4', '492.00 × 146.00 mm', `Order ${shortOrderId(FROM_8)}`],
    ]);
    expect(
      within(white)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([FROM_3, FROM_8, FROM_3, FROM_8].map((uuid) => `/admin/orders/${uuid}`));
    expect(within(white).getByRole('rowheader', { name: 'OC-1' })).toBeVisible();
    for (const name of [
      'Correct the size of OC-4',
      'Remove OC-4 from the stock',
      'Print the label of OC-4',
    ]) {
      expect(within(white).getByRole('button', { name })).toBeEnabled();
    }

    // In inches: 1026 / 25.4 = 40.39, 1482 / 25.4 = 58.35.
    await user.click(screen.getByRole('button', { name: 'inches' }));
    expect(rowsOf(white)[0]?.[1]).toBe('40.39 × 58.35 in');
  });

  it('corrects an offcut smaller, sending the millimetres and the version read', async () => {
    const puts = recordPuts();
    const { user } = await open();
    const white = await table();
    await correctSide(user, white, 'OC-3', 'Width', '280', '290.00');

    await waitFor(() => expect(puts).toEqual([{ lengthMm: 559, widthMm: 280, version: 0 }]));
    await findShownText('OC-3 is now 559.00 × 280.00 mm.');
    await waitFor(() => expect(rowsOf(white)[2]?.[1]).toBe('559.00 × 280.00 mm'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('corrects in inches: a side left as shown keeps its millimetres, a typed one is converted', async () => {
    const puts = recordPuts();
    const { user } = await open();
    const white = await table();
    await user.click(screen.getByRole('button', { name: 'inches' }));
    // The length, 559 mm, shows as 22.01 in, which is 559.05 mm back: left alone it stays 559,
    // not grown.
    await correctSide(user, white, 'OC-3', 'Width', '11', '11.42');
    // 11 in = 279.4 mm.
    await waitFor(() => expect(puts).toEqual([{ lengthMm: 559, widthMm: 279.4, version: 0 }]));
    await findShownText('OC-3 is now 22.01 × 11.00 in.');
  });

  it('shows the server’s refusal of a side that grows on that field', async () => {
    const puts = recordPuts();
    const { user } = await open();
    const white = await table();
    const { dialog, field: width } = await correctSide(user, white, 'OC-3', 'Width', '300');

    await waitFor(() => expect(width).toHaveAttribute('aria-invalid', 'true'));
    expect(puts).toEqual([{ lengthMm: 559, widthMm: 300, version: 0 }]);
    expect(width).toHaveAccessibleDescription(
      'Type a size above 0 and no larger than now (290.00 mm): an offcut cannot grow.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Length' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Nothing changed; a size that is not one is refused in the browser, and nothing is sent.
    expect(rowsOf(white)[2]?.[1]).toBe('559.00 × 290.00 mm');
    await user.clear(width);
    await user.type(width, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save the size' }));
    await findShownText('Type a size above 0.');
    expect(puts).toHaveLength(1);
  });

  it('removes an offcut after asking', async () => {
    const { user } = await open();
    const white = await table();
    await user.click(within(white).getByRole('button', { name: 'Remove OC-2 from the stock' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Remove OC-2 from the stock?',
    });
    expect(question).toHaveTextContent(
      `OC-2 (1026.00 × 1482.00 mm, from order ${shortOrderId(FROM_8)}) leaves the stock`,
    );
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await findShownText('OC-2 was removed from the stock.');
    await waitFor(() =>
      expect(rowsOf(white).map((row) => row[0])).toEqual(['OC-1', 'OC-3', 'OC-4']),
    );
    expect(screen.getByText('COL-1 · 3 offcuts')).toBeVisible();
  });

  it('says someone else changed the offcut (409) and shows the stock as it is now', async () => {
    const { user } = await open();
    const white = await table();
    // Someone else removes OC-3 while this page shows it.
    const removed = await fetch('http://localhost/api/offcuts/OC-3?version=0', {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    await correctSide(user, white, 'OC-3', 'Length', '500');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'OC-3 was changed by someone else or taken by a plan since you read the stock. The list now shows the stock as it is.',
    );
    await waitFor(() =>
      expect(rowsOf(white).map((row) => row[0])).toEqual(['OC-1', 'OC-2', 'OC-4']),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the stock cannot be read, and reads it again on Retry', async () => {
    server.use(
      http.get(
        ADMIN_MOCK_PATHS.offcuts,
        () =>
          HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await open();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The server could not answer right now. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await table()).map((row) => row[0])).toEqual(['OC-1', 'OC-2', 'OC-3', 'OC-4']);
  });

  it('says so when the stock is empty, with nothing to print', async () => {
    await open('en', { offcuts: 'empty' });
    await findShownText('There are no offcuts in stock.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print all labels' })).toBeDisabled();
  });

  it('opens the labels page of one offcut, or of all, in a new tab in the page’s language', async () => {
    const tab = { opener: window, location: { replace: vi.fn() }, close: vi.fn() };
    const open_ = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = await open('es');
    const white = await table('Retales de Blanco Ártico en stock');
    await user.click(within(white).getByRole('button', { name: 'Imprimir la etiqueta de OC-3' }));
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        '/api/offcuts/labels.html?ids=OC-3&lang=es',
      ),
    );
    expect(open_).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Imprimir todas las etiquetas' }));
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenLastCalledWith('/api/offcuts/labels.html?lang=es'),
    );
  });

  it('speaks Spanish', async () => {
    await open('es');
    const white = await table('Retales de Blanco Ártico en stock');
    expect(screen.getByRole('heading', { level: 1, name: 'Retales en stock' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Blanco Ártico · 18 mm' })).toBeVisible();
    expect(rowsOf(white)[2]?.slice(0, 2)).toEqual(['OC-3', '559,00 × 290,00 mm']);
    expect(within(white).getByRole('button', { name: 'Corregir la medida de OC-3' })).toBeVisible();
  });
});

describe('/admin/orders/:uuid cutting plan with offcuts', () => {
  /** Waits for the plan section to be read. */
  async function planSection(): Promise<HTMLElement> {
    await waitFor(
      () => {
        const section = screen.getByRole('region', { name: 'Cutting plan' });
        expect(within(section).queryByRole('status')).toBeNull();
      },
      { timeout: 5000 },
    );
    return screen.getByRole('region', { name: 'Cutting plan' });
  }

  it('names the offcut a sheet is cut from, and says when the plan was fixed', async () => {
    const uuid = fixtureUuid(2);
    const order = adminMockOrders().find((entry) => entry.uuid === uuid);
    if (!order) throw new Error('no fixture order 2');
    // The plan on new sheets, its first Arctic White sheet said to be offcut OC-7.
    const base = cuttingPlan(explodeOrder(order, catalogue), uuid);
    const [white, ...rest] = base.materials;
    const fixedAt = '2026-11-27T09:15:00.000Z';
    const plan: CuttingPlan = {
      ...base,
      fixedAt,
      materials: [
        {
          ...white!,
          sheets: white!.sheets.map((sheet, index) =>
            index === 0
              ? {
                  ...sheet,
                  source: {
                    kind: 'offcut',
                    offcut: {
                      id: 'OC-7',
                      lengthMm: 2400,
                      widthMm: 1900.5,
                      sourceOrderId: 'A1B2C3D4E5F6',
                    },
                  },
                }
              : sheet,
          ),
        },
        ...rest,
      ],
    };
    server.use(http.get(ADMIN_MOCK_PATHS.cuttingPlan, () => HttpResponse.json(plan)));
    await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true });
    const section = await planSection();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(fixedAt),
    );
    expect(
      within(section).getByText(
        `Fixed on ${date}: the plan the shop cuts. It no longer changes with the offcut stock.`,
      ),
    ).toBeVisible();
    const region = within(section).getByRole('region', { name: 'Arctic White' });
    expect(
      within(region).getByText(
        /^Sheet 1 of 1 · offcut OC-7, 2,400 × 1,900\.5 mm, from order A1B2C3D4E5F6: fetch it from the stock · yield \d+(\.\d)? %$/,
      ),
    ).toBeVisible();
    expect(within(region).getByRole('img')).toHaveAccessibleName(
      /^Sheet 1 of 1 of Arctic White, cut from offcut OC-7 \(2,400 × 1,900\.5 mm, from order A1B2C3D4E5F6\): yield/,
    );
  });

  it('says a Pending order’s plan is a preview, with no replan', async () => {
    await renderAdmin(`/admin/orders/${fixtureUuid(0)}`, { signedIn: true });
    const section = await planSection();
    expect(
      within(section).getByText(
        'Preview: made with the offcuts in stock as they are now. The plan is fixed when the order moves to To Cut.',
      ),
    ).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Re-plan with current stock' }),
    ).toBeNull();
  });

  it('re-plans a To Cut order with the current stock after asking, then reads the plan again', async () => {
    const uuid = fixtureUuid(2);
    const order = adminMockOrders().find((entry) => entry.uuid === uuid);
    const bodies: unknown[] = [];
    let planReads = 0;
    server.use(
      http.post(ADMIN_MOCK_PATHS.replan, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
      http.get(ADMIN_MOCK_PATHS.cuttingPlan, () => {
        planReads += 1;
        return undefined;
      }),
    );
    const { user } = await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true });
    const section = await planSection();
    expect(within(section).getByText(/^Fixed on /)).toBeVisible();
    expect(planReads).toBe(1);
    await user.click(within(section).getByRole('button', { name: 'Re-plan with current stock' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Re-plan order ${shortOrderId(uuid)} with the current stock?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Re-plan' }));
    await findShownText(
      `The plan of order ${shortOrderId(uuid)} was made again with the current stock.`,
    );
    expect(bodies).toEqual([{ version: order?.version }]);
    await waitFor(() => expect(planReads).toBe(2));
  });

  it('says the order changed when the replan is refused (409), and reads the order again', async () => {
    const uuid = fixtureUuid(2);
    let orderReads = 0;
    server.use(
      http.post(ADMIN_MOCK_PATHS.replan, () =>
        HttpResponse.json({ error: { code: 'stale_order', message: 'changed' } }, { status: 409 }),
      ),
      http.get(ADMIN_MOCK_PATHS.order, () => {
        orderReads += 1;
        return undefined;
      }),
    );
    const { user } = await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true });
    const section = await planSection();
    const reads = orderReads;
    await user.click(within(section).getByRole('button', { name: 'Re-plan with current stock' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Re-plan' }));
    await findShownText(
      `Order ${shortOrderId(uuid)} changed since you opened it: it has been read again.`,
    );
    await waitFor(() => expect(orderReads).toBe(reads + 1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
