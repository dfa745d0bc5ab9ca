import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The in-process mock of the API, for tests in Node and jsdom. */
export const server = setupServer(...handlers);
