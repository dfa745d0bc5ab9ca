import AxeBuilder from '@axe-core/playwright';
import knex, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { settle } from './support/settle';
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

/** Accessibility problems axe finds on the page as it is now (WCAG 2.1 A and AA). */
async function accessibilityViolations(page: Page) {
  // Pages fade in: contrast is judged on the settled page, not mid-animation.
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

interface OrderRow {
  uuid: string;
  status: string;
  name: string;
  unit: string;
  notes: string;
  customer: string;
  materials: string;
  items: string;
}

describe('ordering in Chromium against the real BFF', () => {
  it('orders a base cabinet in mm and a panel in inches, and the order is stored', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const wizard = new Wizard(page);

    await wizard.start(bff.origin);
    expect(await accessibilityViolations(page)).toEqual([]);
    await wizard.enterCustomer();

    // Step 2: millimetres, a catalogue colour and a custom finish.
    await wizard.chooseUnit('Milimeters');
    await wizard.chooseCatalogueColour('Arctic White');
    await wizard.enterCustomFinish({ name: 'Walnut slab', w: '2440', h: '1220', t: '19' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await wizard.goToItems();

    // A base cabinet in millimetres.
    await wizard.openItemForm('Base Cabinets', 'Base 1 Door');
    await wizard.fillSinkBase();
    expect(await accessibilityViolations(page)).toEqual([]);
    await wizard.acceptItem();

    // Back to step 2: the order switches to inches (the cabinet is converted), then a panel
    // entered with fractions.
    await page.getByRole('link', { name: /Units and materials/ }).click();
    await wizard.expectPage('Select the metric units and materials');
    await wizard.chooseUnit('Inches');
    await wizard.goToItems();
    await wizard.openItemForm('Panels & Fillers', 'Panel');
    await page.getByRole('textbox', { name: 'Width', exact: true }).fill('23 1/2');
    await page.getByText('= 23.50 in ✓').waitFor();
    await page.getByRole('textbox', { name: 'Height', exact: true }).fill('34 1/2');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Fridge side');
    await wizard.answer('Cut orientation', 'Vertical');
    await wizard.answer('Material', 'Finish');
    await wizard.acceptItem();
    expect(await page.getByRole('article').count()).toBe(2);

    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Add some production note to your order (optional)');
    await page.getByLabel('Production notes').fill('Please label every part');
    await page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Review your order');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();

    await wizard.expectPage('Your order was successfully sent');
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^[0-9a-f]{12}$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The order is in the database, with both items.
    const db: Knex = knex({
      client: 'better-sqlite3',
      connection: { filename: bff.databaseFile },
      useNullAsDefault: true,
    });
    try {
      const rows: OrderRow[] = await db('orders').whereLike('uuid', `%-${orderId}`);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        status: 'Pending',
        name: CUSTOMER.orderName,
        unit: 'in',
        notes: 'Please label every part',
      });
      expect(JSON.parse(row?.customer ?? '{}')).toEqual(CUSTOMER);
      const materials = JSON.parse(row?.materials ?? '[]') as Record<string, unknown>[];
      expect(materials).toEqual([
        expect.objectContaining({
          materialType: 'cabinet',
          name: 'Arctic White',
          catType: 'Color',
        }),
        expect.objectContaining({
          materialType: 'finish',
          name: 'Walnut slab',
          catType: 'Custom',
          x: 2440,
          y: 1220,
          z: 19,
          grain: true,
          unit: 'mm',
        }),
      ]);
      const items = JSON.parse(row?.items ?? '[]') as Record<string, unknown>[];
      expect(items).toEqual([
        expect.objectContaining({
          parentName: 'Base 1 Door',
          description: 'Sink base',
          x: 23.62,
          y: 28.35,
          z: 22.05,
          hinges: true,
          shelfquantity: 1,
        }),
        expect.objectContaining({
          parentName: 'Panel',
          description: 'Fridge side',
          x: 23.5,
          y: 34.5,
          orientation: 'Vertical',
          material: 'Finish',
        }),
      ]);
    } finally {
      await db.destroy();
    }
  });
});
