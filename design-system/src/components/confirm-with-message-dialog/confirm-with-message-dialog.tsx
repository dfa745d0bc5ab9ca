import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Portal,
  Textarea,
  chakra,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { confirmWithMessageDialogRecipe } from './confirm-with-message-dialog.recipe';

/** The dialog's visible texts, translated by the app. */
export interface ConfirmWithMessageTexts {
  /** The dialog's heading, e.g. 'Reject order 9f2c4e1a7b3d'. */
  title: string;
  /** A sentence under the heading, e.g. 'The customer receives this message.'. */
  description?: string;
  /** The textarea's label, e.g. 'Reason for the rejection'. */
  messageLabel: string;
  /** The textarea's placeholder. */
  placeholder?: string;
  /** The confirm button, e.g. 'Complete rejection'. */
  confirm: string;
  /** The cancel button, e.g. 'Cancel'. */
  cancel: string;
  /** Accessible name of the corner close button, e.g. 'Close'. */
  close: string;
  /** The counter under the textarea, e.g. (12, 500) => '12 / 500'. */
  counter?: (length: number, maxLength: number) => string;
}

export interface ConfirmWithMessageDialogProps {
  /** Whether the dialog is open (controlled by the app, e.g. its Reject button). */
  open: boolean;
  /** Called with false when Esc, Cancel, the close button or the backdrop closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed message by the confirm button; the app sends it and then closes. */
  onConfirm: (message: string) => void;
  /** The visible texts. */
  texts: ConfirmWithMessageTexts;
  /** The longest message allowed, in characters; longer ones keep confirm disabled. */
  maxLength: number;
  /** True while the app sends the change: confirm shows a spinner and stays disabled. */
  submitting?: boolean;
  /** A message under the textarea, e.g. the send error. */
  error?: string;
}

const defaultCounter = (length: number, maxLength: number) => `${length} / ${maxLength}`;

/**
 * A dialog that asks for a message before a change (the order's rejection): confirm stays
 * disabled while the message is empty, too long or being sent. Esc and Cancel close it without
 * confirming; focus starts in the textarea and returns to the opener on close.
 */
export function ConfirmWithMessageDialog({
  open,
  onOpenChange,
  onConfirm,
  texts,
  maxLength,
  submitting = false,
  error,
}: ConfirmWithMessageDialogProps) {
  const recipe = useSlotRecipe({
    key: 'confirmWithMessageDialog',
    recipe: confirmWithMessageDialogRecipe,
  });
  const styles = recipe();
  const [message, setMessage] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const length = message.length;
  const tooLong = length > maxLength;
  const blocked = message.trim() === '' || tooLong || submitting;
  const counter = (texts.counter ?? defaultCounter)(length, maxLength);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={() => setMessage('')}
      initialFocusEl={() => textarea.current}
      placement="center"
      scrollBehavior="inside"
      size="md"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={styles.content}>
            <chakra.form
              display="contents"
              onSubmit={(event) => {
                event.preventDefault();
                if (!blocked) onConfirm(message.trim());
              }}
            >
              <Dialog.Header>
                <Dialog.Title css={styles.title}>{texts.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {texts.description && (
                  <Dialog.Description css={styles.description}>
                    {texts.description}
                  </Dialog.Description>
                )}
                <Field.Root invalid={tooLong || Boolean(error)}>
                  <Field.Label css={styles.label}>{texts.messageLabel}</Field.Label>
                  <Textarea
                    ref={textarea}
                    value={message}
                    placeholder={texts.placeholder}
                    rows={5}
                    autoresize
                    maxH="60vh"
                    onChange={(event) => setMessage(event.target.value)}
                  />
                  <Field.HelperText css={styles.counter} data-over={tooLong || undefined}>
                    {counter}
                  </Field.HelperText>
                  {error && <Field.ErrorText css={styles.error}>{error}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer css={styles.footer}>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {texts.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="red"
                  disabled={blocked}
                  loading={submitting}
                  loadingText={texts.confirm}
                >
                  {texts.confirm}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={texts.close} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
