import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { Notification, type NotificationProps } from './notification';

/** Waits until the banner holding `text` has finished sliding in (the axe check reads colours). */
async function bannerSettled(text: string) {
  const node = await screen.findByText(text);
  const moving = node.closest<HTMLElement>('[style*="opacity"]');
  await waitFor(() => expect(moving && getComputedStyle(moving).opacity).toBe('1'));
  return node;
}

const statusChange = 'The order ID "9f2c4e1a7b3d" has changed his status to "Approved"';

/** Plays the app's part: a button sets the message and `onClose` clears it. */
function WithApp(props: NotificationProps & { buttonLabel?: string }) {
  const { buttonLabel = 'Change status', ...rest } = props;
  const [message, setMessage] = useState<string | null>(props.message);
  return (
    <>
      <Button colorPalette="brand" onClick={() => setMessage(statusChange)}>
        {buttonLabel}
      </Button>
      <Notification
        {...rest}
        message={message}
        onClose={() => {
          setMessage(null);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Notification',
  component: Notification,
  render: (args) => <WithApp {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { message: null, onClose: fn(), closeLabel: 'Close', duration: 400 },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner arrives in the live region and leaves by itself once its time is up. */
export const SlidesInAndClears: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change status' }));
    const region = screen.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByText(statusChange)).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await waitFor(() => expect(within(region).queryByText(statusChange)).toBeNull());
  },
};

export const ClosedByButton: Story = {
  args: { message: statusChange, duration: 60_000 },
  play: async ({ args }) => {
    const region = screen.getByRole('status');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(region).queryByText(statusChange)).toBeNull());
  },
};

/** Sits at the top right of the window. */
export const TopRight: Story = {
  args: { message: statusChange, duration: 60_000 },
  play: async () => {
    const text = await bannerSettled(statusChange);
    await waitFor(() => {
      const box = text.getBoundingClientRect();
      expect(box.top).toBeLessThan(80);
      expect(box.right).toBeGreaterThan(window.innerWidth - 80);
    });
  },
};

/** Pointing at the banner holds it; it leaves once the pointer goes. */
export const HeldWhileHovered: Story = {
  args: { message: statusChange, duration: 800 },
  play: async ({ args }) => {
    const text = await screen.findByText(statusChange);
    await userEvent.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(text);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), { timeout: 2000 });
  },
};

export const Success: Story = {
  args: { message: 'Your order was successfully sent', tone: 'success', duration: 60_000 },
  play: async ({ args }) => {
    await bannerSettled(args.message ?? '');
  },
};

export const Error: Story = {
  args: {
    message: 'An unexpected error occurred, please try again',
    tone: 'error',
    duration: 60_000,
  },
  play: async ({ args }) => {
    await bannerSettled(args.message ?? '');
  },
};

export const LongText: Story = {
  args: {
    duration: 60_000,
    message:
      'The order ID "9f2c4e1a7b3d" has changed his status to "To Deliver". The customer will be told by e-mail, and the order now leaves the cutting queue for packing and delivery.',
  },
  play: async ({ args }) => {
    await bannerSettled(args.message ?? '');
  },
};

export const SpanishTexts: Story = {
  args: {
    duration: 60_000,
    closeLabel: 'Cerrar',
    message: 'El pedido "9f2c4e1a7b3d" cambió su estado a "Aprobado"',
  },
  play: async ({ args }) => {
    await bannerSettled(args.message ?? '');
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth,
  args: { message: statusChange, duration: 60_000 },
  play: async () => {
    const text = await bannerSettled(statusChange);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/**
 * Under the page's header: rendered right after it, the banner hangs below the header and
 * leaves its controls free, on a phone as on a desktop.
 */
export const BelowHeader: Story = {
  globals: phoneWidth,
  args: { message: statusChange, duration: 60_000, placement: 'belowHeader' },
  render: (args) => (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header style={{ height: 96, display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Button size="xs">EN</Button>
      </header>
      <Notification {...args} />
      <main style={{ flex: 1 }}>Page</main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = await bannerSettled(statusChange);
    const header = within(canvasElement).getByRole('banner').getBoundingClientRect();
    await waitFor(() => {
      const banner = text.parentElement?.getBoundingClientRect();
      expect(banner?.top).toBeGreaterThanOrEqual(header.bottom);
    });
    const button = within(canvasElement)
      .getByRole('button', { name: 'EN' })
      .getBoundingClientRect();
    const hit = document.elementFromPoint(
      button.x + button.width / 2,
      button.y + button.height / 2,
    );
    await expect(hit?.textContent).toBe('EN');
  },
};

const itemRemoved = '“Base 1 Door” was removed from your order.';

/**
 * At the window's bottom, with an Undo action: the action takes focus when the banner arrives
 * (which holds it), and pressing it runs the action, then closes the banner.
 */
export const BottomWithUndo: Story = {
  globals: phoneWidth,
  args: {
    message: itemRemoved,
    duration: 800,
    placement: 'bottom',
    action: { label: 'Undo', onAction: fn() },
  },
  play: async ({ args }) => {
    const text = await bannerSettled(itemRemoved);
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await expect(text.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 120);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The banner fades out; the checks that follow the play (contrast) read the page after it.
    await waitFor(() => expect(screen.queryByText(itemRemoved)).toBeNull());
  },
};
