import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadForPath } from './app/app-routes';
import { prepareApp } from './app/start';

async function start() {
  // `vite --mode mock` only: answer /api from the MSW worker. The condition is a build-time
  // constant, so production builds contain neither the worker nor the fixtures.
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./dev/start-mock-api');
    await startMockApi();
  }
  prepareApp();
  preloadForPath(window.location.pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition lets React render the first page in short slices instead of one long task
  // that would hold the main thread (Lighthouse's Total Blocking Time on a slow phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
