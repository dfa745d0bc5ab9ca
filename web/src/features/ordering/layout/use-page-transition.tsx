import type { PageTransitionProps } from '@cutshop/design-system';
import { useEffect, useState, type ComponentType } from 'react';

type Transition = ComponentType<PageTransitionProps>;

/**
 * The page transition once its code is here. Kept outside React: its arrival changes nothing on
 * the page showing, so it renders nothing again (as state, it re-rendered the whole wizard
 * layout at once, one long task on a phone; docs/architecture.md, "The first page's start").
 */
let loadedTransition: Transition | null = null;
let loading: Promise<void> | null = null;

function loadTransition(): Promise<void> {
  loading ??= import('./page-transition').then(
    (module) => {
      loadedTransition = module.PageTransition;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * The page transition once its code is here (fetched right after the first screen shows), and
 * whether the current page should use it. Decided per page on arrival: the first page of a
 * visit, or one reached before the code arrived, stays as it is rather than being mounted a
 * second time when the code lands; every page after that animates in.
 */
export function usePageTransition(pathname: string): Transition | null {
  const [page, setPage] = useState({ pathname, Transition: null as Transition | null });
  if (page.pathname !== pathname) setPage({ pathname, Transition: loadedTransition });

  useEffect(() => {
    void loadTransition();
  }, []);

  return page.Transition;
}
