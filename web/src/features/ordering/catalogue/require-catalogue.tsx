import { useEffect, type ReactNode } from 'react';
import { FirstLoad } from '../../../components/first-load';
import { ScreenError } from '../components/screen-error-boundary';
import { useCatalogueStore } from './catalogue-store';

/**
 * Shows its screen once the catalogue is here: a spinner while it loads, and on failure what
 * happened with a retry (the failed answer is not cached, so a retry asks the server again).
 */
export function RequireCatalogue({ children }: { children: ReactNode }) {
  const { tree, error, load } = useCatalogueStore();
  useEffect(() => {
    void load();
  }, [load]);
  if (tree) return children;
  if (error) return <ScreenError error={error} onRetry={() => void load()} />;
  return <FirstLoad />;
}
