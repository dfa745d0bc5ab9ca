import {
  firstPageSystem,
  ShopSystemProvider,
  type LinkComponentProps,
} from '@cutshop/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRERENDERED_ATTRIBUTE } from './prerender-language';

/** Links of the design system navigate inside the app instead of reloading the page. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/**
 * Whether this page load came with prerendered markup, whose head then holds the system's global
 * styles (web/build/prerender.ts), whether or not the app adopts the markup. Read once: the head
 * keeps them for the life of the page.
 */
const GLOBAL_CSS_IN_DOCUMENT =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) === true;

/**
 * Everything a screen expects around it, except the router (which sits inside). The system holds
 * the first pages' recipes; a route's code adds the rest before it renders (app-routes.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShopSystemProvider
      system={firstPageSystem()}
      linkComponent={RouterLink}
      globalCssInDocument={GLOBAL_CSS_IN_DOCUMENT}
    >
      {children}
    </ShopSystemProvider>
  );
}
