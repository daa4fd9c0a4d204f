import { setupServer } from 'msw/node';
import { operations } from './generated/operations';
import { createContractHandler } from './handlers';

/** The same generated mocks as the browser, behind one handler, for Vitest and Node scripts. */
export const server = setupServer(createContractHandler(operations));
