import { placedOrderSchema } from '@cutshop/domain';
import { DEFAULT_PRODUCTION_SETTINGS } from '@cutshop/domain/production';
import {
  moveMockTrackedOrder,
  sampleOrderInput,
  saveMockProductionSettings,
  SAMPLE_TRACKING_TOKEN,
  storedOrders,
} from '@cutshop/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadTrack } from '../src/app/app-routes';
import { prepareApp } from '../src/app/start';
import { switchLanguage } from '../src/lib/i18n';
import { materialsDone, sampleItems } from './support/fixtures';
import { findHeading, renderApp } from './support/render-app';

function robotsMeta(): string | null {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
}

describe('the tracking page', () => {
  beforeEach(async () => {
    await prepareApp();
    await preloadTrack();
  });

  afterEach(async () => {
    await switchLanguage('en');
  });

  it('shows the sample order in its own language: status in words, the way so far, items with drawings, hardware and price', async () => {
    await renderApp(`/track/${SAMPLE_TRACKING_TOKEN}`);
    const heading = await findHeading(/^Pedido [0-9a-f]{12}$/);
    expect(heading).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(robotsMeta()).toBe('noindex');

    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByTestId('tracked-status')).toHaveTextContent('En la cola de corte');
    // The timeline follows the status in the next render (track-screen.tsx).
    const timeline = await within(status).findByRole('list', { name: 'Avance de su pedido' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Recibido\s*el viernes, 20 de noviembre de 2026, \d\d:\d\d$/),
      expect.stringMatching(/^Aprobado\s*el viernes, 20 de noviembre de 2026, \d\d:\d\d$/),
      expect.stringMatching(/^En la cola de corte\s*el lunes, 23 de noviembre de 2026, \d\d:\d\d$/),
      'Listo para la entregaTodavía no',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    // The items, drawings, hardware and price follow the status in a transition.
    const items = await screen.findByRole('region', { name: /^Piezas \(/ });
    expect(within(items).getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.getByTestId('tracked-total')).toHaveTextContent(/€/);
    // Nothing of the customer's contact details.
    expect(document.body.textContent).not.toMatch(/@|Calle|\+34/);

    // The language choice still works.
    await switchLanguage('en');
    await findHeading(/^Order [0-9a-f]{12}$/);
    expect(screen.getByTestId('tracked-status')).toHaveTextContent('In the cutting queue');
  });

  it("states the tax with the price it was worked out on, then the shop's adjustment and the total paid", async () => {
    await renderApp(`/track/${SAMPLE_TRACKING_TOKEN}`);
    const price = await screen.findByRole('region', { name: 'Precio' });
    const lines = within(price)
      .getAllByText(/./)
      .map((line) => line.textContent);
    // The sample was approved with a discount of 10,00 € (mocks' tracking handlers).
    const before = lines.findIndex((line) =>
      /^Precio antes del ajuste del taller: /.test(line ?? ''),
    );
    const tax = lines.findIndex((line) => /^De los cuales, impuestos \(21\s%\): /.test(line ?? ''));
    const adjustment = lines.findIndex((line) =>
      /^Ajuste del taller: -10,00\s€ \(Cliente habitual\)$/.test(line ?? ''),
    );
    expect(before).toBeGreaterThanOrEqual(0);
    expect(tax).toBe(before + 1);
    expect(adjustment).toBe(tax + 1);
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const priceBefore = amount(lines[before] ?? '');
    expect(amount(screen.getByTestId('tracked-total').textContent ?? '')).toBeCloseTo(
      priceBefore - 10,
      2,
    );
  });

  it('says plainly when a link leads to no order', async () => {
    await renderApp('/track/AAAAAAAAAAAAAAAAAAAAAA');
    await findHeading('Order not found');
    expect(screen.getByText(/does not lead to an order/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('is linked from the order-sent page, and follows the order as the shop moves it', async () => {
    const { user, unmount } = await renderApp('/summary', {
      draft: { ...materialsDone, cabinets: sampleItems() },
    });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    const [placed] = storedOrders();
    const follow = screen.getByTestId('tracking-link');
    expect(follow).toHaveTextContent('Follow your order:');
    const link = within(follow).getByRole('link');
    expect(link.getAttribute('href')).toBe(placed?.trackingPath);
    expect(link).toHaveTextContent(`${window.location.origin}${placed?.trackingPath ?? ''}`);
    await user.click(link);
    await findHeading(/^Order [0-9a-f]{12}$/);
    expect(screen.getByTestId('tracked-status')).toHaveTextContent('Received');
    unmount();

    const token = (placed?.trackingPath ?? '').replace('/track/', '');
    moveMockTrackedOrder(token, 'Approved');
    await renderApp(placed?.trackingPath ?? '');
    await findHeading(/^Order [0-9a-f]{12}$/);
    await waitFor(() => expect(screen.getByTestId('tracked-status')).toHaveTextContent('Approved'));
  });

  it('draws each item with the front gap the order was placed with, not the shop’s today', async () => {
    // Placed while the shop's gap is 5 mm; the shop is back to 3 mm when the page opens.
    saveMockProductionSettings({ ...DEFAULT_PRODUCTION_SETTINGS, frontGapMm: 5 }, 'admin@test');
    const answer = await fetch(`${window.location.origin}/api/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'gap-5' },
      body: JSON.stringify(sampleOrderInput()),
    });
    const placed = placedOrderSchema.parse(await answer.json());
    saveMockProductionSettings({ ...DEFAULT_PRODUCTION_SETTINGS }, 'admin@test');

    await renderApp(placed.trackingPath);
    const items = await screen.findByRole('region', { name: /^Items \(/ });
    const base = await within(items).findByRole('img', { name: /^Base cabinet 600 x 720 mm/ });
    // The 600 mm base's door: 600 - 5 = 595 mm wide (597 with the shop's 3 mm now).
    const door = base.querySelector('[data-kind=door]');
    expect(door).toHaveAttribute('width', '595');
  });
});
