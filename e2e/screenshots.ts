/**
 * Screenshots of the wizard for the README (docs/screenshots/wizard-*.png), at a desktop and a
 * phone width, taken from the built app served by the real BFF on a throw-away database.
 *
 *   npm run build -w @cutshop/web && node --import tsx e2e/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startBff } from './support/bff-server';
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

const [bff, browser] = await Promise.all([startBff(), launchChromium()]);
try {
  mkdirSync(OUT, { recursive: true });
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    await capture(browser, bff.origin, size);
    console.log(`screenshots (${size}) written to ${OUT}`);
  }
} finally {
  await browser.close();
  await bff.stop();
}
