/**
 * Screenshots for the README, taken from the built app served by the real BFF on a throw-away
 * database: the wizard (docs/screenshots/wizard-*.png) at a desktop and a phone width, and the
 * admin area (docs/screenshots/admin-*.png): sign-in, order list, order detail and its print,
 * and the shop's catalogue editor, price list, production settings and offcut stock. `wizard`,
 * `admin` or `shop` takes only that part.
 *
 *   npm run build -w @cutshop/web && node --import tsx e2e/screenshots.ts [wizard|admin|shop]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { KITCHEN_ORDER } from '@cutshop/domain/testing';
import { changeStatusThroughApi, seedOrders, signInThroughApi } from './support/admin';
import { E2E_ADMIN, startBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { ROOT } from './support/paths';
import { settle } from './support/settle';
import { Wizard } from './support/wizard';

const OUT = join(ROOT, 'docs/screenshots');
const VIEWPORTS = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

async function capture(browser: Browser, origin: string, size: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    deviceScaleFactor: size === 'phone' ? 2 : 1,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const wizard = new Wizard(page);
  const shot = async (name: string) => {
    await settle(page);
    const close = page.getByRole('button', { name: 'Close' });
    if (await close.isVisible()) {
      await close.click();
      await settle(page);
    }
    await page.screenshot({ path: join(OUT, `wizard-${name}-${size}.png`), fullPage: true });
  };

  await page.goto(`${origin}/`);
  await wizard.expectPage('Welcome');
  await shot('home');
  await page.getByRole('link', { name: 'Start' }).click();
  await wizard.expectPage('Enter your info');
  await wizard.enterCustomer();
  await wizard.chooseUnit('Milimeters');
  await wizard.chooseCatalogueColour('Natural Oak');
  await wizard.enterCustomFinish({ name: 'Walnut slab', w: '2440', h: '1220', t: '19' });
  await shot('step2');
  await wizard.goToItems();
  await wizard.openItemForm('Base Cabinets', 'Base 1 Door');
  await wizard.fillSinkBase();
  await page.getByRole('heading', { level: 1 }).click();
  await shot('furniture-form');
  await wizard.acceptItem();
  await page.getByRole('link', { name: 'Next' }).click();
  await wizard.expectPage('Add some production note to your order (optional)');
  await page.getByLabel('Production notes').fill('Please label every part');
  await page.getByRole('link', { name: 'Next' }).click();
  await wizard.expectPage('Review your order');
  await shot('summary');
  await page.getByRole('button', { name: 'Send' }).click();
  await wizard.expectPage('Your order was successfully sent');
  await shot('result');
  await context.close();
}

/** The admin screens: sign-in at both widths, the list at both, the detail and its print. */
async function captureAdmin(browser: Browser, origin: string) {
  const orders = await seedOrders(origin, 18);
  for (const size of ['phone', 'desktop'] as const) {
    const context = await browser.newContext({
      viewport: VIEWPORTS[size],
      deviceScaleFactor: size === 'phone' ? 2 : 1,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const shot = async (name: string, fullPage = true) => {
      await settle(page);
      await page.screenshot({ path: join(OUT, `admin-${name}.png`), fullPage });
    };
    const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

    await page.goto(`${origin}/admin/login`);
    await heading('Welcome!');
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await shot(`login-${size}`);
    await signInThroughApi(page.request, origin);
    if (size === 'phone') {
      // A mix of statuses for the list's badges, newest changes first.
      const moves: [number, string[]][] = [
        [2, ['Approved']],
        [5, ['Approved', 'To Cut']],
        [8, ['Rejected']],
        [11, ['Approved', 'To Cut', 'To Deliver']],
        [15, ['Approved']],
      ];
      for (const [index, steps] of moves) {
        for (const to of steps) {
          const message = to === 'Rejected' ? 'The panel is larger than our sheets' : '';
          await changeStatusThroughApi(
            page.request,
            origin,
            orders[index]?.uuid ?? '',
            to,
            message,
          );
        }
      }
    }
    await page.goto(`${origin}/admin/orders`);
    await heading('Order list');
    await page
      .getByRole('link', { name: /^Details of order/ })
      .first()
      .waitFor();
    // On a phone the list is one long page: the first screenful shows it.
    await shot(`orders-${size}`, size === 'desktop');
    if (size === 'desktop') {
      const order = orders[15];
      await page.goto(`${origin}/admin/orders/${order?.uuid ?? ''}`);
      await heading(`Order ${order?.uuid.split('-').at(-1) ?? ''}`);
      await shot('detail-desktop');
      await page.emulateMedia({ media: 'print' });
      await shot('detail-print');
      await page.emulateMedia({ media: 'screen' });
      await shotProduction(page, origin);
    }
    await context.close();
  }
}

/**
 * The production sections of a 20-item kitchen's detail: the hardware with one breakdown open,
 * then the start of the cut list (docs/screenshots/admin-production-desktop.png).
 */
async function shotProduction(page: Page, origin: string) {
  const response = await page.request.post(`${origin}/api/orders/`, {
    data: KITCHEN_ORDER,
    headers: { 'Idempotency-Key': 'screenshots-kitchen' },
  });
  if (!response.ok()) throw new Error(`posting the kitchen: ${response.status()}`);
  const kitchen = (await response.json()) as { uuid: string };
  await page.goto(`${origin}/admin/orders/${kitchen.uuid}`);
  const hardware = page.getByRole('heading', { level: 2, name: 'Hardware' });
  await page.getByRole('heading', { level: 2, name: 'Cut list' }).waitFor();
  await page
    .getByRole('button', { name: /^Per cabinet: / })
    .first()
    .click();
  await settle(page);
  await hardware.scrollIntoViewIfNeeded();
  const top = (await hardware.boundingBox())?.y ?? 0;
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.screenshot({
    path: join(OUT, 'admin-production-desktop.png'),
    fullPage: true,
    clip: { x: 0, y: top + scrollY - 16, width: VIEWPORTS.desktop.width, height: 1500 },
  });

  // The cutting plan: its first sheets (docs/screenshots/admin-cutting-plan-desktop.png).
  const plan = page.getByRole('heading', { level: 2, name: 'Cutting plan' });
  await plan.waitFor();
  await plan.scrollIntoViewIfNeeded();
  await settle(page);
  const planTop = (await plan.boundingBox())?.y ?? 0;
  const planScroll = await page.evaluate(() => window.scrollY);
  await page.screenshot({
    path: join(OUT, 'admin-cutting-plan-desktop.png'),
    fullPage: true,
    clip: { x: 0, y: planTop + planScroll - 16, width: VIEWPORTS.desktop.width, height: 1300 },
  });

  // A printed sheet page: the first material's heading, figures, legend and first sheet, laid
  // out as Chromium prints it on A4 (at the width of the work order's portrait pages, 186 mm,
  // then placed on its landscape page) (docs/screenshots/admin-plan-print.png).
  await page.setViewportSize({ width: Math.round(((210 - 24) / 25.4) * 96), height: 900 });
  await page.emulateMedia({ media: 'print' });
  await settle(page);
  const material = page.locator('[data-print-plan] section[data-material]').first();
  const firstSheet = material.locator('figure[data-sheet]').first();
  const from = await material.boundingBox();
  const to = await firstSheet.boundingBox();
  if (!from || !to) throw new Error('the printed plan has no sheet');
  const printScroll = await page.evaluate(() => window.scrollY);
  await page.screenshot({
    path: join(OUT, 'admin-plan-print.png'),
    fullPage: true,
    clip: {
      x: 0,
      y: from.y + printScroll,
      width: page.viewportSize()?.width ?? 0,
      height: to.y + to.height - from.y,
    },
  });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(VIEWPORTS.desktop);

  // The first page of the part labels on A4, as the browser shows it before printing.
  await page.goto(`${origin}/api/orders/${kitchen.uuid}/labels.html?paper=A4`);
  await settle(page);
  await page.screenshot({
    path: join(OUT, 'admin-labels-a4.png'),
    clip: { x: 0, y: 0, width: VIEWPORTS.desktop.width, height: 1200 },
  });
}

/**
 * The shop's own screens: the catalogue editor with a model and its preview, the price list, the
 * production settings and the offcut stock.
 */
async function captureShop(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-US' });
  const page = await context.newPage();
  await signInThroughApi(page.request, origin);
  const prices = await page.request.put(`${origin}/api/price-list`, {
    data: {
      version: 0,
      currency: 'EUR',
      taxRate: 0.21,
      pricesIncludeTax: false,
      minimumOrder: 5000,
      materials: { '1': { perSheet: 4500 }, '26': { perM2: 3800, wastePercent: 15 } },
      customMaterialPerM2: null,
      backBoardPerM2: 900,
      drawerBoardPerM2: 1100,
      edgeBandPerMetre: 90,
      hardware: { hinge: 250, leg: 120, tandenBox: 4200, golaJ: 1100 },
      assemblyPerItem: 500,
      cuttingPerSheet: 300,
    },
  });
  if (!prices.ok()) throw new Error(`price list: ${prices.status()} ${await prices.text()}`);
  await page.goto(`${origin}/admin/catalogue`);
  await page.getByLabel('Search by name, id or code').fill('Pantry 2 Door Wide');
  await page
    .getByRole('treeitem', { name: /^Pantry 2 Door Wide/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Preview' }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'admin-catalogue-desktop.png'), fullPage: false });
  await page.goto(`${origin}/admin/prices`);
  await page.getByRole('heading', { level: 1, name: 'Prices' }).waitFor();
  await page.getByLabel('Tax rate (%)').waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'admin-prices-desktop.png'), fullPage: false });
  await page.goto(`${origin}/admin/settings/production`);
  await page.getByRole('heading', { level: 1, name: 'Production settings' }).waitFor();
  await page.getByLabel(/^Saw kerf/).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'admin-settings-desktop.png'), fullPage: false });
  // An order fixed at To Cut leaves its reusable offcuts in stock (docs/decisions/0012).
  const [order] = await seedOrders(origin, 1);
  for (const status of ['Approved', 'To Cut']) {
    await changeStatusThroughApi(page.request, origin, order?.uuid ?? '', status);
  }
  await page.goto(`${origin}/admin/offcuts`);
  await page.getByRole('heading', { level: 1, name: 'Offcut stock' }).waitFor();
  await page.getByRole('table').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'admin-offcuts-desktop.png'), fullPage: false });
  await context.close();
}

const only = process.argv[2];
const [bff, browser] = await Promise.all([startBff(), launchChromium()]);
try {
  mkdirSync(OUT, { recursive: true });
  if (only === undefined || only === 'wizard') {
    for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await capture(browser, bff.origin, size);
      console.log(`screenshots (${size}) written to ${OUT}`);
    }
  }
  if (only !== 'wizard' && only !== 'shop') {
    await captureAdmin(browser, bff.origin);
    console.log(`admin screenshots written to ${OUT}`);
  }
  if (only === undefined || only === 'shop') {
    await captureShop(browser, bff.origin);
    console.log(`catalogue and prices screenshots written to ${OUT}`);
  }
} finally {
  await browser.close();
  await bff.stop();
}
