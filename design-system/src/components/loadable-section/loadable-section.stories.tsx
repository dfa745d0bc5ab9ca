import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { LoadableSection, type LoadableSectionTexts } from './loadable-section';

const english: LoadableSectionTexts = {
  loading: 'Loading the cut list…',
  error: 'The cut list could not be loaded.',
  retry: 'Try again',
};

const spanish: LoadableSectionTexts = {
  loading: 'Cargando la lista de corte…',
  error: 'No se pudo cargar la lista de corte.',
  retry: 'Reintentar',
};

const meta = {
  title: 'Components/Admin/LoadableSection',
  component: LoadableSection,
  args: {
    title: 'Cut list',
    state: 'ready',
    texts: english,
    onRetry: fn(),
    children: <Text>Arctic White: 14 parts, 3.2 m² of sheet.</Text>,
  },
} satisfies Meta<typeof LoadableSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being read: the heading and a spinner with words, announced as a status. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading the cut list…');
    await expect(within(section).queryByText(/Arctic White/)).toBeNull();
    await expect(within(section).queryByRole('alert')).toBeNull();
  },
};

/** Unreadable for now: an alert with Retry, which reads the content again. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    await expect(within(section).getByRole('alert')).toHaveTextContent(
      'The cut list could not be loaded.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry` the error has no button. */
export const ErrorWithoutRetry: Story = {
  args: { state: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    await expect(within(section).getByRole('alert')).toBeVisible();
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

/** Read: the content in its card. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    // The card frame of the theme's `panel` layer style.
    await expect(getComputedStyle(section).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(section).paddingTop).toBe('16px');
    await expect(
      within(section).getByRole('heading', { level: 2, name: 'Cut list' }),
    ).toBeVisible();
    await expect(within(section).getByText(/Arctic White/)).toBeVisible();
    await expect(within(section).queryByRole('status')).toBeNull();
  },
};

/** An action beside the heading stays in every state (the cutting plan's Print labels). */
export const WithActions: Story = {
  args: {
    title: 'Cutting plan',
    state: 'loading',
    actions: (
      <Button size="sm" variant="outline">
        Print labels
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cutting plan' });
    await expect(within(section).getByRole('button', { name: 'Print labels' })).toBeVisible();
    await expect(within(section).getByRole('status')).toBeVisible();
  },
};

/** Left off the printed page: the section carries the one print-hidden mark. */
export const PrintHidden: Story = {
  args: { state: 'loading', printHidden: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    await expect(section).toHaveAttribute('data-print-hide', '');
  },
};

/** Shown on paper by default. */
export const Printed: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Cut list' });
    await expect(section).not.toHaveAttribute('data-print-hide');
  },
};

/** No frame and a larger heading (the status history), here at level 3. */
export const Plain: Story = {
  args: { title: 'Status history', variant: 'plain', headingLevel: 'h3', state: 'loading' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Status history' });
    await expect(getComputedStyle(section).borderTopWidth).toBe('0px');
    await expect(
      within(section).getByRole('heading', { level: 3, name: 'Status history' }),
    ).toBeVisible();
  },
};

export const SpanishTexts: Story = {
  args: { title: 'Lista de corte', state: 'error', texts: spanish },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Lista de corte' });
    await expect(within(section).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: {
    title: 'Cutting plan',
    state: 'error',
    actions: (
      <Button size="sm" variant="outline">
        Print labels
      </Button>
    ),
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
