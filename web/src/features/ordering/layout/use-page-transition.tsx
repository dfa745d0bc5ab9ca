import type { PageTransitionProps } from '@cutshop/design-system';
import { useEffect, useState, type ComponentType } from 'react';

type Transition = ComponentType<PageTransitionProps>;

/**
 * The page transition once its code is here (fetched right after the first screen shows), and
 * whether the current page should use it. Decided per page on arrival: the first page of a
 * visit, or one reached before the code arrived, stays as it is rather than being mounted a
 * second time when the code lands; every page after that animates in.
 */
export function usePageTransition(pathname: string): Transition | null {
  const [Transition, setTransition] = useState<Transition | null>(null);
  const [page, setPage] = useState({ pathname, animated: false });
  if (page.pathname !== pathname) setPage({ pathname, animated: Transition !== null });

  useEffect(() => {
    let active = true;
    import('./page-transition').then(
      (module) => {
        if (active) setTransition(() => module.PageTransition);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  return page.animated ? Transition : null;
}
