import type { Violation } from './engine/validate-request';
import { redactCardText, redactUrl } from './security/redact-card-data';

/** One call the mocks answered, as the QA panel and the console show it; card data never in it. */
export type MockCall = {
  at: string;
  operationId: string;
  method: string;
  url: string;
  /** The request body as sent: echoed to the console redacted, never kept in the log. */
  requestBody?: string;
  status: number | 'networkError';
  source: string;
  requestViolations: Violation[];
  responseViolations: string[];
};

const MAX_CALLS = 50;
const calls: MockCall[] = [];
const listeners = new Set<() => void>();

let echoToConsole = false;

/**
 * `npm run dev` echoes each call to the console, as MSW's own log did, but redacted: MSW's log
 * printed request bodies, card data included, so the worker is quiet and this line replaces it.
 */
export function echoCallsToConsole(on: boolean): void {
  echoToConsole = on;
}

export function recordCall(call: MockCall): void {
  const { requestBody, ...rest } = call;
  const safe: MockCall = { ...rest, url: redactUrl(call.url) };
  if (echoToConsole) {
    const status = safe.status === 'networkError' ? 'network error' : safe.status;
    const body = requestBody ? [redactCardText(requestBody)] : [];
    console.info(`[mocks] ${safe.method} ${safe.url} → ${status} (${safe.operationId}, ${safe.source})`, ...body);
  }
  calls.unshift(safe);
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
