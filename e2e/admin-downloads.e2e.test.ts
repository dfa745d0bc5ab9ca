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
 * would get them.
 */

/** The files every export holds before the drawings (docs/production.md). */
const EXPORT_FILES = [
  'order.json',
  'production.txt',
  'cutlist.csv',
  'cutlist-cutlistoptimizer.csv',
  'cutlist-homag.csv',
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
    // The sample order has two items: a base cabinet and a door, one drawing each.
    expect(names.slice(EXPORT_FILES.length)).toEqual([
      expect.stringMatching(/^drawings\/01-[a-z0-9-]+\.svg$/),
      expect.stringMatching(/^drawings\/02-[a-z0-9-]+\.svg$/),
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
