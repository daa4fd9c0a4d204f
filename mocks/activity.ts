import type { Violation } from './engine/validate-request';

/** One call the mocks answered, as the QA panel and the console show it. */
export type MockCall = {
  at: string;
  operationId: string;
  method: string;
  url: string;
  status: number | 'networkError';
  source: string;
  requestViolations: Violation[];
  responseViolations: string[];
};

const MAX_CALLS = 50;
const calls: MockCall[] = [];
const listeners = new Set<() => void>();

export function recordCall(call: MockCall): void {
  calls.unshift(call);
  calls.length = Math.min(calls.length, MAX_CALLS);
  for (const listener of listeners) listener();
}

/** The newest calls first. */
export function recentCalls(): readonly MockCall[] {
  return calls;
}

export function subscribeToCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearCalls(): void {
  calls.length = 0;
  for (const listener of listeners) listener();
}

/** Answers of the mocks that broke their own contract; Vitest fails a test that leaves any. */
export function responseContractBreaches(): MockCall[] {
  return calls.filter((call) => call.responseViolations.length > 0);
}
