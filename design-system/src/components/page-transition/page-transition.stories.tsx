import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { PageTransition } from './page-transition';

const pages = [
  { key: '/cabinet-list', title: 'Cabinet Material', text: 'Choose the colour of the cabinets.' },
  { key: '/cabinet-custom-form', title: 'Custom Cabinet Material', text: 'Enter name and size.' },
];

/** Two pages and a button that moves between them, as the router would. */
function TwoPages({ startAt = 0 }: { startAt?: number }) {
  const [index, setIndex] = useState(startAt);
  const page = pages[index] ?? pages[0];
  if (!page) return null;
  return (
    <Stack gap="4" align="start">
      <Button colorPalette="brand" onClick={() => setIndex((index + 1) % pages.length)}>
        Switch page
      </Button>
      <PageTransition pageKey={page.key}>
        <Heading as="h2" size="lg">
          {page.title}
        </Heading>
        <Text>{page.text}</Text>
      </PageTransition>
    </Stack>
  );
}

/** Reads the opacity of the animated wrapper of the page titled `title`. */
function opacityOf(title: string): string {
  const heading = screen.getByRole('heading', { name: title });
  const wrapper = heading.closest<HTMLElement>('[data-page]');
  return wrapper ? getComputedStyle(wrapper).opacity : '';
}

const meta = {
  title: 'Components/PageTransition',
  component: PageTransition,
  args: { pageKey: '/cabinet-list', children: null },
  render: () => <TwoPages />,
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page fades in; switching lets it leave (0.2 s) before the next comes in (0.3 s). */
export const SwitchesPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(opacityOf('Cabinet Material')).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch page' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Cabinet Material' })).toBeNull(),
    );
    const next = await canvas.findByRole('heading', { name: 'Custom Cabinet Material' });
    await expect(Number(opacityOf('Custom Cabinet Material'))).toBeLessThan(1);
    await waitFor(() => expect(opacityOf('Custom Cabinet Material')).toBe('1'));
    await expect(next).toBeVisible();
  },
};

/** The whole change takes about half a second: 0.2 s out, then 0.3 s in. */
export const Timing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(opacityOf('Cabinet Material')).toBe('1'));
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch page' }));
    await canvas.findByRole('heading', { name: 'Custom Cabinet Material' });
    await waitFor(() => expect(opacityOf('Custom Cabinet Material')).toBe('1'), { timeout: 2000 });
    const elapsed = performance.now() - started;
    await expect(elapsed).toBeGreaterThanOrEqual(450);
    await expect(elapsed).toBeLessThan(1500);
  },
};

export const SecondPage: Story = {
  render: () => <TwoPages startAt={1} />,
  play: async () => {
    await waitFor(() => expect(opacityOf('Custom Cabinet Material')).toBe('1'));
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth,
  play: async () => {
    await waitFor(() => expect(opacityOf('Cabinet Material')).toBe('1'));
  },
};
