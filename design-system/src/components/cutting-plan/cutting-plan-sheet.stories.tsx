import { Box } from '@chakra-ui/react';
import { cuttingPlan, explodeOrder, type MaterialPlan } from '@cutshop/domain/production';
import { kitchenStoredOrder, REFERENCE_TREE } from '@cutshop/domain/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { CuttingPlanSheet, type CuttingPlanSheetTexts } from './cutting-plan-sheet';
import { CUTTING_PLAN_TEXT } from './use-min-text';

const order = kitchenStoredOrder();
const plan = cuttingPlan(explodeOrder(order, REFERENCE_TREE), order.uuid);
/** The kitchen's carcass (Arctic White, no grain) and its fronts (Oak Veneer, grain). */
const [carcass, fronts] = plan.materials as [MaterialPlan, MaterialPlan];

const english: CuttingPlanSheetTexts = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Fit the sheet',
  zoomGroup: 'Zoom',
  zoomLevel: (percent) => `${percent} %`,
  scroller: 'Sheet drawing, scrolls when zoomed',
};

const spanish: CuttingPlanSheetTexts = {
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomReset: 'Ajustar el tablero',
  zoomGroup: 'Zoom',
  zoomLevel: (percent) => `${percent} %`,
  scroller: 'Dibujo del tablero, se desplaza al acercar',
  partTitle: (part) =>
    `${part.partNumber}: ${part.sizeLabel} mm (${part.copy} de ${part.quantity})`,
};

/** The on-screen size in px of each text of a drawing (its font size at the drawing's scale). */
function textSizesPx(image: Element): number[] {
  const svg = image as SVGSVGElement;
  const { width, height } = svg.viewBox.baseVal;
  const box = svg.getBoundingClientRect();
  const pxPerMm = Math.min(box.width / width, box.height / height);
  return [...svg.querySelectorAll('text')].map(
    (text) => Number.parseFloat(getComputedStyle(text).fontSize) * pxPerMm,
  );
}

const meta = {
  title: 'Components/CuttingPlanSheet',
  component: CuttingPlanSheet,
  decorators: [
    (Story) => (
      <Box maxWidth="48rem">
        <Story />
      </Box>
    ),
  ],
  args: {
    plan: carcass,
    sheetIndex: 1,
    title: `Sheet 1 of ${carcass.sheets.length} · 2800 × 2070 mm`,
    label: `Sheet 1 of ${carcass.sheets.length} of Arctic White: ${carcass.sheets[0]?.placements.length} pieces`,
    texts: english,
  },
} satisfies Meta<typeof CuttingPlanSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first carcass sheet: every piece with its short number (item.part) and its two cut sizes
 * along its edges, the cuts with their numbers in circles, the offcuts.
 */
export const CarcassSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Sheet 1 of \d+ of Arctic White/ });
    const sheet = carcass.sheets[0]!;
    await expect(image.querySelectorAll('[data-kind=part]')).toHaveLength(sheet.placements.length);
    await expect(image.querySelectorAll('line[data-kind=cut]')).toHaveLength(sheet.cuts.length);
    await expect(image.querySelectorAll('circle[data-kind=cutMark]')).toHaveLength(
      sheet.cuts.length,
    );
    await expect(image.querySelectorAll('[data-kind=offcut]')).toHaveLength(sheet.offcuts.length);
    // Each piece shows its short number, never the long part id.
    const numbers = [...image.querySelectorAll('text[data-kind=partNumber]')].map(
      (text) => text.textContent,
    );
    await expect(numbers).toEqual(sheet.placements.map((p) => p.partNumber));
    for (const number of numbers) await expect(number).toMatch(/^\d+\.\d+$/);
    const written = [...image.querySelectorAll('text')].map((text) => text.textContent).join(' ');
    await expect(written).not.toContain(sheet.placements[0]!.partId);
    // The first piece's two cut sizes are written along its edges.
    const first = sheet.placements[0]!;
    const sizes = [
      ...image.querySelectorAll('text[data-kind=partLength], text[data-kind=partWidth]'),
    ].map((text) => text.textContent);
    await expect(sizes).toContain(String(first.cutLengthMm));
    await expect(sizes).toContain(String(first.cutWidthMm));
    // No grain in the carcass: no arrows.
    await expect(image.querySelectorAll('[data-kind=grain]')).toHaveLength(0);
  },
};

/** No text of the drawing is drawn smaller than about 11 px, at the width it is shown. */
export const ReadableText: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    const sizes = textSizesPx(image);
    await expect(sizes.length).toBeGreaterThan(0);
    await expect(Math.min(...sizes)).toBeGreaterThanOrEqual(CUTTING_PLAN_TEXT.minScreenPx - 0.5);
  },
};

/** An Oak Veneer sheet: every grained piece carries its grain arrow; banded edges are drawn. */
export const GrainedFronts: Story = {
  args: {
    plan: fronts,
    title: `Sheet 1 of ${fronts.sheets.length} · 2500 × 1250 mm`,
    label: `Sheet 1 of ${fronts.sheets.length} of Oak Veneer`,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /Oak Veneer/ });
    const placements = fronts.sheets[0]!.placements;
    const grained = placements.filter((p) => p.grain !== 'N').length;
    await expect(grained).toBeGreaterThan(0);
    await expect(image.querySelectorAll('[data-kind=grain]')).toHaveLength(grained);
    const banded = placements.reduce(
      (sum, p) => sum + Object.values(p.edges).filter(Boolean).length,
      0,
    );
    await expect(image.querySelectorAll('[data-kind=band]')).toHaveLength(banded);
  },
};

/** The last sheet holds the largest offcut: a reusable one is tinted and carries its size. */
export const LastSheetWithOffcut: Story = {
  args: {
    sheetIndex: carcass.sheets.length,
    title: `Sheet ${carcass.sheets.length} of ${carcass.sheets.length} · 2800 × 2070 mm`,
    label: `Sheet ${carcass.sheets.length} of ${carcass.sheets.length} of Arctic White`,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(
      image.querySelectorAll('[data-kind=offcut][data-reusable=true]').length,
    ).toBeGreaterThan(0);
    await expect(image.querySelectorAll('text[data-kind=offcutSize]').length).toBeGreaterThan(0);
  },
};

/** An inch order: the sizes on the pieces in inches to the nearest 1/32. */
export const InchSizes: Story = {
  args: { unit: 'in' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    const sizes = [...image.querySelectorAll('text[data-kind=partLength]')].map(
      (text) => text.textContent ?? '',
    );
    await expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) await expect(size).toMatch(/^\d+( \d+\/\d+)?"$|^\d+\/\d+"$/);
  },
};

/**
 * The zoom buttons: 100 % shows the whole sheet, its bottom included; each step enlarges the
 * drawing, which then scrolls; texts stay readable and grow with the zoom.
 */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    const fit = canvas.getByRole('button', { name: 'Fit the sheet' });
    const box = canvas.getByRole('group', { name: 'Sheet drawing, scrolls when zoomed' });
    await expect(zoomOut).toBeDisabled();
    await expect(canvas.getByText('100 %')).toBeInTheDocument();
    const fitted = image.getBoundingClientRect().width;
    // The whole sheet is in its box: nothing to scroll either way.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);

    await userEvent.click(zoomIn);
    await expect(canvas.getByText('150 %')).toBeInTheDocument();
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await expect(canvas.getByText('400 %')).toBeInTheDocument();
    await expect(zoomIn).toBeDisabled();
    await expect(image.getBoundingClientRect().width).toBeCloseTo(fitted * 4, 0);
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // Zoomed in, the box keeps the middle of the sheet in view.
    await expect(box.scrollLeft).toBeGreaterThan(0);
    await expect(Math.min(...textSizesPx(image))).toBeGreaterThanOrEqual(
      CUTTING_PLAN_TEXT.minScreenPx - 0.5,
    );

    await userEvent.click(fit);
    await expect(canvas.getByText('100 %')).toBeInTheDocument();
    await expect(image.getBoundingClientRect().width).toBeCloseTo(fitted, 0);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
  },
};

/**
 * On a phone the sheet fits the width with readable texts (pieces too small for their sizes show
 * their number); zoomed, it scrolls inside its box, not the page; a pinch is left to the browser.
 */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    await expect(Math.min(...textSizesPx(image))).toBeGreaterThanOrEqual(
      CUTTING_PLAN_TEXT.minScreenPx - 0.5,
    );
    const box = canvas.getByRole('group', { name: 'Sheet drawing, scrolls when zoomed' });
    await expect(getComputedStyle(box).touchAction).not.toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A sheet not shown on screen is left out of the page (and out of the accessibility tree). */
export const NotShown: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    const figure = canvasElement.querySelector('figure');
    await expect(figure && getComputedStyle(figure).display).toBe('none');
    // Its drawing for paper is there, to be printed.
    await expect(canvasElement.querySelectorAll('svg[data-print] [data-kind=part]')).toHaveLength(
      carcass.sheets[0]!.placements.length,
    );
  },
};

/** Spanish texts come from the caller, the pieces' tooltips too. */
export const SpanishTexts: Story = {
  args: {
    title: `Tablero 1 de ${carcass.sheets.length} · 2800 × 2070 mm`,
    label: `Tablero 1 de ${carcass.sheets.length} de Arctic White`,
    texts: spanish,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At 100 % only zooming in is possible.
    await expect(canvas.getByRole('button', { name: 'Acercar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Alejar' })).toBeDisabled();
    const first = carcass.sheets[0]!.placements[0]!;
    const title = canvas
      .getByRole('img')
      .querySelector(
        `[data-kind=part][data-part-id="${first.partId}"][data-copy="${first.copy}"] title`,
      );
    await expect(title?.textContent).toBe(
      `${first.partNumber}: ${first.cutLengthMm} x ${first.cutWidthMm} mm (${first.copy} de ${first.quantity})`,
    );
  },
};
