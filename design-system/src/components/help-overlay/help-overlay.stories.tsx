import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { HelpOverlay } from './help-overlay';

const sizeHelp = (
  <>
    <p>
      Enter the <strong>width</strong>, <strong>height</strong> and <strong>thickness</strong> of
      the board in the order&apos;s unit.
    </p>
    <ul>
      <li>Inches accept 24, 23.5, 3/4 or 1 1/4.</li>
      <li>Millimetres accept whole numbers and decimals.</li>
    </ul>
    <p>Tick grain when the pattern must run along the length of each part.</p>
  </>
);

const meta = {
  title: 'Components/HelpOverlay',
  component: HelpOverlay,
  args: {
    title: 'Custom material sizes',
    children: sizeHelp,
    closeLabel: 'Close',
    triggerLabel: '?',
    triggerAriaLabel: 'Help about sizes',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof HelpOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help button opens the overlay; Esc closes it and gives focus back to the button. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help about sizes' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Custom material sizes' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Help about sizes' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // A person clicks Close once the dialog is open: its focus is inside (the trap is set up, and
    // with it what focus goes back to), which a busy machine can hold for a moment.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), {
      timeout: 5000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Focus returns when the closing animation ends, which a busy machine can hold past 1 s.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  },
};

export const ClosesOnBackdrop: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help about sizes' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // While the dialog is modal the page under it ignores the pointer, so a click on the
    // backdrop lands on the root element, as it does in the browser.
    await userEvent.click(document.documentElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** While open, Tab stays inside the overlay. */
export const TrapsFocus: Story = {
  args: {
    children: (
      <>
        <p>Sizes follow the order&apos;s unit.</p>
        <p>
          See the <a href="#sizes">size guide</a> for examples.
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help about sizes' }));
    const dialog = await screen.findByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The app asks for it (the custom-size help, once per session): it opens by itself. */
export const OpensAutomatically: Story = {
  args: { autoOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Custom material sizes' });
    await waitFor(() => expect(within(dialog).getByText(/Inches accept/)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The app owns the open state and opens the overlay from its own button. */
export const Controlled: Story = {
  args: { triggerLabel: undefined },
  render: function ControlledOverlay(args) {
    const [open, setOpen] = useState(false);
    return (
      <Stack align="start">
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          How do I measure?
        </Button>
        <Text>Overlay is {open ? 'open' : 'closed'}.</Text>
        <HelpOverlay
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'How do I measure?' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    // A person clicks Close once the dialog is open: its focus is inside (the trap is set up, and
    // with it what focus goes back to), which a busy machine can hold for a moment.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), {
      timeout: 5000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('Overlay is closed.')).toBeVisible());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    autoOpen: true,
    title: 'How the item sizes are checked against the model of this furniture type',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: every model has a smallest and a largest width, height and depth.
            A size outside these bounds is marked out of parameters; in inches the value is
            converted to millimetres first.
          </p>
        ))}
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/Paragraph 12/)).toBeInTheDocument();
  },
};

export const SpanishTexts: Story = {
  args: {
    autoOpen: true,
    title: 'Medidas del material personalizado',
    closeLabel: 'Cerrar',
    triggerAriaLabel: 'Ayuda sobre medidas',
    children: (
      <>
        <p>
          Ingresa el <strong>ancho</strong>, el <strong>alto</strong> y el <strong>espesor</strong>{' '}
          del tablero en la unidad del pedido.
        </p>
        <ul>
          <li>Las pulgadas aceptan 24, 23.5, 3/4 o 1 1/4.</li>
          <li>Los milímetros aceptan enteros y decimales.</li>
        </ul>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Medidas del material personalizado',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible(),
    );
  },
};

/** On a phone the overlay fills the screen. */
export const PhoneWidth: Story = {
  globals: phoneWidth,
  args: { autoOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

/** On a wider screen a short help is a small panel, as tall as its text. */
export const DesktopSizesToContent: Story = {
  args: { autoOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(box.height).toBeLessThan(window.innerHeight / 2);
  },
};

/** On a wider screen a long help stops at a reading height and its body scrolls. */
export const DesktopLongTextScrolls: Story = {
  args: { ...LongText.args },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(576);
    const body = within(dialog).getByText(/Paragraph 1:/).parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};
