import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import {
  ConfirmWithMessageDialog,
  type ConfirmWithMessageDialogProps,
  type ConfirmWithMessageTexts,
} from './confirm-with-message-dialog';

const english: ConfirmWithMessageTexts = {
  title: 'Reject order 9f2c4e1a7b3d',
  description: 'The customer receives this message with the rejection.',
  messageLabel: 'Reason for the rejection',
  confirm: 'Complete rejection',
  cancel: 'Cancel',
  close: 'Close',
};

const spanish: ConfirmWithMessageTexts = {
  title: 'Rechazar el pedido 9f2c4e1a7b3d',
  description: 'El cliente recibe este mensaje junto con el rechazo.',
  messageLabel: 'Motivo del rechazo',
  confirm: 'Completar rechazo',
  cancel: 'Cancelar',
  close: 'Cerrar',
  counter: (length, max) => `${length} de ${max} caracteres`,
};

/** Plays the detail screen's part: its Reject button opens the dialog. */
function WithOpener(props: ConfirmWithMessageDialogProps & { opener?: string }) {
  const { opener = 'Reject', ...rest } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <ConfirmWithMessageDialog
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Admin/ConfirmWithMessageDialog',
  component: ConfirmWithMessageDialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    texts: english,
    maxLength: 40,
  },
} satisfies Meta<typeof ConfirmWithMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens empty, focus in the textarea; confirm waits for a message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject order 9f2c4e1a7b3d' });
    const message = within(dialog).getByRole('textbox', { name: 'Reason for the rejection' });
    await waitFor(() => expect(message).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Complete rejection' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByText('0 / 40')).toBeVisible());
  },
};

/** Typing counts the characters; confirm sends the trimmed message. */
export const TypedAndConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    const message = within(dialog).getByRole('textbox', { name: 'Reason for the rejection' });
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.type(message, '  Wrong sizes ');
    await expect(within(dialog).getByText('14 / 40')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete rejection' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Wrong sizes');
  },
};

/** Over the limit: the counter turns red and confirm is disabled. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    const message = within(dialog).getByRole('textbox', { name: 'Reason for the rejection' });
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.type(message, 'The sizes of the doors do not fit the cabinets');
    const counter = within(dialog).getByText('46 / 40');
    await expect(counter).toHaveAttribute('data-over', 'true');
    const confirm = within(dialog).getByRole('button', { name: 'Complete rejection' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Only spaces count as empty. */
export const OnlySpaces: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '   ');
    await expect(within(dialog).getByRole('button', { name: 'Complete rejection' })).toBeDisabled();
  },
};

/** Esc closes without confirming and gives focus back to Reject. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Reject' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wrong sizes');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Cancel closes without confirming; the message is gone next time. */
export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Reject' });
    await userEvent.click(opener);
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wrong sizes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('');
  },
};

/** While the change is sent, confirm is busy and disabled. */
export const Submitting: Story = {
  args: { open: true, submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Complete rejection' })).toBeDisabled();
  },
};

/** The send failed: the app shows its error under the message. */
export const WithError: Story = {
  args: { open: true, error: 'An unexpected error occurred, please try again' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('An unexpected error occurred, please try again'),
      ).toBeVisible(),
    );
  },
};

export const SpanishTexts: Story = {
  args: { open: true, texts: spanish },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Rechazar el pedido 9f2c4e1a7b3d',
    });
    await waitFor(() => expect(within(dialog).getByText('0 de 40 caracteres')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** On a wider screen the dialog is a panel as tall as its content. */
export const DesktopPanel: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.75);
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/** On a phone the dialog takes the whole screen. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(380));
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
