import { Alert, Button, chakra, Spinner, useSlotRecipe } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PRINT_HIDDEN } from '../../print/print-hide';
import { loadableSectionRecipe } from './loadable-section.recipe';

/** Where the section's content stands: being read, unreadable for now, or shown. */
export type LoadableSectionState = 'loading' | 'error' | 'ready';

/** The section's own words, translated by the app. */
export interface LoadableSectionTexts {
  /** Said beside the spinner while the content is read, e.g. 'Loading the cut list…'. */
  loading: string;
  /** Said when the content could not be read, e.g. 'The cut list could not be loaded.'. */
  error?: string;
  /** The Retry button's text, e.g. 'Try again'. */
  retry?: string;
}

export interface LoadableSectionProps {
  /** The section's heading, which also names the section (a landmark region), e.g. 'Cut list'. */
  title: string;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'loading': a spinner with `texts.loading`; 'error': `texts.error` with Retry; 'ready': the children. */
  state: LoadableSectionState;
  /** The section's words for its loading and error states. */
  texts: LoadableSectionTexts;
  /** Reads the content again; without it the error shows no Retry button. */
  onRetry?: () => void;
  /** Leaves the whole section off the printed page (e.g. while it is loading or failed). */
  printHidden?: boolean;
  /** 'card': a framed card (the production sections); 'plain': no frame, a larger heading. */
  variant?: 'card' | 'plain';
  /** Shown beside the heading in every state, e.g. a 'Print labels' group. */
  actions?: ReactNode;
  /** The content, shown once `state` is 'ready'. */
  children?: ReactNode;
}

/**
 * A section of a page whose content is read on its own: the heading names the region, the
 * loading state is announced politely (a status), a failure is an alert with a Retry button, and
 * a failure here hides nothing else on the page.
 */
export function LoadableSection({
  title,
  headingLevel = 'h2',
  state,
  texts,
  onRetry,
  printHidden = false,
  variant = 'card',
  actions,
  children,
}: LoadableSectionProps) {
  const recipe = useSlotRecipe({ key: 'loadableSection', recipe: loadableSectionRecipe });
  const styles = recipe({ variant });
  const Heading = chakra[headingLevel];
  const headingId = useId();
  const heading = (
    <Heading css={styles.title} id={headingId}>
      {title}
    </Heading>
  );
  return (
    <chakra.section
      css={styles.root}
      aria-labelledby={headingId}
      {...(printHidden ? PRINT_HIDDEN : {})}
    >
      {actions ? (
        <chakra.div css={styles.header}>
          {heading}
          {actions}
        </chakra.div>
      ) : (
        heading
      )}
      {state === 'loading' && (
        <chakra.div css={styles.status} role="status">
          <Spinner size="sm" />
          <span>{texts.loading}</span>
        </chakra.div>
      )}
      {state === 'error' && (
        <Alert.Root status="error" size="sm" role="alert" css={styles.error}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{texts.error}</Alert.Description>
          </Alert.Content>
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {texts.retry}
            </Button>
          )}
        </Alert.Root>
      )}
      {state === 'ready' && children}
    </chakra.section>
  );
}
