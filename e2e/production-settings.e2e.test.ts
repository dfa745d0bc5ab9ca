import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder, seedOrders, signInThroughApi, type CreatedOrder } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { accessibilityViolations } from './support/page-checks';

/*
 * The shop's production settings (docs/production/nesting.md, "The shop's settings"): the shop
 * sets a two-stage saw with a 3.2 mm blade on its screen; the next order's cutting plan keeps
 * to two stages with that kerf, and the order placed before keeps its plan.
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

interface Plan {
  materials: { kerfMm: number; sheets: { cuts: { stage: number; trim?: boolean }[] }[] }[];
}

/** The deepest stage of a plan's cuts, trimming cuts left out. */
function deepestStage(plan: Plan): number {
  return Math.max(
    0,
    ...plan.materials.flatMap((material) =>
      material.sheets.flatMap((sheet) =>
        sheet.cuts.filter((cut) => cut.trim !== true).map((cut) => cut.stage),
      ),
    ),
  );
}

interface CutPart {
  role: string;
  finished: { lengthMm: number; widthMm: number };
  cut: { lengthMm: number; widthMm: number };
}

async function cutListText(page: Page, uuid: string): Promise<string> {
  const response = await page.request.get(`${bff.origin}/api/orders/${uuid}/cutlist`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Every part line of the order's cut list. */
async function cutListOf(page: Page, uuid: string): Promise<CutPart[]> {
  const list = JSON.parse(await cutListText(page, uuid)) as {
    materials: { cabinets: { parts: CutPart[] }[] }[];
  };
  return list.materials.flatMap((material) =>
    material.cabinets.flatMap((cabinet) => cabinet.parts),
  );
}

async function planOf(page: Page, uuid: string): Promise<{ text: string; plan: Plan }> {
  const response = await page.request.get(`${bff.origin}/api/orders/${uuid}/cutting-plan`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  return { text, plan: JSON.parse(text) as Plan };
}

describe('production settings', () => {
  it('the shop sets a two-stage saw and a milled front band on its screen, and only the orders placed after are planned and cut with them', async () => {
    const [before] = await seedOrders(bff.origin, 1);
    if (before === undefined) throw new Error('no order seeded');

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      await signInThroughApi(page.request, bff.origin);
      await page.goto(`${bff.origin}/admin/settings/production`);
      await page.getByRole('heading', { level: 1, name: 'Production settings' }).waitFor();
      await page.getByLabel('Saw kerf').waitFor();
      // Nothing wider than the screen, on a phone as on a desktop.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    }

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(page.request, bff.origin);
    const old = await planOf(page, before.uuid);
    const oldCutList = await cutListText(page, before.uuid);
    // Without a limit the planner cuts the sample order deeper than two stages.
    expect(deepestStage(old.plan)).toBeGreaterThan(2);

    await page.goto(`${bff.origin}/admin/settings/production`);
    await page.getByLabel('Saw kerf').fill('3.2');
    await page.getByLabel('Most cut stages').selectOption({ label: '2 stages' });
    // A 2 mm front band, 0.5 mm milled off each front edge before it (the parts settings).
    await page.getByLabel('Band on fronts').fill('2');
    await page.getByLabel('Pre-milling on fronts').fill('0.5');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('The settings are saved (version 1)').first().waitFor();
    await page.getByRole('table', { name: 'What version 1 changed' }).waitFor();

    const placed = await fetch(`${bff.origin}/api/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'e2e-settings-after' },
      body: JSON.stringify(sampleOrder(2)),
    });
    expect(placed.status).toBe(201);
    const after = (await placed.json()) as CreatedOrder;
    const { plan } = await planOf(page, after.uuid);
    expect(deepestStage(plan)).toBeLessThanOrEqual(2);
    expect(plan.materials.map((material) => material.kerfMm)).toEqual(
      plan.materials.map(() => 3.2),
    );
    // Its doors are cut 2 x (2 - 0.5) = 3 mm under their finished size each way.
    const doors = (await cutListOf(page, after.uuid)).filter((part) => part.role === 'door');
    expect(doors.length).toBeGreaterThan(0);
    for (const door of doors) {
      expect(door.cut.lengthMm).toBeCloseTo(door.finished.lengthMm - 3, 6);
      expect(door.cut.widthMm).toBeCloseTo(door.finished.widthMm - 3, 6);
    }
    // The order placed before: the same plan and cut list, byte for byte.
    expect((await planOf(page, before.uuid)).text).toBe(old.text);
    expect(await cutListText(page, before.uuid)).toBe(oldCutList);
    expect(errors).toEqual([]);
    await context.close();
  });
});
