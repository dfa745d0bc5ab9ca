import { Box } from '@chakra-ui/react';
import {
  cuttingPlan,
  explodeOrder,
  planDrawing,
  type MaterialPlan,
} from '@cutshop/domain/production';
import { kitchenStoredOrder, REFERENCE_TREE } from '@cutshop/domain/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { CuttingPlanSheet, type CuttingPlanSheetTexts } from './cutting-plan-sheet';

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
  partTitle: (part) => `${part.partId}: ${part.sizeLabel} mm (${part.copy} de ${part.quantity})`,
};

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
    drawing: planDrawing(carcass, 1),
    title: `Sheet 1 of ${carcass.sheets.length} · 2800 × 2070 mm`,
    label: `Sheet 1 of ${carcass.sheets.length} of Arctic White: ${carcass.sheets[0]?.placements.length} pieces`,
    texts: english,
  },
} satisfies Meta<typeof CuttingPlanSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first carcass sheet: every piece with its id and size, the numbered cuts, the offcuts. */
export const CarcassSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Sheet 1 of \d+ of Arctic White/ });
    const sheet = carcass.sheets[0];
    await expect(image.querySelectorAll('[data-kind=part]')).toHaveLength(
      sheet?.placements.length ?? -1,
    );
    await expect(image.querySelectorAll('line[data-kind=cut]')).toHaveLength(
      sheet?.cuts.length ?? -1,
    );
    await expect(image.querySelectorAll('[data-kind=offcut]')).toHaveLength(
      sheet?.offcuts.length ?? -1,
    );
    // Each piece is labelled with its part id.
    const first = sheet?.placements[0];
    await expect(
      [...image.querySelectorAll('text[data-kind=partId]')].map((text) => text.textContent),
    ).toContain(first?.partId);
    // No grain in the carcass: no arrows.
    await expect(image.querySelectorAll('[data-kind=grain]')).toHaveLength(0);
  },
};

/** An Oak Veneer sheet: every grained piece carries its grain arrow. */
export const GrainedFronts: Story = {
  args: {
    drawing: planDrawing(fronts, 1),
    title: `Sheet 1 of ${fronts.sheets.length} · 2500 × 1250 mm`,
    label: `Sheet 1 of ${fronts.sheets.length} of Oak Veneer`,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /Oak Veneer/ });
    const grained = fronts.sheets[0]?.placements.filter((p) => p.grain !== 'N').length ?? -1;
    await expect(grained).toBeGreaterThan(0);
    await expect(image.querySelectorAll('[data-kind=grain]')).toHaveLength(grained);
  },
};

/** The last sheet holds the largest offcut: a reusable one is tinted and carries its size. */
export const LastSheetWithOffcut: Story = {
  args: {
    drawing: planDrawing(carcass, carcass.sheets.length),
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

/** The zoom buttons: 100 % fits the width; each step enlarges the drawing, which then scrolls. */
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
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);

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

    await userEvent.click(fit);
    await expect(canvas.getByText('100 %')).toBeInTheDocument();
    await expect(image.getBoundingClientRect().width).toBeCloseTo(fitted, 0);
  },
};

/** On a phone the sheet fits the width; zoomed, it scrolls inside its box, not the page. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
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
    const first = carcass.sheets[0]?.placements[0];
    const title = canvas
      .getByRole('img')
      .querySelector(
        `[data-kind=part][data-part-id="${first?.partId}"][data-copy="${first?.copy}"] title`,
      );
    await expect(title?.textContent).toBe(
      `${first?.partId}: ${first?.cutLengthMm} x ${first?.cutWidthMm} mm (${first?.copy} de ${first?.quantity})`,
    );
  },
};
