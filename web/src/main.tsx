import { makeFirstPageSystem } from '@cutshop/design-system';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadForPath } from './app/app-routes';
import { prepareFirstRender } from './app/start';
import { nextTask } from './lib/when-idle';

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
  // The start in tasks of their own: the modules' evaluation; the page's code set downloading
  // (a link per file, while i18next starts and its texts arrive); i18next with the page's
  // texts; the Chakra system, one step per task; then React renders in slices.
  await nextTask();
  preloadForPath(window.location.pathname);
  await nextTask();
  const { hydrate, afterFirstRender } = await prepareFirstRender(root);
  await nextTask();
  await makeFirstPageSystem(nextTask);
  await nextTask();
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
