import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadForPath } from './app/app-routes';
import { prepareFirstRender } from './app/start';

/** Runs `effect` once the first render (or hydration) has committed. */
function AfterFirstRender({ effect }: { effect: () => void }) {
  useEffect(effect, [effect]);
  return null;
}

async function start() {
  // `vite --mode mock` only: answer /api from the MSW worker. The condition is a build-time
  // constant, so production builds contain neither the worker nor the fixtures.
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./dev/start-mock-api');
    await startMockApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The page's code starts downloading while i18next starts and its texts arrive.
  preloadForPath(window.location.pathname);
  const { hydrate, afterFirstRender } = await prepareFirstRender(root);
  const app = (
    <StrictMode>
      <App />
      <AfterFirstRender effect={afterFirstRender} />
    </StrictMode>
  );
  // A transition lets React render the first page in short slices instead of one long task
  // that would hold the main thread (Lighthouse's Total Blocking Time on a slow phone).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
