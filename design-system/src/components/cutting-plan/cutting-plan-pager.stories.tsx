import { cuttingPlan, explodeOrder, type MaterialPlan } from '@cutshop/domain/production';
import { kitchenStoredOrder, REFERENCE_TREE } from '@cutshop/domain/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { CuttingPlanPager } from './cutting-plan-pager';
import { CuttingPlanSheet } from './cutting-plan-sheet';

const order = kitchenStoredOrder();
const plan = cuttingPlan(explodeOrder(order, REFERENCE_TREE), order.uuid);
const carcass = plan.materials[0] as MaterialPlan;
const count = carcass.sheets.length;

const sheetTexts = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Fit the sheet',
  zoomGroup: 'Zoom',
  zoomLevel: (percent: number) => `${percent} %`,
  scroller: 'Sheet drawing, scrolls when zoomed',
};

/** The carcass's sheets behind the pager, as the admin's order detail shows them. */
function Sheets() {
  const [current, setCurrent] = useState(1);
  return (
    <CuttingPlanPager
      count={count}
      current={current}
      onChange={setCurrent}
      texts={{
        group: 'Sheets of Arctic White',
        previous: 'Previous sheet',
        next: 'Next sheet',
        position: (index, total) => `Sheet ${index} of ${total}`,
      }}
    >
      {carcass.sheets.map((sheet) => (
        <CuttingPlanSheet
          key={sheet.index}
          plan={carcass}
          sheetIndex={sheet.index}
          shown={sheet.index === current}
          title={`Sheet ${sheet.index} of ${count}`}
          label={`Sheet ${sheet.index} of ${count} of Arctic White: ${sheet.placements.length} pieces`}
          texts={sheetTexts}
        />
      ))}
    </CuttingPlanPager>
  );
}

/** A one-finger move over `target` from one point to another, as touch events. */
function swipe(target: Element, [x1, y1]: [number, number], [x2, y2]: [number, number]) {
  const touch = (clientX: number, clientY: number) =>
    new Touch({ identifier: 1, target, clientX, clientY });
  const start = touch(x1, y1);
  const end = touch(x2, y2);
  target.dispatchEvent(
    new TouchEvent('touchstart', { bubbles: true, touches: [start], changedTouches: [start] }),
  );
  target.dispatchEvent(
    new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }),
  );
}

const meta = {
  title: 'Components/CuttingPlanPager',
  component: Sheets,
} satisfies Meta<typeof Sheets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One sheet on screen; Next and Previous turn it, from the keyboard too; every sheet prints. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(count).toBeGreaterThan(1);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: /^Sheet 1 of/ })).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: /Previous sheet/ });
    const next = canvas.getByRole('button', { name: /Next sheet/ });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('img', { name: /^Sheet 2 of/ })).toBeInTheDocument();
    const pager = canvas.getByRole('group', { name: 'Sheets of Arctic White' });
    await expect(within(pager).getByText(`Sheet 2 of ${count}`)).toBeInTheDocument();
    // The keyboard: the focused button pressed with Enter.
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('img', { name: /^Sheet 1 of/ })).toBeInTheDocument();
    // Every sheet is in the page for printing.
    await expect(canvasElement.querySelectorAll('figure[data-sheet]')).toHaveLength(count);
    await expect(canvasElement.querySelectorAll('svg[data-print]')).toHaveLength(count);
  },
};

/** On a 390 px phone a sideways swipe over the sheet turns it; a pinch is left to the browser. */
export const PhoneSwipe: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Sheet 1 of/ });
    swipe(image, [300, 200], [120, 210]);
    const second = await canvas.findByRole('img', { name: /^Sheet 2 of/ });
    // A mostly vertical move scrolls the page and keeps the sheet.
    swipe(second, [200, 100], [130, 400]);
    await expect(canvas.getByRole('img', { name: /^Sheet 2 of/ })).toBeInTheDocument();
    // Back with a swipe the other way.
    swipe(second, [100, 200], [300, 190]);
    await expect(await canvas.findByRole('img', { name: /^Sheet 1 of/ })).toBeInTheDocument();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
