import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, signInThroughApi } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { accessibilityViolations } from './support/page-checks';
import { Wizard } from './support/wizard';

/*
 * Prices (docs/production/prices.md): the shop enters its price list on its screen, a customer
 * sees the estimate grow and shrink as items are added, edited and removed, the summary's
 * breakdown equals what the server stores to the cent, and the shop approves with a discount
 * that the customer's e-mail states.
 */

let bff: RunningBff;
let browser: Browser;

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** The euros of a text such as "€1,234.50" as minor units. */
function cents(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.]/g, '');
  const [whole = '0', fraction = '00'] = digits.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const runningTotal = (page: Page) => page.getByTestId('running-total');

async function shownTotal(page: Page): Promise<number> {
  return cents(await runningTotal(page).locator('p, span').last().textContent());
}

/** Waits until the running total shows another amount than `before`, and returns it. */
async function totalAfter(page: Page, before: number): Promise<number> {
  await expect.poll(() => shownTotal(page)).not.toBe(before);
  return shownTotal(page);
}

describe('prices', () => {
  it('the shop sets its prices, the customer sees them grow, and an approved discount reaches the e-mail', async () => {
    // The shop's price list, on its screen.
    const admin = await newContext();
    const errors: string[] = [];
    admin.page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(admin.page.request, bff.origin);
    await admin.page.goto(`${bff.origin}/admin/prices`);
    await admin.page.getByRole('heading', { level: 1, name: 'Prices' }).waitFor();
    await admin.page.getByLabel('Tax rate (%)').fill('21');
    await admin.page
      .getByLabel('How "Arctic White" is priced')
      .selectOption({ label: 'Per sheet' });
    await admin.page.getByLabel('Arctic White: Price per sheet').fill('45.00');
    await admin.page.getByLabel('Edge banding per metre').fill('0.90');
    await admin.page.getByLabel('Assembly per item').fill('5');
    await admin.page.getByRole('button', { name: 'Save the price list' }).click();
    await admin.page.getByText('The price list is saved (version 1)').first().waitFor();
    expect(await accessibilityViolations(admin.page)).toEqual([]);

    // A customer sees the estimate follow the items.
    const customer = await newContext();
    customer.page.on('pageerror', (error) => errors.push(error.message));
    const wizard = new Wizard(customer.page);
    await wizard.start(bff.origin);
    await wizard.enterCustomer();
    await wizard.chooseUnit('Milimeters');
    await wizard.chooseCatalogueColour('Arctic White');
    await customer.page
      .getByRole('region', { name: 'Finish' })
      .getByRole('link', { name: 'Select' })
      .click();
    await wizard.expectPage('Finish Material');
    await customer.page.getByRole('button', { name: 'Melamine Matte' }).click();
    await wizard.expectPage('Select the metric units and materials');
    await wizard.goToItems();

    await wizard.openItemForm('Base Cabinets', 'Base 1 Door');
    await wizard.fillSinkBase();
    await wizard.acceptItem();
    const one = await totalAfter(customer.page, 0);
    expect(one).toBeGreaterThan(0);

    await wizard.openItemForm('Panels & Fillers', 'Panel');
    await customer.page.getByRole('textbox', { name: 'Width', exact: true }).fill('600');
    await customer.page.getByRole('textbox', { name: 'Height', exact: true }).fill('880');
    await customer.page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Fridge side');
    await wizard.answer('Cut orientation', 'Vertical');
    await wizard.answer('Material', 'Finish');
    await wizard.acceptItem();
    const two = await totalAfter(customer.page, one);
    expect(two).toBeGreaterThan(one);

    // Editing the first item to a narrower cabinet changes the total.
    await customer.page.getByRole('button', { name: 'Edit item 1' }).click();
    await wizard.expectPage('Base 1 Door');
    await customer.page.getByRole('textbox', { name: 'Width', exact: true }).fill('400');
    await customer.page.getByRole('button', { name: 'Accept' }).click();
    await wizard.expectPage('Enter the items details');
    const edited = await totalAfter(customer.page, two);

    // Removing the panel brings it down.
    await customer.page.getByRole('button', { name: 'Delete item 2' }).click();
    const confirm = customer.page.getByRole('alertdialog');
    if (await confirm.count()) await confirm.getByRole('button', { name: /Delete|Remove/ }).click();
    const removed = await totalAfter(customer.page, edited);
    expect(removed).toBeLessThan(edited);

    await customer.page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Add some production note to your order (optional)');
    await customer.page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Review your order');
    const breakdown = customer.page.getByRole('region', { name: 'Price' });
    await breakdown
      .getByText('Estimate — the shop confirms the price when it approves the order')
      .waitFor();
    await breakdown.getByText('Edge banding').first().waitFor();
    await breakdown.getByText('Assembly').first().waitFor();
    const estimate = cents(
      await breakdown
        .getByRole('listitem')
        .filter({ hasText: /^Total/ })
        .last()
        .textContent(),
    );
    expect(estimate).toBe(removed);
    expect(await accessibilityViolations(customer.page)).toEqual([]);
    await customer.page.getByRole('button', { name: 'Send' }).click();
    await wizard.expectPage('Your order was successfully sent');
    const shortId = (await customer.page.getByTestId('order-id').textContent())?.trim() ?? '';
    // The server prices the order itself: the browser's estimate is its price to the cent.
    const stored = cents(
      await customer.page.getByTestId('order-total').locator('p').nth(1).textContent(),
    );
    expect(stored).toBe(estimate);

    // The shop approves with a discount; the customer's e-mail states it.
    const list = await admin.page.request.get(`${bff.origin}/api/orders/?limit=5`);
    const { data } = (await list.json()) as { data: { uuid: string; total: number | null }[] };
    const row = data.find((order) => order.uuid.endsWith(shortId));
    expect(row?.total).toBe(stored);
    await admin.page.goto(`${bff.origin}/admin/orders/${row?.uuid ?? ''}`);
    await admin.page.getByRole('heading', { level: 1, name: `Order ${shortId}` }).waitFor();
    await admin.page.getByRole('button', { name: 'Adjust the price and approve…' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve order ${shortId}` });
    await dialog.getByLabel('Adjustment (optional)').selectOption({ label: 'Discount' });
    await dialog.getByLabel('Amount (EUR)').fill('10');
    await dialog.getByLabel('Reason (the customer reads it)').fill('Loyal customer');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    // The list comes back with the change announced (docs/product.md §4).
    await admin.page
      .getByText(`The order ID "${shortId}" has changed his status to "Approved"`)
      .waitFor();

    const discounted = stored - 1000;
    const euros = `€${(discounted / 100).toFixed(2)}`;
    await expect
      .poll(() =>
        outboxMessages(bff.outboxDir).some(
          (mail) => mail.includes('Loyal customer') && mail.includes(euros),
        ),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await Promise.all([admin.context.close(), customer.context.close()]);
  });
});
