import { chakra } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { LazyMotionScope } from '../../motion/lazy-motion';

/** Seconds a page takes to come in and to leave (docs/product.md: "Custom pages animate in"). */
export const PAGE_ENTER_SECONDS = 0.3;
export const PAGE_EXIT_SECONDS = 0.2;

export interface PageTransitionProps {
  /** Identifies the page (e.g. the route path); a new key plays the transition. */
  pageKey: string;
  /** The page. */
  children: ReactNode;
}

/**
 * Fades and slides a page in over 0.3 s and out over 0.2 s when `pageKey` changes. People who ask
 * their system for reduced motion get the change without movement.
 */
export function PageTransition({ pageKey, children }: PageTransitionProps) {
  return (
    <LazyMotionScope>
      <AnimatePresence mode="wait" initial={true}>
        <m.div
          key={pageKey}
          data-page={pageKey}
          initial={{ opacity: 0, y: 12 }}
          animate={{
            opacity: 1,
            y: 0,
            transition: { duration: PAGE_ENTER_SECONDS, ease: 'easeOut' },
          }}
          exit={{ opacity: 0, y: -8, transition: { duration: PAGE_EXIT_SECONDS, ease: 'easeIn' } }}
        >
          <chakra.div>{children}</chakra.div>
        </m.div>
      </AnimatePresence>
    </LazyMotionScope>
  );
}
