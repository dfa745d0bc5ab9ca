import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { seedOrders, signInThroughApi, type CreatedOrder } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';

/**
 * The detail's two downloads in Chromium against the real BFF: the production file
 * (`<short id>.txt`) and the export archive (`<short id>.zip`), saved by the browser as a person
 * would get them; then the cutting plan on the detail and its "Print labels" tab.
 */

/** The files every export holds before the drawings (docs/production.md). */
const EXPORT_FILES = [
  'order.json',
  'production.txt',
  'cutlist.csv',
  'cutlist-cutlistoptimizer.csv',
  'cutlist-homag.csv',
  'homag-project.zip',
  'hardware.csv',
];

let bff: RunningBff;
let browser: Browser;
let order: CreatedOrder;

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
  const [first] = await seedOrders(bff.origin, 1);
  if (!first) throw new Error('no order was seeded');
  order = first;
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

const shortId = (uuid: string) => uuid.split('-').at(-1) ?? '';

/** The names of a zip's entries, in their stored order, read with yauzl. */
function zipEntryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Clicks a download button and returns the download the browser made of it. */
async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Downloads' }).getByRole('button', { name: button }).click(),
  ]);
  return file;
}

async function contentOf(file: Download): Promise<Buffer> {
  const path = await file.path();
  return readFile(path);
}

describe('the production downloads of the admin detail', () => {
  it('saves the production file and the export archive under the short id', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(page.request, bff.origin);

    const id = shortId(order.uuid);
    await page.goto(`${bff.origin}/admin/orders/${order.uuid}`);
    await page.getByRole('heading', { level: 1, name: `Order ${id}` }).waitFor();
    // The production outputs load with the detail.
    await page.getByRole('table', { name: 'Hardware' }).waitFor();
    await page.getByRole('region', { name: 'Cut list' }).getByText('All materials').waitFor();

    const text = await download(page, 'Production file');
    expect(text.suggestedFilename()).toBe(`${id}.txt`);
    const production = (await contentOf(text)).toString('utf8');
    const lines = production.split('\n');
    expect(lines[0]).toBe(`PRODUCTION FILE: ORDER ${id.toUpperCase()}`);
    expect(lines[1]).toMatch(/^=+$/);
    expect(production).toContain(order.uuid);
    expect(production).toContain(order.name);

    const zip = await download(page, 'Export');
    expect(zip.suggestedFilename()).toBe(`${id}.zip`);
    const names = await zipEntryNames(await contentOf(zip));
    expect(names.slice(0, EXPORT_FILES.length)).toEqual(EXPORT_FILES);
    // The sample order has two items: a base cabinet and a door, one drawing each; then one
    // cutting plan per material, then the labels for A4 and for Letter.
    const rest = names.slice(EXPORT_FILES.length);
    expect(rest.slice(0, 2)).toEqual([
      expect.stringMatching(/^drawings\/01-[a-z0-9-]+\.svg$/),
      expect.stringMatching(/^drawings\/02-[a-z0-9-]+\.svg$/),
    ]);
    const plans = rest.slice(2, -2);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).toMatch(/^plans\/[a-z0-9-]+\.svg$/);
    expect(rest.slice(-2)).toEqual(['labels-a4.html', 'labels-letter.html']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the cutting plan and prints one label per piece in a new tab', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(page.request, bff.origin);

    const cutList = (await (
      await page.request.get(`${bff.origin}/api/orders/${order.uuid}/cutlist`)
    ).json()) as { totals: { parts: number } };
    const pieces = cutList.totals.parts;
    expect(pieces).toBeGreaterThan(0);

    await page.goto(`${bff.origin}/admin/orders/${order.uuid}`);
    const plan = page.getByRole('region', { name: 'Cutting plan' });
    // Each material's first sheet is drawn, with its pieces.
    const sheet = plan.getByRole('img', { name: /^Sheet 1 of \d+ of / }).first();
    await sheet.waitFor();
    expect(await sheet.locator('[data-kind=part]').count()).toBeGreaterThan(0);

    const [labels] = await Promise.all([
      page.waitForEvent('popup'),
      plan.getByRole('button', { name: 'Print labels' }).click(),
    ]);
    const refused: string[] = [];
    labels.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await labels.waitForURL(/\/labels\.html\?paper=A4$/);
    await labels.waitForLoadState('load');
    expect(labels.url()).toBe(`${bff.origin}/api/orders/${order.uuid}/labels.html?paper=A4`);
    expect(await labels.title()).toMatch(/^Part labels/);
    expect(await labels.locator('.label').count()).toBe(pieces);
    // Every label carries its barcode, drawn under the page's strict policy.
    expect(await labels.locator('.label .code svg').count()).toBe(pieces);
    expect(refused).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
