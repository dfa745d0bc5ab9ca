import {
  firstPageSystem,
  ShopSystemProvider,
  type LinkComponentProps,
} from '@cutshop/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Links of the design system navigate inside the app instead of reloading the page. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/**
 * Everything a screen expects around it, except the router (which sits inside). The system holds
 * the first pages' recipes; a route's code adds the rest before it renders (app-routes.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShopSystemProvider system={firstPageSystem} linkComponent={RouterLink}>
      {children}
    </ShopSystemProvider>
  );
}
