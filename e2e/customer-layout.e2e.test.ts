import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import {
  boxOf,
  type Box,
  headerDivider,
  intersects,
  logoLook,
  reachableByClick,
  textBox,
} from './support/layout-checks';
import { accessibilityViolations, pageWidth } from './support/page-checks';
import { settle } from './support/settle';
import { Wizard } from './support/wizard';

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
const DESKTOP = { width: 1280, height: 900 };

/** A customer whose ordinary e-mail and longer address and order name must fit a phone. */
const PHONE_CUSTOMER = {
  fullName: 'Ana Phone',
  email: 'ana.phone@example.com',
  phoneNumber: '+1 555 0199',
  address: '1200 Northwest Riverside Boulevard, Apartment 5B, Portland',
  orderName: 'Kitchen cabinets for the lake house',
} as const;

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  return context.newPage();
}

/** The controls of the wizard's header: the logo, the step links and the language buttons. */
function headerControls(page: Page) {
  return [
    page.getByRole('link', { name: 'Cutshop home' }),
    ...['Your info', 'Units and materials', 'Items'].map((step) =>
      page.getByRole('navigation', { name: 'Order steps' }).getByRole('link', { name: step }),
    ),
    page.getByRole('button', { name: 'English' }),
    page.getByRole('button', { name: 'Español' }),
  ];
}

/** Fails when the shown banner covers a header control, or a click there would not reach it. */
async function expectHeaderFreeOfBanner(page: Page, banner: Box): Promise<void> {
  for (const control of headerControls(page)) {
    const name = control.toString();
    expect.soft(intersects(await boxOf(control), banner), `${name} is covered`).toBe(false);
    expect.soft(await reachableByClick(control), `${name} cannot be clicked`).toBe(true);
  }
}

describe('the customer pages on a phone and a desktop', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`keeps the logo and the header divider the same on /home and /step1 at ${viewport.width} px`, async () => {
      const page = await newPage(viewport);
      const wizard = new Wizard(page);
      await page.goto(`${bff.origin}/home`);
      await wizard.expectPage('Welcome');
      await settle(page);
      const onHome = await logoLook(page);
      const homeDivider = await headerDivider(page);

      await page.getByRole('link', { name: 'Start' }).click();
      await wizard.expectPage('Enter your info');
      await settle(page);
      const onStep1 = await logoLook(page);
      const stepDivider = await headerDivider(page);

      expect.soft(onStep1, 'the logo on /step1 as on /home').toEqual(onHome);
      for (const divider of [homeDivider, stepDivider]) {
        expect.soft(divider.header, 'the header spans the page').toBe(divider.viewport);
        expect.soft(divider.divider, 'the divider spans the header').toBe(divider.header);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the header free of the item banner, and the summary within a phone', async () => {
    const page = await newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const wizard = new Wizard(page);
    await wizard.start(bff.origin);
    for (const [label, value] of [
      ['Full name', PHONE_CUSTOMER.fullName],
      ['E-mail', PHONE_CUSTOMER.email],
      ['Phone number', PHONE_CUSTOMER.phoneNumber],
      ['Address', PHONE_CUSTOMER.address],
      ['Order name', PHONE_CUSTOMER.orderName],
    ] as const) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await wizard.expectPage('Select the metric units and materials');
    await wizard.chooseUnit('Milimeters');
    await wizard.chooseCatalogueColour('Arctic White');
    await wizard.enterCustomFinish({ name: 'Walnut slab', w: '2440', h: '1220', t: '19' });
    await wizard.goToItems();
    await wizard.openItemForm('Panels & Fillers', 'Panel');
    await page.getByRole('textbox', { name: 'Width', exact: true }).fill('596.9');
    await page.getByRole('textbox', { name: 'Height', exact: true }).fill('2000');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Fridge side');
    await wizard.answer('Cut orientation', 'Vertical');
    await wizard.answer('Material', 'Finish');
    await wizard.acceptItem();

    // The banner shows for about 8 s: the header stays free on the phone, then on a desktop.
    const close = page.getByRole('button', { name: 'Close' });
    await page.getByText(/was added to your order/).waitFor();
    await page.mouse.move(0, PHONE.height - 1);
    await settle(page);
    await expectHeaderFreeOfBanner(page, await boxOf(close.locator('xpath=..')));
    await page.setViewportSize(DESKTOP);
    await settle(page);
    await expectHeaderFreeOfBanner(page, await boxOf(close.locator('xpath=..')));
    await page.setViewportSize(PHONE);

    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Add some production note to your order (optional)');
    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Review your order');
    await settle(page);
    expect.soft(await pageWidth(page), 'the page width').toBeLessThanOrEqual(PHONE.width);
    const card = await boxOf(page.getByRole('region', { name: 'Customer' }));
    for (const value of [PHONE_CUSTOMER.email, PHONE_CUSTOMER.address, PHONE_CUSTOMER.orderName]) {
      const text = await textBox(page.getByText(value, { exact: true }));
      expect.soft(text.x, value).toBeGreaterThanOrEqual(card.x);
      expect.soft(text.x + text.width, value).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
