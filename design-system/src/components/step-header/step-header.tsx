import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../provider/link-context';
import { stepHeaderRecipe } from './step-header.recipe';

export interface WizardStep {
  /** Where the step's link goes (e.g. `/step1`). */
  href: string;
  /** The step's name, e.g. 'Enter your info'; shown beside the number on wide screens. */
  label: string;
}

interface StepHeaderBaseProps {
  /** The logo (an image or text); it links to `homeHref`. */
  logo: ReactNode;
  /** Where the logo links to. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. 'Home'. */
  homeLabel: string;
  /** The page's own controls at the end of the header, e.g. the language choice. */
  actions?: ReactNode;
}

interface WithSteps {
  /** The wizard's steps in order; they are numbered from 1. */
  steps: WizardStep[];
  /** The current step, from 1; highlighted and marked `aria-current="step"`. */
  currentStep: number;
  /** Accessible name of the step navigation, e.g. 'Order steps'. */
  navLabel: string;
}

/** A page outside the wizard (e.g. the welcome page): the same header, without step links. */
interface WithoutSteps {
  steps?: undefined;
  currentStep?: undefined;
  navLabel?: undefined;
}

export type StepHeaderProps = StepHeaderBaseProps & (WithSteps | WithoutSteps);

/**
 * The customer pages' header, one for every page so the logo never moves: the logo linking
 * home, the numbered step links with the current one highlighted (wizard pages only), and the
 * page's own controls at the end.
 */
export function StepHeader({
  steps,
  currentStep,
  logo,
  homeHref,
  homeLabel,
  navLabel,
  actions,
}: StepHeaderProps) {
  const recipe = useSlotRecipe({ key: 'stepHeader', recipe: stepHeaderRecipe });
  const styles = recipe();
  const Link = useLinkComponent();
  return (
    <chakra.header css={styles.root}>
      <chakra.div css={styles.inner}>
        <chakra.span css={styles.logo} asChild>
          <Link href={homeHref} aria-label={homeLabel}>
            {logo}
          </Link>
        </chakra.span>
        {steps && steps.length > 0 && (
          <chakra.nav css={styles.nav} aria-label={navLabel}>
            <chakra.ol css={styles.list}>
              {steps.map((step, index) => {
                const number = index + 1;
                const current = number === currentStep;
                return (
                  <chakra.li key={step.href} css={styles.item}>
                    <chakra.span css={styles.link} asChild>
                      <Link href={step.href} aria-current={current ? 'step' : undefined}>
                        <chakra.span css={styles.number}>{number}</chakra.span>
                        <chakra.span css={styles.label}>{step.label}</chakra.span>
                      </Link>
                    </chakra.span>
                  </chakra.li>
                );
              })}
            </chakra.ol>
          </chakra.nav>
        )}
        {actions !== undefined && <chakra.div css={styles.actions}>{actions}</chakra.div>}
      </chakra.div>
    </chakra.header>
  );
}
