import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';
import { LinkComponentContext, type LinkComponent } from './link-context';

export interface DesignSystemProviderProps {
  /** The application (or story) to style. */
  children: ReactNode;
  /** The component links render with (e.g. an adapter to the router's Link); plain `<a>` when absent. */
  linkComponent?: LinkComponent;
}

/** Chakra's provider set to the shop's system, plus the link component the library renders. */
export function DesignSystemProvider({ children, linkComponent }: DesignSystemProviderProps) {
  const provider = <ChakraProvider value={system}>{children}</ChakraProvider>;
  return linkComponent ? (
    <LinkComponentContext.Provider value={linkComponent}>{provider}</LinkComponentContext.Provider>
  ) : (
    provider
  );
}
