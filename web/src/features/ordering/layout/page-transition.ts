// Loaded apart from the layout: the transitions' animation library is not needed for the
// first screen of a visit, only from the first move to another screen.
export { PageTransition } from '@cutshop/design-system';
