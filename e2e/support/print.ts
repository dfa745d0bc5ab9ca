import { KITCHEN_ORDER } from '@cutshop/domain/testing';
import type { Page } from 'playwright-core';

/** A page of a PDF: its size in points (1/72 in), as its MediaBox gives it. */
export interface PdfPage {
  width: number;
  height: number;
}

/**
 * The pages of a PDF Chromium wrote, in order: each `/Type /Page` object and its MediaBox.
 * Chromium (Skia) writes page objects uncompressed, so the bytes can be read as text.
 */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const text = pdf.toString('latin1');
  const pages: PdfPage[] = [];
  const page = /\/Type\s*\/Page(?![a-zA-Z])/g;
  for (let match = page.exec(text); match; match = page.exec(text)) {
    const end = text.indexOf('endobj', match.index);
    const start = text.lastIndexOf(' obj', match.index);
    const object = text.slice(start, end === -1 ? undefined : end);
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(object);
    if (!box) throw new Error('a PDF page without a MediaBox');
    pages.push({
      width: Number(box[3]) - Number(box[1]),
      height: Number(box[4]) - Number(box[2]),
    });
  }
  return pages;
}

/** The item fields that are lengths, in the order's unit: the cabinet's size, and fronts. */
const SIZE_FIELDS = new Set(['x', 'y', 'z']);
const FRONT_FIELDS = new Set([
  'dwidth',
  'dwheight',
  'dheight',
  'udheight',
  'ldheight',
  'fdrwheight',
]);
/** Millimetres in an inch; inch lengths go to the nearest 1/32 in, as a tape measures. */
const MM_PER_INCH = 25.4;
const STEPS_PER_INCH = 32;

/**
 * A 9-item order in inches, as a customer in the US sends it: the kitchen fixture's first nine
 * items (base and wall units, a sink, drawers, corners), their lengths in inches.
 */
export function inchKitchenOrder(): typeof KITCHEN_ORDER {
  // The sizes to the nearest 1/32 in; fronts down to it, so a front never outgrows its cabinet.
  const inches = (mm: number, key: string) =>
    (FRONT_FIELDS.has(key) ? Math.floor : Math.round)((mm / MM_PER_INCH) * STEPS_PER_INCH) /
    STEPS_PER_INCH;
  return {
    ...KITCHEN_ORDER,
    name: 'Inch kitchen',
    unit: 'in',
    cabinets: KITCHEN_ORDER.cabinets
      .slice(0, 9)
      .map(
        (item) =>
          Object.fromEntries(
            Object.entries(item).map(([key, value]) => [
              key,
              (SIZE_FIELDS.has(key) || FRONT_FIELDS.has(key)) && typeof value === 'number'
                ? inches(value, key)
                : value,
            ]),
          ) as typeof item,
      ),
    customer: { ...KITCHEN_ORDER.customer, orderName: 'Inch kitchen' },
  };
}

/** Posts an order through the API and returns its uuid. */
export async function postOrder(
  origin: string,
  order: typeof KITCHEN_ORDER,
  key: string,
): Promise<string> {
  const response = await fetch(`${origin}/api/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(order),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`posting ${order.name}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { uuid: string }).uuid;
}

/** Millimetres to CSS pixels (96 px to the inch). */
export const PX_PER_MM = 96 / 25.4;

/** The papers the work order is printed on, portrait, in millimetres, and their PDF format. */
export const PAPERS = [
  { format: 'A4', widthMm: 210, heightMm: 297 },
  { format: 'Letter', widthMm: 215.9, heightMm: 279.4 },
] as const;

/**
 * The heights as printed (print media, the page as wide as a landscape page's printable width):
 * each material's run from its heading to the bottom of its first sheet, and every other sheet
 * block, in CSS px.
 */
export async function printedSheetHeights(page: Page): Promise<number[]> {
  await page.emulateMedia({ media: 'print' });
  // A string, so the bundler adds nothing to the function the page runs.
  const heights = (await page.evaluate(`(() => {
    const out = [];
    for (const material of document.querySelectorAll('[data-print-plan] section[data-material]')) {
      const figures = [...material.querySelectorAll('figure[data-sheet]')];
      figures.forEach((figure, i) => {
        const bottom = figure.getBoundingClientRect().bottom;
        const top = (i === 0 ? material : figure).getBoundingClientRect().top;
        out.push(bottom - top);
      });
    }
    return out;
  })()`)) as number[];
  await page.emulateMedia({ media: null });
  return heights;
}

/**
 * Whether the page, printed on a portrait page `widthPx` wide, fits its width: a wider block
 * makes Chromium shrink every page to fit it, the sheet drawings with them.
 */
export async function printFitsWidth(page: Page, widthPx: number): Promise<boolean> {
  await page.setViewportSize({ width: Math.floor(widthPx), height: 900 });
  await page.emulateMedia({ media: 'print' });
  const fits = (await page.evaluate(
    `document.documentElement.scrollWidth <= document.documentElement.clientWidth`,
  )) as boolean;
  await page.emulateMedia({ media: null });
  return fits;
}
