import { setupServer } from 'msw/node';
import { adminHandlers } from './admin';
import { handlers } from './handlers';

/** The in-process mock of the whole API (shop and back office), for tests in Node and jsdom. */
export const server = setupServer(...handlers, ...adminHandlers);
