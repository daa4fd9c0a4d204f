import { useEffect, useState } from 'react';
import { recentCalls, subscribeToCalls, type MockCall } from '@mocks/activity';
import { storedContactRequests, type StoredContactRequest } from '@mocks/behaviors/contact-requests';

/**
 * The mocks' recent calls, newest first, redacted, re-read on every call.
 * recentCalls() hands out a new array after each change and the same one until then.
 */
export function useRecentCalls(): readonly MockCall[] {
  const [calls, setCalls] = useState<readonly MockCall[]>(recentCalls);
  useEffect(() => subscribeToCalls(() => setCalls(recentCalls())), []);
  return calls;
}

/** The contact requests the mocks kept; a call (or a reset, which clears the calls) may change them. */
export function useStoredContactRequests(): readonly StoredContactRequest[] {
  const [requests, setRequests] = useState<readonly StoredContactRequest[]>(storedContactRequests);
  useEffect(() => subscribeToCalls(() => setRequests(storedContactRequests())), []);
  return requests;
}
