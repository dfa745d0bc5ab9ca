export { PageTransition, PAGE_ENTER_SECONDS, PAGE_EXIT_SECONDS } from './page-transition';
export type { PageTransitionProps } from './page-transition';
