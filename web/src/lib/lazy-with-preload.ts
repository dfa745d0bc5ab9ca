import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the code now (deduplicated; a failure is forgotten so the next call retries). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy with a preload. Once the code is here, the lazy component resolves in the same
 * render (a thenable that calls back at once), so a screen fetched ahead of time shows without
 * a Suspense fallback flashing in between.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // React.lazy accepts any thenable; one that calls back synchronously resolves in this
      // render. The cast only widens the type: React never uses more than `then`.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return preload().then((component) => ({ default: component }));
  });

  return { Component, preload };
}
