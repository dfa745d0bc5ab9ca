import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeStatusThroughApi, signInThroughApi } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { accessibilityViolations, pageWidth } from './support/page-checks';
import { CUSTOMER, Wizard } from './support/wizard';

let bff: RunningBff;
let browser: Browser;

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

const PHONE = { width: 390, height: 844 };

/**
 * The tracked status as the page words it, once the page's code shows the order (its timeline:
 * the heading and status come with the page itself, filled in by the server).
 */
async function shownStatus(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: /^Pedido [0-9a-f]{12}$/ }).waitFor();
  await page.getByRole('list', { name: 'Avance de su pedido' }).waitFor();
  return ((await page.getByTestId('tracked-status').textContent()) ?? '').trim();
}

/** The timeline's steps as the page lists them (status words, then date or "Todavía no"). */
async function timeline(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Avance de su pedido' });
  return (await list.getByRole('listitem').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

describe('the customer follows the order afterwards', () => {
  it('orders in Spanish, opens the tracking link on a phone, and sees the shop move the order to delivery', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    const wizard = new Wizard(page);
    await wizard.start(bff.origin);
    await wizard.enterCustomer();
    await wizard.chooseUnit('Milimeters');
    await wizard.chooseCatalogueColour('Arctic White');
    await wizard.enterCustomFinish({ name: 'Walnut slab', w: '2440', h: '1220', t: '19' });
    await wizard.goToItems();
    await wizard.openItemForm('Base Cabinets', 'Base 1 Door');
    await wizard.fillSinkBase();
    await wizard.acceptItem();
    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Add some production note to your order (optional)');
    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Review your order');

    // The customer switches to Spanish before sending: the order keeps that language.
    await page.getByRole('button', { name: 'Español' }).click();
    await wizard.expectPage('Revise su pedido');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await wizard.expectPage('Su pedido se envió correctamente');

    const follow = page.getByTestId('tracking-link');
    await expect.poll(() => follow.textContent()).toContain('Siga su pedido:');
    const link = follow.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/track\/[A-Za-z0-9_-]{22}$/);
    expect(await link.textContent()).toBe(`${bff.origin}${href}`);

    // Opened as from the e-mail: a fresh page load of the link, in a browser set to English.
    const reader = await (await browser.newContext({ viewport: PHONE, locale: 'en-US' })).newPage();
    // The order is read once: the shell's preload (Link header) is the page's own read.
    const reads: string[] = [];
    reader.on('request', (request) => {
      if (request.url().includes('/api/track/')) reads.push(request.url());
    });
    const response = await reader.goto(`${bff.origin}${href}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    // The page arrives as the build's prerendered shell of the tracking page.
    expect(await response?.text()).toContain('data-prerendered="/track"');
    expect(await shownStatus(reader)).toBe('Recibido');
    expect(response?.headers()['link']).toContain('rel=preload; as=fetch');
    expect(reads).toEqual([`${bff.origin}/api${href}`]);
    expect(await reader.locator('html').getAttribute('lang')).toBe('es');
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await timeline(reader)).toEqual([
      expect.stringMatching(/^Recibido el /),
      'Aprobado Todavía no',
      'En la cola de corte Todavía no',
      'Listo para la entrega Todavía no',
    ]);
    expect(await pageWidth(reader)).toBeLessThanOrEqual(PHONE.width);
    // The statuses still to come are readable too (contrast), as is the rest of the page.
    expect(await accessibilityViolations(reader)).toEqual([]);
    const body = (await reader.locator('body').textContent()) ?? '';
    for (const secret of [CUSTOMER.email, CUSTOMER.phoneNumber, CUSTOMER.address]) {
      expect(body).not.toContain(secret);
    }
    expect(await reader.getByRole('img').count()).toBeGreaterThan(0);

    // The shop moves the order on, step by step; the page follows on each reload.
    const admin = await browser.newContext();
    await signInThroughApi(admin.request, bff.origin);
    const uuid = await orderUuidFromList(admin.request);
    const steps = [
      ['Approved', 'Aprobado'],
      ['To Cut', 'En la cola de corte'],
      ['To Deliver', 'Listo para la entrega'],
    ] as const;
    for (const [status, words] of steps) {
      await changeStatusThroughApi(admin.request, bff.origin, uuid, status);
      await reader.reload();
      expect(await shownStatus(reader)).toBe(words);
    }
    expect(await timeline(reader)).toEqual([
      expect.stringMatching(/^Recibido el /),
      expect.stringMatching(/^Aprobado el /),
      expect.stringMatching(/^En la cola de corte el /),
      expect.stringMatching(/^Listo para la entrega el /),
    ]);
    expect(await pageWidth(reader)).toBeLessThanOrEqual(PHONE.width);

    // A link that leads nowhere gets the plain not-found page.
    await reader.goto(`${bff.origin}/track/AAAAAAAAAAAAAAAAAAAAAA`);
    await reader
      .getByRole('heading', { level: 1, name: /^(Pedido no encontrado|Order not found)$/ })
      .waitFor();
  });
});

/** The uuid of the one order placed, from the admin list. */
async function orderUuidFromList(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${bff.origin}/api/orders/`);
  const page = (await response.json()) as { data: { uuid: string }[] };
  const [first] = page.data;
  if (!first) throw new Error('no order in the list');
  return first.uuid;
}
