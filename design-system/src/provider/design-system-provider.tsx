import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system as completeSystem } from '../theme/complete-system';
import { LinkComponentContext, type LinkComponent } from './link-context';

export interface DesignSystemProviderProps {
  /** The application (or story) to style. */
  children: ReactNode;
  /** The component links render with (e.g. an adapter to the router's Link); plain `<a>` when absent. */
  linkComponent?: LinkComponent;
}

export interface ShopSystemProviderProps extends DesignSystemProviderProps {
  /** The Chakra system to render with (the app's firstPageSystem). */
  system: SystemContext;
}

/** Chakra's provider set to a shop system, plus the link component the library renders. */
export function ShopSystemProvider({ children, linkComponent, system }: ShopSystemProviderProps) {
  const provider = <ChakraProvider value={system}>{children}</ChakraProvider>;
  return linkComponent ? (
    <LinkComponentContext.Provider value={linkComponent}>{provider}</LinkComponentContext.Provider>
  ) : (
    provider
  );
}

/** The provider with the shop's complete system (every recipe), for stories and tests. */
export function DesignSystemProvider(props: DesignSystemProviderProps) {
  return <ShopSystemProvider {...props} system={completeSystem} />;
}
