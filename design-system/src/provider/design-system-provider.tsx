import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { system as completeSystem } from '../theme/complete-system';
import { LinkComponentContext, type LinkComponent } from './link-context';

export interface DesignSystemProviderProps {
  /** The application (or story) to style. */
  children: ReactNode;
  /** The component links render with (e.g. an adapter to the router's Link); plain `<a>` when absent. */
  linkComponent?: LinkComponent;
}

export interface ShopSystemProviderProps extends DesignSystemProviderProps {
  /** The Chakra system to render with (the app's firstPageSystem()). */
  system: SystemContext;
  /**
   * The page's head already holds the system's global styles (a prerendered page: the build
   * wrote them there), so the provider does not build them again (docs/architecture.md,
   * "Chakra's global styles").
   */
  globalCssInDocument?: boolean;
}

/**
 * The system as the provider hands it to Chakra: itself, or, when the document already holds
 * its global styles, a view of it whose global styles are empty (Chakra's provider renders them
 * with Emotion's Global, which would otherwise build them and compare them with the head's).
 */
function providedSystem(system: SystemContext, globalCssInDocument: boolean): SystemContext {
  if (!globalCssInDocument) return system;
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}

/** Chakra's provider set to a shop system, plus the link component the library renders. */
export function ShopSystemProvider({
  children,
  linkComponent,
  system,
  globalCssInDocument = false,
}: ShopSystemProviderProps) {
  const value = useMemo(
    () => providedSystem(system, globalCssInDocument),
    [system, globalCssInDocument],
  );
  const provider = <ChakraProvider value={value}>{children}</ChakraProvider>;
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
