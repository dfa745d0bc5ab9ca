import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders, signInThroughApi, type CreatedOrder } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { boxOf, scrollsSideways } from './support/layout-checks';
import { pageWidth } from './support/page-checks';
import { settle } from './support/settle';

/** A phone in the workshop: 390 × 844 CSS pixels. */
const PHONE = { width: 390, height: 844 };

let bff: RunningBff;
let browser: Browser;
let orders: CreatedOrder[];

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
  orders = await seedOrders(bff.origin, 12);
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await signInThroughApi(page.request, bff.origin);
  return { context, page };
}

const detailLinks = (page: Page) => page.getByRole('link', { name: /^Details of order / });

describe('the admin on a phone (390 px)', () => {
  it('shows orders on the first screen, the filters behind one button with chips', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${bff.origin}/admin/orders?status=Pending`);
    await detailLinks(page).first().waitFor();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // The fields wait behind the button; the active filter shows as a chip.
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('searchbox', { name: 'Customer' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Remove filter: Status: Pending' }).waitFor();
    // At least three whole orders on the first screen (it was about one and a half).
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    const inSight = [];
    for (const row of await rows.all()) {
      const box = await boxOf(row);
      if (box.height > 1 && box.y + box.height <= PHONE.height) inSight.push(box);
    }
    expect(inSight.length).toBeGreaterThanOrEqual(3);

    // Opened, the fields fit the screen; a name search finds the one order.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Remove filter: Status: Pending' }).click();
    const target = orders[4] as CreatedOrder;
    await page.getByRole('searchbox', { name: 'Customer' }).fill('customer 05');
    await page.getByRole('button', { name: 'Remove filter: Customer: customer 05' }).waitFor();
    await expect.poll(async () => detailLinks(page).count(), { timeout: 5000 }).toBe(1);
    expect(await detailLinks(page).first().getAttribute('href')).toContain(target.uuid);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it("fits the detail's cut list on the screen: each part a card, nothing scrolls sideways", async () => {
    const { context, page } = await phonePage();
    const order = orders[0] as CreatedOrder;
    await page.goto(`${bff.origin}/admin/orders/${order.uuid}`);
    const cutList = page.getByRole('region', { name: 'Cut list' });
    await cutList.getByText('All materials').waitFor();
    await settle(page);
    const boxes = cutList.getByRole('region', { name: /^Parts of / });
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) {
      expect(await scrollsSideways(box)).toBe(false);
      const outer = await boxOf(box);
      for (const cell of await box.locator('td').all()) {
        const inner = await boxOf(cell);
        expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
      }
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
