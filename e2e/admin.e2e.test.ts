import { MESSAGES } from '@cutshop/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders, waitForResetToken, type CreatedOrder } from './support/admin';
import { E2E_ADMIN, startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { accessibilityViolations, pageWidth, walkWithTab } from './support/page-checks';
import { settle } from './support/settle';

/** 40 orders: three pages of 15 (docs/product.md §9), the last one partly filled. */
const SEEDED = 40;
const NEW_PASSWORD = 'Fresh-Sawdust-77';

let bff: RunningBff;
let browser: Browser;
let orders: CreatedOrder[];

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
  orders = await seedOrders(bff.origin, SEEDED);
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

const shortId = (order: CreatedOrder | undefined) => order?.uuid.split('-').at(-1) ?? '';

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function signIn(page: Page, password: string, remember: boolean): Promise<void> {
  await page.goto(`${bff.origin}/admin/login`);
  await heading(page, 'Welcome!').waitFor();
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Login' }).click();
  await heading(page, 'Order list').waitFor();
}

const orderList = (page: Page) => page.getByRole('region', { name: 'Orders' });
const detailLinks = (page: Page) =>
  orderList(page).getByRole('link', { name: /^Details of order/ });

/** The short ids of the rows shown now, in order. */
async function shownIds(page: Page): Promise<string[]> {
  const labels = await detailLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Details of order /, ''));
}

/** Scrolls the list (its box, or the page on a phone) until 'End of the list' shows. */
async function scrollToEnd(page: Page): Promise<void> {
  const end = orderList(page).getByText('End of the list');
  for (let tries = 0; tries < 40 && !(await end.isVisible()); tries += 1) {
    await orderList(page).evaluate((box) => {
      box.scrollTop = box.scrollHeight;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(400);
  }
  await end.waitFor();
}

async function openOrder(page: Page, order: CreatedOrder | undefined): Promise<void> {
  await page.getByRole('link', { name: `Details of order ${shortId(order)}` }).click();
  await heading(page, `Order ${shortId(order)}`).waitFor();
}

const statusBadge = (page: Page, status: string): Locator =>
  page.locator('[aria-live="polite"]', { hasText: `Status: ${status}` });

/** The order's row in the list. */
const rowOf = (page: Page, order: CreatedOrder | undefined): Locator =>
  orderList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Details of order ${shortId(order)}` }) });

/**
 * After a change the server took: the product's notification, and the person is back on the
 * list with the order's row showing its new status (docs/product.md §4).
 */
async function backOnListAfter(page: Page, order: CreatedOrder | undefined, to: string) {
  await page
    .getByText(`The order ID "${shortId(order)}" has changed his status to "${to}"`)
    .waitFor();
  await heading(page, 'Order list').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/orders');
  await rowOf(page, order).getByText(to, { exact: true }).waitFor();
}

/** Presses an action on the detail, then checks the return to the list. */
async function changeStatus(page: Page, order: CreatedOrder | undefined, to: string) {
  const button = { Approved: 'Approve', 'To Cut': 'To Cut', 'To Deliver': 'To Deliver' }[to];
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: button })
    .click();
  await backOnListAfter(page, order, to);
}

describe('the admin area in Chromium against the real BFF', () => {
  it('signs in, lists, scrolls, filters and moves orders through production', async () => {
    const { context, page } = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${bff.origin}/admin/login`);
    await heading(page, 'Welcome!').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // E-mail, password, Remember me, the forgot link at least (Login is disabled while empty).
    const loginWalk = await walkWithTab(page);
    expect(loginWalk.controls).toBeGreaterThanOrEqual(4);
    expect(loginWalk).toMatchObject({ unreached: [], noVisibleFocus: [] });
    await signIn(page, E2E_ADMIN.password, true);
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'cutshop_refresh');
    // Remember me: the refresh cookie outlives the browser (30 days).
    expect(refresh?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // Infinite scroll: pages are appended until the end, each order once.
    await detailLinks(page).first().waitFor();
    expect(await detailLinks(page).count()).toBeLessThan(SEEDED);
    await scrollToEnd(page);
    const ids = await shownIds(page);
    expect(ids).toHaveLength(SEEDED);
    expect(new Set(ids).size).toBe(SEEDED);
    expect(new Set(ids)).toEqual(new Set(orders.map(shortId)));
    expect(await accessibilityViolations(page)).toEqual([]);

    // Approve one, then take it on to To Cut and To Deliver.
    const [first, second] = orders;
    await openOrder(page, first);
    expect(await statusBadge(page, 'Pending').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await changeStatus(page, first, 'Approved');
    // Every row is still listed, each once: the changed one in place; the counts are fresh.
    expect(new Set(await shownIds(page))).toEqual(new Set(ids));
    const statusOptions = page.getByLabel('Status', { exact: true }).locator('option');
    await expect
      .poll(() => statusOptions.allTextContents())
      .toEqual(expect.arrayContaining([`Pending (${SEEDED - 1})`, 'Approved (1)']));
    await openOrder(page, first);
    await statusBadge(page, 'Approved').waitFor();
    await changeStatus(page, first, 'To Cut');
    await openOrder(page, first);
    await statusBadge(page, 'To Cut').waitFor();
    await changeStatus(page, first, 'To Deliver');
    await openOrder(page, first);
    await statusBadge(page, 'To Deliver').waitFor();

    // Reject another with a message: the detail shows it.
    await page.goto(`${bff.origin}/admin/orders`);
    await heading(page, 'Order list').waitFor();
    await scrollToEnd(page);
    await openOrder(page, second);
    await page
      .getByRole('group', { name: 'Order actions' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Reject order ${shortId(second)}` });
    await dialog
      .getByLabel('Reason for the rejection')
      .fill('The sink base is wider than the wall');
    await dialog.getByRole('button', { name: 'Complete rejection' }).click();
    await backOnListAfter(page, second, 'Rejected');
    await openOrder(page, second);
    await statusBadge(page, 'Rejected').waitFor();
    await page.getByText('The sink base is wider than the wall').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Printed, the detail is a work order: no buttons, no navigation.
    await page.emulateMedia({ media: 'print' });
    const shownControls = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('button, [role="button"], nav, header, select, a[href^="/"]'),
      )
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map(
          (element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ''}"`,
        ),
    );
    expect(shownControls).toEqual([]);
    await page.emulateMedia({ media: 'screen' });

    // Filters live in the URL and survive a reload.
    await page.goto(`${bff.origin}/admin/orders`);
    await heading(page, 'Order list').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('Rejected');
    await page.waitForURL(/[?&]status=Rejected/);
    await expect.poll(() => shownIds(page)).toEqual([shortId(second)]);
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual([shortId(second)]);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Rejected');
    await page.getByLabel('Status', { exact: true }).selectOption('');
    const third = orders[2];
    await page.getByLabel('ID', { exact: true }).fill(shortId(third));
    await page.waitForURL(new RegExp(`[?&]id=${shortId(third)}`));
    await expect.poll(() => shownIds(page)).toEqual([shortId(third)]);
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual([shortId(third)]);
    expect(await page.getByLabel('ID', { exact: true }).inputValue()).toBe(shortId(third));
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => detailLinks(page).count()).toBeGreaterThan(1);
    // The filters, the list box and a link per row.
    const listWalk = await walkWithTab(page);
    expect(listWalk.controls).toBeGreaterThan(15);
    expect(listWalk).toMatchObject({ unreached: [], noVisibleFocus: [] });

    // Logout ends the session: Back does not show the orders again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.goBack();
    await settle(page);
    // Back may restore a page from the back-forward cache, which fires no new load event for
    // waitForURL to wait on: poll the address instead. The restored page asks the server whether
    // the session still lives before it leaves; on a loaded CI machine that round trip has taken
    // longer than the usual 15 s, so this poll waits longer (it still must end on the sign-in).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 45_000 }).toBe('/admin/login');
    expect(await detailLinks(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the list and the detail are no wider than 390 px', async () => {
    const { context, page } = await newPage(390);
    await signIn(page, E2E_ADMIN.password, false);
    await detailLinks(page).first().waitFor();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await scrollToEnd(page);
    expect(new Set(await shownIds(page)).size).toBe(SEEDED);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await openOrder(page, orders[3]);
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const { context, page } = await newPage();
    await page.goto(`${bff.origin}/admin/login`);
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await heading(page, 'Change your password:').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByRole('button', { name: 'Send' }).click();
    // The product's texts come from the domain's message catalogue (docs/product.md §8).
    await page.getByText(MESSAGES.rememberSent).waitFor();

    const token = await waitForResetToken(bff.outboxDir);
    await page.goto(`${bff.origin}/admin/change-password?tkn=${token}`);
    await heading(page, 'Change your password').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.passwordChanged).waitFor();

    await signIn(page, NEW_PASSWORD, false);
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await context.close();
  });
});
