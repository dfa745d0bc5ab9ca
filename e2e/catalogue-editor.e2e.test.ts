import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { accessibilityViolations } from './support/page-checks';
import { Wizard } from './support/wizard';

/*
 * The shop runs its own catalogue (docs/production/catalogue.md, "How a shop changes them"): a
 * person adds a colour and a wall model on the admin screens, a customer orders them from the
 * wizard without any restart, the model is then changed and the colour retired, and the placed
 * order's export stays byte for byte what it was.
 */

const COLOUR = 'Olive Grove';
const TYPE = 'Narrow Wall';
const MODEL = 'Narrow Wall 1 Door';

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
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A row of the catalogue's trees (colours, finishes, furniture), by its visible name. */
const treeRow = (page: Page, name: string) =>
  page.getByRole('treeitem', { name: new RegExp(name) });

async function openCatalogue(page: Page): Promise<void> {
  await page.goto(`${bff.origin}/admin/catalogue`);
  await heading(page, 'Catalogue').waitFor();
  await page.getByRole('tree', { name: 'Colours' }).waitFor();
}

async function save(page: Page, button: 'Add' | 'Save', notice: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(notice).first().waitFor();
}

async function exportOf(page: Page, uuid: string): Promise<Buffer> {
  const response = await page.request.get(`${bff.origin}/api/orders/${uuid}/export`);
  expect(response.status()).toBe(200);
  return response.body();
}

async function downloadContent(file: Download): Promise<Buffer> {
  return readFile(await file.path());
}

describe('the shop edits its catalogue on screens', () => {
  it('adds a colour and a wall model that customers order at once, and placed orders keep theirs', async () => {
    const admin = await newContext();
    const errors: string[] = [];
    admin.page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(admin.page.request, bff.origin);
    await openCatalogue(admin.page);

    // A colour tile with its sheet.
    await admin.page.getByRole('link', { name: 'Add a colour' }).click();
    await admin.page.getByRole('heading', { name: 'New colour' }).waitFor();
    await admin.page.getByLabel('Name (English)').fill(COLOUR);
    await admin.page.getByLabel('Name (Spanish)').fill('Olivar');
    await admin.page.getByLabel('Hex code').fill('#556b2f');
    await admin.page.getByLabel('Sheet length (mm)').fill('2440');
    await admin.page.getByLabel('Sheet width (mm)').fill('1220');
    await admin.page.getByLabel('Sheet thickness (mm)').fill('18');
    await save(admin.page, 'Add', `"${COLOUR}" is added`);
    expect(await accessibilityViolations(admin.page)).toEqual([]);

    // A type under Wall Cabinets, and a wall model under it with its construction.
    await openCatalogue(admin.page);
    await treeRow(admin.page, '^Wall Cabinets').first().click();
    await admin.page.getByRole('link', { name: 'Add a type under "Wall Cabinets"' }).click();
    await admin.page.getByRole('heading', { name: 'New type' }).waitFor();
    await admin.page.getByLabel('Name (English)').fill(TYPE);
    await save(admin.page, 'Add', `"${TYPE}" is added`);
    await openCatalogue(admin.page);
    await treeRow(admin.page, '^Wall Cabinets').first().press('ArrowRight');
    await treeRow(admin.page, `^${TYPE}`).first().click();
    await admin.page.getByRole('link', { name: `Add a model under "${TYPE}"` }).click();
    await admin.page.getByRole('heading', { name: 'New model' }).waitFor();
    await admin.page.getByLabel('Name (English)').fill(MODEL);
    await admin.page.getByLabel('Minimum width (mm)').fill('200');
    await admin.page.getByLabel('Maximum width (mm)').fill('450');
    await admin.page.getByLabel('Minimum height (mm)').fill('300');
    await admin.page.getByLabel('Maximum height (mm)').fill('900');
    await admin.page.getByLabel('Minimum depth (mm)').fill('0');
    await admin.page.getByLabel('Maximum depth (mm)').fill('0');
    await admin.page.getByLabel('How it is built').selectOption({ label: 'Wall cabinet' });
    // A wall cabinet hangs: off its legs (Chakra's checkbox takes the click on its label).
    await admin.page.getByText('Stands on legs', { exact: true }).click();
    expect(await admin.page.getByLabel('Stands on legs').isChecked()).toBe(false);
    // The live preview follows the construction as it is typed.
    await admin.page.getByRole('heading', { name: 'Preview' }).waitFor();
    await save(admin.page, 'Add', `"${MODEL}" is added`);

    // A customer sees both without a restart and orders with them.
    const customer = await newContext();
    const wizard = new Wizard(customer.page);
    await wizard.start(bff.origin);
    await wizard.enterCustomer();
    await wizard.chooseUnit('Milimeters');
    await wizard.chooseCatalogueColour(COLOUR);
    await wizard.enterCustomFinish({ name: 'Walnut slab', w: '2440', h: '1220', t: '19' });
    await wizard.goToItems();
    await wizard.openItemForm('Wall Cabinets', TYPE);
    await customer.page.getByRole('textbox', { name: 'Width', exact: true }).fill('400');
    await customer.page.getByRole('textbox', { name: 'Height', exact: true }).fill('720');
    await customer.page.getByRole('textbox', { name: 'Description', exact: true }).fill('Spice');
    await wizard.acceptItem();
    await customer.page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Add some production note to your order (optional)');
    await customer.page.getByRole('link', { name: 'Next' }).click();
    await wizard.expectPage('Review your order');
    await customer.page.getByText(COLOUR).first().waitFor();
    await customer.page.getByRole('button', { name: 'Send' }).click();
    await wizard.expectPage('Your order was successfully sent');
    const shortId = (await customer.page.getByTestId('order-id').textContent())?.trim() ?? '';
    expect(shortId).toMatch(/^[0-9a-f]{12}$/);

    const list = await admin.page.request.get(`${bff.origin}/api/orders/?limit=5`);
    const { data } = (await list.json()) as { data: { uuid: string }[] };
    const uuid = data.map((row) => row.uuid).find((id) => id.endsWith(shortId)) ?? '';
    expect(uuid).not.toBe('');
    const before = await exportOf(admin.page, uuid);

    // The shop changes the model's construction: the placed order's export does not move.
    await openCatalogue(admin.page);
    await admin.page.getByLabel('Search by name, id or code').fill(MODEL);
    await treeRow(admin.page, `^${MODEL}`).first().click();
    await admin.page.getByRole('heading', { name: `Edit "${MODEL}"` }).waitFor();
    await admin.page.getByLabel('Fixed shelves').selectOption('2');
    await admin.page.getByLabel('Board thickness (mm)').fill('16');
    await save(admin.page, 'Save', `"${MODEL}" is saved`);
    expect((await exportOf(admin.page, uuid)).equals(before)).toBe(true);

    // Retiring the colour takes it out of the customer's picker at once.
    await openCatalogue(admin.page);
    await admin.page.getByLabel('Search by name, id or code').fill(COLOUR);
    await treeRow(admin.page, `^${COLOUR}`).first().click();
    await admin.page.getByRole('button', { name: 'Retire', exact: true }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Retire' }).click();
    await admin.page.getByText(`"${COLOUR}" is retired`).first().waitFor();
    expect((await exportOf(admin.page, uuid)).equals(before)).toBe(true);

    const next = await newContext();
    const second = new Wizard(next.page);
    await second.start(bff.origin);
    await second.enterCustomer();
    await second.chooseUnit('Milimeters');
    await next.page
      .getByRole('region', { name: 'Cabinet' })
      .getByRole('link', { name: 'Select' })
      .click();
    await second.expectPage('Cabinet Material');
    await next.page.getByRole('button', { name: 'Arctic White' }).waitFor();
    expect(await next.page.getByRole('button', { name: COLOUR }).count()).toBe(0);

    // The admin's own download of the order is the bytes read before the changes.
    await admin.page.goto(`${bff.origin}/admin/orders/${uuid}`);
    await heading(admin.page, `Order ${shortId}`).waitFor();
    const [file] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page
        .getByRole('group', { name: 'Downloads' })
        .getByRole('button', { name: 'Export' })
        .click(),
    ]);
    expect((await downloadContent(file)).equals(before)).toBe(true);

    expect(errors).toEqual([]);
    await Promise.all([admin.context.close(), customer.context.close(), next.context.close()]);
  });
});
