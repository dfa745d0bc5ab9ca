import {
  Button,
  CloseButton,
  chakra,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LazyMotionScope } from '../../motion/lazy-motion';
import { notificationRecipe } from './notification.recipe';

/** How long a notification stays by default: about 8 seconds (docs/product.md, business constants). */
export const NOTIFICATION_DURATION_MS = 8000;

export interface NotificationProps {
  /** The text to announce; the banner shows while it is set and leaves when it becomes null. */
  message: string | null;
  /** Called when the banner's time is up or its close button is pressed; the app clears `message`. */
  onClose: () => void;
  /** Accessible name of the close button, e.g. 'Close'. */
  closeLabel: string;
  /** Milliseconds the banner stays (paused while hovered or focused). */
  duration?: number;
  /** The banner's accent colour. */
  tone?: 'info' | 'success' | 'error';
  /**
   * `viewport` (default): at the window's top right, over whatever is there. `belowHeader`:
   * under the page's header, which it never covers; render the notification right after the
   * header, as a child of the element that holds the whole page. `bottom`: at the window's
   * bottom (full width on a phone, bottom right from `sm`), for a page that keeps room under
   * its last content so nothing stays covered.
   */
  placement?: 'viewport' | 'belowHeader' | 'bottom';
  /**
   * A button beside the message that takes back what it reports (e.g. 'Undo'). It takes focus
   * when the banner arrives (the control that triggered the message is often gone), which also
   * holds the banner until focus leaves it; pressing it calls `onAction`, then `onClose`.
   */
  action?: { label: string; onAction: () => void };
}

/**
 * A banner that slides in at the top right (of the window, or under the page's header), is read out by screen readers (a polite live
 * region), stays for `duration` and then asks to be cleared. It can also be closed at once.
 */
export function Notification({
  message,
  onClose,
  closeLabel,
  duration = NOTIFICATION_DURATION_MS,
  tone,
  placement,
  action,
}: NotificationProps) {
  const recipe = useSlotRecipe({ key: 'notification', recipe: notificationRecipe });
  const styles = recipe({ tone, placement });
  return (
    // The live region stays mounted so screen readers notice the message arriving in it.
    <chakra.div css={styles.region} role="status" aria-live="polite" aria-atomic="true">
      <chakra.div css={styles.stack}>
        <LazyMotionScope>
          <AnimatePresence>
            {message !== null && (
              <Banner
                key={message}
                message={message}
                onClose={onClose}
                closeLabel={closeLabel}
                duration={duration}
                styles={styles}
                action={action}
              />
            )}
          </AnimatePresence>
        </LazyMotionScope>
      </chakra.div>
    </chakra.div>
  );
}

interface BannerProps {
  message: string;
  onClose: () => void;
  closeLabel: string;
  duration: number;
  styles: Record<'banner' | 'message' | 'action' | 'close', SystemStyleObject>;
  action: NotificationProps['action'];
}

/** One message's banner; keyed by the message so each new one gets a fresh timer. */
function Banner({ message, onClose, closeLabel, duration, styles, action }: BannerProps) {
  // Hovering or focusing the banner holds it, so nobody loses a message while reading it.
  const [held, setHeld] = useState(false);
  const close = useEffectEvent(() => onClose());
  const actionButton = useRef<HTMLButtonElement>(null);
  const hasAction = action !== undefined;

  useEffect(() => {
    if (hasAction) actionButton.current?.focus();
  }, [hasAction]);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(close, duration);
    return () => clearTimeout(timer);
  }, [duration, held]);

  return (
    <m.div
      initial={{ opacity: 0, x: 48 }}
      animate={{ opacity: 1, x: 0 }}
      exit={{ opacity: 0, x: 48 }}
      transition={{ duration: 0.3, ease: 'easeOut' }}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <chakra.div css={styles.banner}>
        <chakra.p css={styles.message}>{message}</chakra.p>
        {action && (
          <Button
            ref={actionButton}
            css={styles.action}
            size="sm"
            variant="outline"
            onClick={() => {
              action.onAction();
              onClose();
            }}
          >
            {action.label}
          </Button>
        )}
        <CloseButton css={styles.close} size="sm" aria-label={closeLabel} onClick={onClose} />
      </chakra.div>
    </m.div>
  );
}
