import { keepContactRequest } from './contact-requests';
import type { Behavior } from './types';

/** Stateful answers by operationId: only where a flow needs memory between calls. */
export const behaviors: Partial<Record<string, Behavior>> = {
  createContactRequest: keepContactRequest,
};
