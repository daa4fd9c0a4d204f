import { readState, writeState } from './state';
import type { Behavior } from './types';

export type StoredContactRequest = { at: string; body: unknown };

const DOMAIN = 'contactRequests';

export function storedContactRequests(): StoredContactRequest[] {
  return readState<StoredContactRequest[]>(DOMAIN, []);
}

/** Keeps every contact request sent, for the QA panel; the answer stays the contract's. */
export const keepContactRequest: Behavior = ({ body }) => {
  writeState(DOMAIN, [{ at: new Date().toISOString(), body }, ...storedContactRequests()]);
  return undefined;
};
