import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { YesNoField, type YesNoFieldProps, type YesNoValue } from './yes-no-field';

/** Holds the answer as the item form does. */
function Controlled(props: YesNoFieldProps) {
  const [value, setValue] = useState<YesNoValue>(props.value);
  return (
    <YesNoField
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
  title: 'Components/YesNoField',
  component: YesNoField,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Include door',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    yesLabel: 'Yes',
    noLabel: 'No',
    name: 'door',
  },
} satisfies Meta<typeof YesNoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Include door' });
    await expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'No' })).not.toBeChecked();
  },
};

/** The answer is the string 'true' or 'false', as the item form stores it. */
export const AnswersAsStrings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Yes'));
    await expect(args.onChange).toHaveBeenLastCalledWith('true');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(canvas.getByText('No'));
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** Arrow keys move between Yes and No. */
export const Keyboard: Story = {
  args: { value: 'true' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
  },
};

export const AnsweredNo: Story = { args: { value: 'false' } };

/** A required question: an asterisk on screen, `aria-required` for screen readers. */
export const MarkedRequired: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Include door' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(within(group).getByText('*')).toBeVisible();
  },
};

/** Left unanswered: the message under the choices. */
export const Required: Story = {
  args: { error: 'required', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Include door' });
    await expect(group).toHaveAccessibleDescription('required');
  },
};

export const Disabled: Story = {
  args: { value: 'true', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'No' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: { label: 'Drill the holes for the hinges and the dowels before delivery' },
};

export const SpanishTexts: Story = {
  args: { label: 'Incluir puerta', yesLabel: 'Sí', noLabel: 'No', value: 'true' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Sí' })).toBeChecked();
  },
};

export const PhoneWidth: Story = { globals: phoneWidth };
