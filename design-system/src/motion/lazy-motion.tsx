import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion's DOM animation features (animate, exit, variants, transitions; no drag or
 * layout), loaded when a motion component first mounts rather than with the page's code.
 */
export const loadMotionFeatures = () => import('./dom-animation').then((module) => module.default);

/**
 * Around `m` components: they animate with the features `loadMotionFeatures` fetches (a
 * fraction of the full `motion` component), and people who ask their system for reduced motion
 * get the changes without movement. `strict` makes a full `motion` component inside an error,
 * so the full bundle never comes back unnoticed.
 */
export function LazyMotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
