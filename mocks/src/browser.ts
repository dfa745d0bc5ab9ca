import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The Service Worker mock of the API, for `dev:mock` and Storybook. */
export const worker = setupWorker(...handlers);
