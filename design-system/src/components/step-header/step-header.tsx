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

export interface StepHeaderProps {
  /** The wizard's steps in order; they are numbered from 1. */
  steps: WizardStep[];
  /** The current step, from 1; highlighted and marked `aria-current="step"`. */
  currentStep: number;
  /** The logo (an image or text); it links to `homeHref`. */
  logo: ReactNode;
  /** Where the logo links to. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. 'Home'. */
  homeLabel: string;
  /** Accessible name of the step navigation, e.g. 'Order steps'. */
  navLabel: string;
}

/** The wizard's header: the logo linking home and numbered step links, the current one highlighted. */
export function StepHeader({
  steps,
  currentStep,
  logo,
  homeHref,
  homeLabel,
  navLabel,
}: StepHeaderProps) {
  const recipe = useSlotRecipe({ key: 'stepHeader', recipe: stepHeaderRecipe });
  const styles = recipe();
  const Link = useLinkComponent();
  return (
    <chakra.header css={styles.root}>
      <chakra.span css={styles.logo} asChild>
        <Link href={homeHref} aria-label={homeLabel}>
          {logo}
        </Link>
      </chakra.span>
      <chakra.nav aria-label={navLabel}>
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
    </chakra.header>
  );
}
