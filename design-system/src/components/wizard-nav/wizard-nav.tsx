import { Button, chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../icons/icons';
import { useLinkComponent } from '../../provider/link-context';
import { wizardNavRecipe } from './wizard-nav.recipe';

/** One of the two buttons: a link when it has `href`, otherwise a button. */
export interface WizardNavAction {
  /** The button's text, e.g. 'Back', 'Next', 'Send'. */
  label: string;
  /** Where the button links to; without it the button calls `onClick` (or submits). */
  href?: string;
  /** Called on press (after a link's own navigation is set up). */
  onClick?: () => void;
  /** `submit` makes the button submit its form (step 1's Next). */
  type?: 'button' | 'submit';
  /** The id of the form a submit button belongs to, when it sits outside it. */
  form?: string;
}

export interface WizardNavProps {
  /** The Back button; none when absent. */
  back?: WizardNavAction;
  /** The Next (or Send) button; none when absent. */
  next?: WizardNavAction;
  /** When false, Next is shown dimmed and does nothing (it stays focusable and says it is disabled). */
  nextAllowed?: boolean;
  /** Hides both buttons (e.g. while the order is being sent). */
  hidden?: boolean;
  /** A message above the buttons, e.g. the send error (announced: an alert). */
  message?: ReactNode;
  /** Called when the person presses Next while it is inert, e.g. to say what is missing. */
  onBlocked?: () => void;
}

/** The Back / Next row of the wizard; Next is inert until the step allows it. */
export function WizardNav({
  back,
  next,
  nextAllowed = true,
  hidden = false,
  message,
  onBlocked,
}: WizardNavProps) {
  const recipe = useSlotRecipe({ key: 'wizardNav', recipe: wizardNavRecipe });
  const styles = recipe();
  return (
    <chakra.div css={styles.root}>
      {message && (
        <chakra.p css={styles.message} role="alert">
          {message}
        </chakra.p>
      )}
      {!hidden && (
        <chakra.div css={styles.row}>
          {back && (
            <NavButton action={back} css={styles.back} variant="outline" allowed>
              <ArrowLeftIcon />
              {back.label}
            </NavButton>
          )}
          {next && (
            <NavButton
              action={next}
              css={styles.next}
              variant="solid"
              allowed={nextAllowed}
              onBlocked={onBlocked}
            >
              {next.label}
              <ArrowRightIcon />
            </NavButton>
          )}
        </chakra.div>
      )}
    </chakra.div>
  );
}

interface NavButtonProps {
  action: WizardNavAction;
  allowed: boolean;
  variant: 'solid' | 'outline';
  css: SystemStyleObject | undefined;
  children: ReactNode;
  onBlocked?: () => void;
}

function NavButton({ action, allowed, variant, css, children, onBlocked }: NavButtonProps) {
  const Link = useLinkComponent();
  const common = { colorPalette: 'brand', variant, size: 'lg', css } as const;

  // Inert, not removed: the person still sees and reaches Next and hears that it is unavailable.
  function guard(event: MouseEvent) {
    if (!allowed) {
      event.preventDefault();
      onBlocked?.();
      return;
    }
    action.onClick?.();
  }

  if (action.href !== undefined && allowed) {
    return (
      <Button {...common} asChild>
        <Link href={action.href} onClick={guard}>
          {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      {...common}
      type={allowed ? (action.type ?? 'button') : 'button'}
      form={action.form}
      aria-disabled={!allowed || undefined}
      onClick={guard}
    >
      {children}
    </Button>
  );
}
