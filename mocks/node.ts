import { setupServer } from 'msw/node';
import { handlers } from './generated';

/** The same generated handlers as the browser, for Vitest and Node scripts. */
export const server = setupServer(...handlers);
