import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CuttingPlanLegend, type CuttingPlanLegendTexts } from './cutting-plan-legend';

const english: CuttingPlanLegendTexts = {
  title: 'Legend',
  part: 'Piece: number (item.part), cut sizes along its edges',
  grain: 'Grain direction',
  band: 'Banded edge',
  offcut: 'Reusable offcut, with its size',
  waste: 'Waste',
  trim: 'Trim',
  stage1: 'Cut, 1st stage (in saw order)',
  stage2: 'Cut, 2nd stage',
  stage3: 'Cut, 3rd stage and on',
};

const meta = {
  title: 'Components/CuttingPlanLegend',
  component: CuttingPlanLegend,
  args: { texts: english },
} satisfies Meta<typeof CuttingPlanLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every mark of the drawing, drawn as on the sheet, with its words. */
export const Marks: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Legend' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '2.5' + english.part,
      english.grain,
      english.band,
      english.offcut,
      english.waste,
      english.trim,
      '1' + english.stage1,
      '2' + english.stage2,
      '3' + english.stage3,
    ]);
    // The three cut circles by stage: filled, ring, dashed ring.
    const circles = [...list.querySelectorAll('circle[data-kind=cutMark]')];
    await expect(circles.map((c) => c.getAttribute('data-stage'))).toEqual(['1', '2', '3']);
    await expect(circles[2]?.getAttribute('stroke-dasharray')).toBeTruthy();
    await expect(getComputedStyle(circles[0]!).fill).not.toBe(getComputedStyle(circles[1]!).fill);
  },
};

/** On screen the print-only legend (the one on each printed sheet's page) is left out. */
export const PrintOnly: Story = {
  args: { printOnly: true },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-legend]');
    await expect(list && getComputedStyle(list).display).toBe('none');
  },
};
