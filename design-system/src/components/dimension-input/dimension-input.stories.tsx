import { UNITS, parseDimension, toMillimetres, type Unit } from '@cutshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { DimensionInput, type DimensionInputProps } from './dimension-input';

/** Holds the value as a form would, so typing, focus and blur behave as in the app. */
function Controlled(props: DimensionInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DimensionInput
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
  title: 'Components/DimensionInput',
  component: DimensionInput,
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  // The unit's type is a member of a const list, which the docs cannot read: name its choices.
  argTypes: { unit: { control: 'inline-radio', options: UNITS } },
  args: {
    label: 'Width',
    unit: 'mm',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
} satisfies Meta<typeof DimensionInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MillimetresEmpty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Width' });
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).getByText('mm')).toBeVisible();
  },
};

/** In millimetres the field clears on focus and shows two decimals on blur. */
export const MillimetresClearAndReformat: Story = {
  args: { value: '600.00' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Width' });
    await expect(input).toHaveValue('600.00');
    await userEvent.click(input);
    await expect(input).toHaveValue('');
    await expect(args.onFocus).toHaveBeenCalled();
    await userEvent.type(input, '609.6');
    await userEvent.tab();
    await expect(input).toHaveValue('609.60');
    await expect(args.onChange).toHaveBeenLastCalledWith('609.60');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/**
 * Left empty after the clear on focus (tabbing through), the field shows its value again and no
 * change was made; typed in and erased, it stays empty.
 */
export const MillimetresLeftEmptyKeepsValue: Story = {
  args: { value: '600.00' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Width' });
    await userEvent.click(input);
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('600.00');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onBlur).toHaveBeenCalled();

    await userEvent.click(input);
    await userEvent.type(input, '5');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Inches take a mixed number and confirm its two-decimal value; the entry itself is kept. */
export const InchesMixedNumber: Story = {
  args: { unit: 'in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Width' });
    await userEvent.type(input, '1 1/4');
    await expect(canvas.getByText('= 1.25 in ✓')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('1 1/4');
    await expect(canvas.getByText('= 1.25 in ✓')).toBeVisible();
  },
};

export const InchesFraction: Story = {
  args: { unit: 'in', value: '3/4' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('= 0.75 in ✓')).toBeVisible();
  },
};

export const InchesWholeAndDecimal: Story = {
  args: { unit: 'in', value: '24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('= 24.00 in ✓')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Width' });
    // Inches do not clear on focus: the customer edits the entry.
    await userEvent.click(input);
    await expect(input).toHaveValue('24');
    await userEvent.clear(input);
    await userEvent.type(input, '23.5');
    await expect(canvas.getByText('= 23.50 in ✓')).toBeVisible();
  },
};

export const InvalidFormat: Story = {
  args: { unit: 'in', value: '1/0 x', error: 'invalid format' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Width' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/invalid format/);
    await expect(canvas.queryByText(/✓/)).toBeNull();
  },
};

export const OutOfParameters: Story = {
  args: { unit: 'mm', value: '5000.00', error: 'out of parameters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('out of parameters')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true, error: 'required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Width/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('required');
  },
};

/** A C profile size stays in millimetres on an inch order and shows its hint. */
export const MillimetresOnlyCProfile: Story = {
  args: {
    label: 'C profile height',
    unit: 'in',
    mmOnly: true,
    value: '74',
    hint: 'C profile: 74 mm high, 26 mm deep',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'C profile height' });
    await expect(canvas.getByText('mm')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/74 mm high/);
    await userEvent.click(input);
    await expect(input).toHaveValue('');
    await userEvent.type(input, '74');
    await userEvent.tab();
    await expect(input).toHaveValue('74.00');
    await expect(canvas.queryByText(/✓/)).toBeNull();
  },
};

export const MillimetresOnlyJProfile: Story = {
  args: {
    label: 'J profile depth',
    unit: 'in',
    mmOnly: true,
    value: '26.00',
    hint: 'J profile: 57 mm high, 26 mm deep',
  },
};

export const Disabled: Story = {
  args: { value: '600.00', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Width' })).toBeDisabled();
  },
};

export const SpanishTexts: Story = {
  args: {
    label: 'Ancho',
    unit: 'in',
    value: '1 1/4',
    confirmationText: (decimal: string) => `= ${decimal} pulg ✓`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('= 1.25 pulg ✓')).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Height of the lower door, measured from the floor to the top edge',
    value: '720.00',
    hint: 'Between 300.00 and 900.00 mm for this model',
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth,
  args: { unit: 'in', value: '23 3/8' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('= 23.38 in ✓')).toBeVisible();
  },
};

/** Bounds in millimetres (100 to 1200), checked with the domain's units, as the item form does. */
function validate(entry: string, unit: Unit): string | undefined {
  if (entry.trim() === '') return 'required';
  const value = parseDimension(entry, unit);
  if (value === null) return 'invalid format';
  const mm = toMillimetres(value, unit);
  return mm < 100 || mm > 1200 ? 'out of parameters' : undefined;
}

/** With validation wired as the item form wires it: the message follows what is typed. */
export const WithValidation: Story = {
  args: { unit: 'in' },
  render: function ValidatedInput(args) {
    const [value, setValue] = useState('');
    return (
      <DimensionInput
        {...args}
        value={value}
        error={validate(value, args.unit)}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Width' });
    await expect(canvas.getByText('required')).toBeVisible();
    await userEvent.type(input, 'abc');
    await expect(canvas.getByText('invalid format')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await expect(canvas.getByText('out of parameters')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '23 1/2');
    await expect(canvas.getByText('= 23.50 in ✓')).toBeVisible();
  },
};
