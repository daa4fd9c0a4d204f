import { QueryClient } from '@tanstack/react-query';

/**
 * The pause before a query's retry number `retryIndex` (0 for the first): TanStack Query's own
 * back-off, 1, 2, 4 s... up to 30 s, named here so the retry table can add it up.
 */
export function readRetryPauseMs(retryIndex: number): number {
  return Math.min(1000 * 2 ** retryIndex, 30_000);
}

/**
 * A query retries only as its options say, and each takes `retry` from the table of
 * src/shared/domain/call-policy; a write is sent once, and sent even when the browser says it is
 * offline: the call then fails and the screen shows the spec's message, instead of a paused
 * mutation that leaves a busy button and no word (flows start their calls as mutations: decision 291).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: false, retryDelay: readRetryPauseMs },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
