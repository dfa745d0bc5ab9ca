import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { WizardNav } from './wizard-nav';

const meta = {
  title: 'Components/WizardNav',
  component: WizardNav,
  args: {
    back: { label: 'Back', href: '/step1' },
    next: { label: 'Next', href: '/step3' },
    nextAllowed: true,
  },
} satisfies Meta<typeof WizardNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/step1');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/step3');
  },
};

/** Until the step allows it, Next stays visible and focusable but does nothing. */
export const NextInert: Story = {
  args: { nextAllowed: false, next: { label: 'Next', href: '/step3', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
    await userEvent.click(next);
    await expect(args.next?.onClick).not.toHaveBeenCalled();
  },
};

const submitted = fn();

/** Step 1: Next submits the customer form, only once the form allows it. */
export const NextSubmitsForm: Story = {
  args: { back: undefined, next: { label: 'Next', type: 'submit' } },
  render: (args) => (
    <form
      aria-label="Customer"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <WizardNav {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

export const InertNextDoesNotSubmit: Story = {
  ...NextSubmitsForm,
  args: { ...NextSubmitsForm.args, nextAllowed: false },
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** A press on an allowed action calls its handler (the summary's Send). */
export const SendCallsHandler: Story = {
  args: { back: { label: 'Back', href: '/note' }, next: { label: 'Send', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(args.next?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the order is sent both buttons are hidden; an error shows above them. */
export const Sending: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithError: Story = {
  args: {
    back: { label: 'Back', href: '/note' },
    next: { label: 'Send', onClick: fn() },
    message: 'An unexpected error occurred, please try again',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred, please try again',
    );
  },
};

export const OnlyNext: Story = { args: { back: undefined } };

export const SpanishTexts: Story = {
  args: {
    back: { label: 'Atrás', href: '/step1' },
    next: { label: 'Siguiente', href: '/step3' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Siguiente' })).toBeVisible();
  },
};

export const PhoneWidth: Story = { globals: phoneWidth };

/** Long labels wrap onto two rows rather than overflow. */
export const LongLabels: Story = {
  globals: phoneWidth,
  args: {
    back: { label: 'Back to the units and materials', href: '/step2' },
    next: { label: 'Continue to the production notes', href: '/note' },
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
