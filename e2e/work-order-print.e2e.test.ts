import { KITCHEN_ORDER } from '@cutshop/domain/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import {
  PAPERS,
  PX_PER_MM,
  inchKitchenOrder,
  pdfPages,
  postOrder,
  printFitsWidth,
  printedSheetHeights,
} from './support/print';

/**
 * The printed work order (docs/production/plans-and-labels.md, "The printed work order"), printed
 * to PDF by Chromium on A4 and Letter: the order, items, hardware and cut list first, then every
 * cutting-plan sheet on a landscape page of its own, never split, whatever the screen showed.
 */

/** The page margin of a sheet's page (PLAN_PRINT_RULES.pageMarginMm), in millimetres. */
const SHEET_PAGE_MARGIN_MM = 10;
/** The side margins of the work order's portrait pages (print-styles.tsx), in millimetres. */
const PAGE_SIDE_MARGIN_MM = 12;

let bff: RunningBff;
let browser: Browser;
/** The orders printed: the kitchen fixture in millimetres and a 9-item order in inches. */
const ORDERS = {
  kitchen: KITCHEN_ORDER,
  inch: inchKitchenOrder(),
} as const;
const uuids = new Map<keyof typeof ORDERS, string>();

beforeAll(async () => {
  [bff, browser] = await Promise.all([startBff(), launchChromium()]);
  for (const [name, order] of Object.entries(ORDERS)) {
    uuids.set(name as keyof typeof ORDERS, await postOrder(bff.origin, order, `e2e-print-${name}`));
  }
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

/** Opens an order's detail signed in, once its production sections and sheets are drawn. */
async function openDetail(uuid: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signInThroughApi(page.request, bff.origin);
  await page.goto(`${bff.origin}/admin/orders/${uuid}`);
  await page.getByRole('table', { name: 'Hardware' }).waitFor();
  await page.getByRole('region', { name: 'Cut list' }).getByText('All materials').waitFor();
  await page.getByRole('region', { name: 'Cutting plan' }).getByRole('img').first().waitFor();
  return page;
}

async function sheetsOf(page: Page, uuid: string): Promise<number> {
  const response = await page.request.get(`${bff.origin}/api/orders/${uuid}/cutting-plan`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totals: { sheets: number } }).totals.sheets;
}

describe('the printed work order', () => {
  it.each(['kitchen', 'inch'] as const)(
    'prints every sheet of the %s order on a landscape page of its own',
    async (name) => {
      const uuid = uuids.get(name)!;
      const page = await openDetail(uuid, 1280);
      const sheets = await sheetsOf(page, uuid);
      expect(sheets).toBeGreaterThan(1);
      // On screen only the first sheet of each material is shown.
      const plan = page.getByRole('region', { name: 'Cutting plan' });
      expect(await plan.locator('figure[data-sheet]').count()).toBe(sheets);
      expect(await plan.locator('svg[data-print]').count()).toBe(sheets);

      for (const paper of PAPERS) {
        const full = pdfPages(await page.pdf({ format: paper.format }));
        // The same page printed without the plan's materials and their sheets: the summary's
        // pages (with the plan's heading and the order's figures, which end the portrait part).
        await page.addStyleTag({
          content:
            '@media print { [data-print-plan] section[data-material] { display: none !important; } }',
        });
        const summary = pdfPages(await page.pdf({ format: paper.format }));
        await page.evaluate(`document.head.lastElementChild.remove()`);

        expect(full.length, `${paper.format}: summary ${summary.length} + ${sheets} sheets`).toBe(
          summary.length + sheets,
        );
        // The summary on portrait pages, then one landscape page per sheet.
        const landscape = full.map((p) => p.width > p.height);
        expect(landscape).toEqual([
          ...Array<boolean>(summary.length).fill(false),
          ...Array<boolean>(sheets).fill(true),
        ]);
        // The paper asked for, turned for the sheets (points: 72 to the inch).
        // Chromium rounds the paper to whole CSS pixels: within 2 pt (0.7 mm) of it.
        const points = (mm: number) => (mm / 25.4) * 72;
        const last = full.at(-1)!;
        expect(Math.abs(last.width - points(paper.heightMm))).toBeLessThan(2);
        expect(Math.abs(last.height - points(paper.widthMm))).toBeLessThan(2);
      }

      // Nothing is wider than a portrait page (Letter is the narrower): else every page shrinks.
      expect(await printFitsWidth(page, (215.9 - 2 * PAGE_SIDE_MARGIN_MM) * PX_PER_MM)).toBe(true);

      // Each sheet block fits its page: measured as printed, as wide as the narrower landscape
      // page (Letter), against the lower one (A4).
      const printable = (mm: number) => (mm - 2 * SHEET_PAGE_MARGIN_MM) * PX_PER_MM;
      await page.setViewportSize({ width: Math.floor(printable(279.4)), height: 900 });
      const heights = await printedSheetHeights(page);
      expect(heights).toHaveLength(sheets);
      for (const height of heights) expect(height).toBeLessThanOrEqual(printable(210));
      await page.context().close();
    },
  );

  it('shows one sheet at a time on a 390 px phone, turned with Next, without sideways scroll', async () => {
    const page = await openDetail(uuids.get('kitchen')!, 390);
    const plan = page.getByRole('region', { name: 'Cutting plan' });
    const material = plan.getByRole('region', { name: 'Arctic White' });
    await expect(material.getByRole('img').count()).resolves.toBe(1);
    const pager = material.getByRole('group', { name: 'Sheets of Arctic White' });
    await pager.getByRole('button', { name: /Next sheet/ }).click();
    await material.getByRole('img', { name: /^Sheet 2 of \d+ of Arctic White: yield/ }).waitFor();
    // The drawing fits the phone's width and its texts are readable.
    const fits = await page.evaluate(
      `document.documentElement.scrollWidth <= document.documentElement.clientWidth`,
    );
    expect(fits).toBe(true);
    // The smallest text of the sheet shown, in CSS px as drawn (its font size times the scale).
    const smallest = (await page.evaluate(`(() => {
      const svg = document.querySelector('section[data-material] figure[data-shown=true] svg[role=img]');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      return Math.min(...sizes);
    })()`)) as number;
    expect(smallest).toBeGreaterThanOrEqual(10.5);
    await page.context().close();
  });
});
