import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** Holds the count as the item form does. */
function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Quantity',
    value: 1,
    onChange: fn(),
    decrementLabel: 'Decrease quantity',
    incrementLabel: 'Increase quantity',
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minus never goes below 1. */
export const StopsAtOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(within(group).getByRole('status')).toHaveTextContent('1');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Plus adds one; minus takes one off until 1. */
export const CountsUpAndDown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(minus).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(minus);
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** Works from the keyboard, and minus keeps focus when it reaches 1. */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.tab();
    await expect(minus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    await expect(minus).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};

export const Filled: Story = { args: { value: 12 } };

export const SpanishTexts: Story = {
  args: {
    label: 'Cantidad',
    value: 4,
    decrementLabel: 'Disminuir cantidad',
    incrementLabel: 'Aumentar cantidad',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Aumentar cantidad' }),
    ).toBeVisible();
  },
};

export const LargeCount: Story = { args: { value: 1250 } };

export const PhoneWidth: Story = { globals: phoneWidth, args: { value: 3 } };

export const LongLabel: Story = {
  args: { label: 'Number of identical parts to cut for this item' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', {
        name: 'Number of identical parts to cut for this item',
      }),
    ).toBeVisible();
  },
};
