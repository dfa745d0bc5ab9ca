import { setupWorker } from 'msw/browser';
import { adminHandlers } from './admin';
import { handlers } from './handlers';

/** The Service Worker mock of the API (shop and back office), for `dev:mock` and Storybook. */
export const worker = setupWorker(...handlers, ...adminHandlers);
