import { DesignSystemProvider, type LinkComponentProps } from '@cutshop/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Links of the design system navigate inside the app instead of reloading the page. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/** Everything a screen expects around it, except the router (which sits inside). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <DesignSystemProvider linkComponent={RouterLink}>{children}</DesignSystemProvider>;
}
