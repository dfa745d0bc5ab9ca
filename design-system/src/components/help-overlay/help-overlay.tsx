import { CloseButton, Dialog, Portal, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { helpOverlayRecipe } from './help-overlay.recipe';

export interface HelpOverlayProps {
  /** The overlay's heading. */
  title: string;
  /** The help itself: rich text (paragraphs, lists, pictures). */
  children: ReactNode;
  /** Accessible name of the close button, e.g. 'Close'. */
  closeLabel: string;
  /** Text of the button that opens the overlay (e.g. '?' or 'Help'); no button when absent. */
  triggerLabel?: string;
  /** Accessible name of the trigger when its text is a symbol, e.g. 'Help about sizes'. */
  triggerAriaLabel?: string;
  /** Controlled open state; leave undefined to let the overlay manage it. */
  open?: boolean;
  /** Called with the new state whenever the overlay opens or closes (button, Esc, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Opens the overlay on its first render when the overlay manages its own state. The app decides
   * when (e.g. the custom-size help, once per session until its flag is set).
   */
  autoOpen?: boolean;
}

/**
 * A help dialog: title plus rich text, closed by its button, Esc or a click on the backdrop.
 * Focus is trapped inside while open and returns to the element that had it before. On wider
 * screens it is as tall as its text up to a limit (then the body scrolls); on a phone it fills
 * the screen.
 */
export function HelpOverlay({
  title,
  children,
  closeLabel,
  triggerLabel,
  triggerAriaLabel,
  open,
  onOpenChange,
  autoOpen = false,
}: HelpOverlayProps) {
  const recipe = useSlotRecipe({ key: 'helpOverlay', recipe: helpOverlayRecipe });
  const styles = recipe();
  return (
    <Dialog.Root
      open={open}
      defaultOpen={autoOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      placement="center"
      scrollBehavior="inside"
      // The recipe's content makes it a panel on wider screens and the whole screen on a phone.
      size="md"
    >
      {triggerLabel !== undefined && (
        <Dialog.Trigger asChild>
          <chakra.button type="button" css={styles.trigger} aria-label={triggerAriaLabel}>
            {triggerLabel}
          </chakra.button>
        </Dialog.Trigger>
      )}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={styles.content}>
            <Dialog.Header>
              <Dialog.Title css={styles.title}>{title}</Dialog.Title>
            </Dialog.Header>
            {/* Focusable so keyboard users can scroll a long help text with the arrow keys. */}
            <Dialog.Body css={styles.body} tabIndex={0}>
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
