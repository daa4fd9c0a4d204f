import type { ScenarioProblem } from './engine/scenario-keys';
import type { Violation } from './engine/validate-request';
import { redactSecrets, redactSecretText, redactUrl } from './security/redact-secrets';

/** One call the mocks answered, as the QA panel and the console show it; no secret in it. */
export type MockCall = {
  at: string;
  operationId: string;
  method: string;
  url: string;
  /** The request body as sent: echoed to the console redacted; only the QA report reads it, redacted. */
  requestBody?: string;
  /** The answer's body as the mocks made it; only the QA report reads it, redacted. */
  responseBody?: unknown;
  status: number | 'networkError';
  source: string;
  /** From the request's arrival at the mocks to their answer, latency and `timeout` waits included. */
  durationMs?: number;
  requestViolations: Violation[];
  responseViolations: string[];
  /** The failure chaos mode gave the call (`code=500`, a named error example, `networkError`, `timeout`); absent when chaos let it pass. */
  chaos?: string;
  /** Why the mocks refused the call (source `refused`): the scenario or Prefer entries they do not know. */
  refused?: ScenarioProblem[];
};

const MAX_CALLS = 50;

/**
 * A call as answered (its address unredacted), and the redacted copy once something shows it. The
 * bodies stay apart from the call, like the address read only through redaction (decision 273).
 */
type Entry = { call: MockCall; shown?: MockCall; bodies: { request?: string; response?: unknown } };

const entries: Entry[] = [];
/** What recentCalls() hands out until the next call or reset: built when read, not on each call. */
let shownCalls: readonly MockCall[] | undefined;
const listeners = new Set<() => void>();

let echoToConsole = false;

/**
 * `npm run dev` echoes each call to the console, as MSW's own log did, but redacted: MSW's log
 * printed request bodies, card data included, so the worker is quiet and this line replaces it.
 */
export function echoCallsToConsole(on: boolean): void {
  echoToConsole = on;
}

/** The call as every reader sees it: address redacted, no body. */
function shown(entry: Entry): MockCall {
  entry.shown ??= { ...entry.call, url: redactUrl(entry.call.url) };
  return entry.shown;
}

/**
 * Keeps one answered call. Redaction happens where the log is shown (the console echo, the QA
 * panel and the tests through recentCalls()), not here: the mock server and the Vitest mocks
 * answer every request through this and most calls are never shown. The bodies are kept beside
 * the call, never in it: only the console echo and the QA report read them, redacted.
 */
export function recordCall(call: MockCall): void {
  const { requestBody, responseBody, ...rest } = call;
  const entry: Entry = { call: rest, bodies: { request: requestBody, response: responseBody } };
  if (echoToConsole) {
    const safe = shown(entry);
    const status = safe.status === 'networkError' ? 'network error' : safe.status;
    const body = requestBody ? [redactSecretText(requestBody)] : [];
    console.info(`[mocks] ${safe.method} ${safe.url} → ${status} (${safe.operationId}, ${safe.source})`, ...body);
  }
  entries.unshift(entry);
  entries.length = Math.min(entries.length, MAX_CALLS);
  shownCalls = undefined;
  for (const listener of listeners) listener();
}

/** How much of each body the QA report shows: enough to read an error's code and message. */
export const REPORTED_BODY_CHARACTERS = 600;

function reportedBody(body: unknown): string | undefined {
  if (body === undefined || body === '') return undefined;
  let text: string;
  try {
    text = typeof body === 'string' ? redactSecretText(body) : JSON.stringify(redactSecrets(body));
  } catch {
    return undefined;
  }
  return text.length > REPORTED_BODY_CHARACTERS ? `${text.slice(0, REPORTED_BODY_CHARACTERS)}…` : text;
}

/** A shown call with its request and response bodies, redacted and cut short: what the QA report lists. */
export type ReportedCall = MockCall & { requestBodyText?: string; responseBodyText?: string };

/** The newest calls first with their bodies redacted; built on each read, for the QA report only. */
export function recentCallsWithBodies(): ReportedCall[] {
  return entries.map((entry) => {
    const request = reportedBody(entry.bodies.request);
    const response = reportedBody(entry.bodies.response);
    return {
      ...shown(entry),
      ...(request === undefined ? {} : { requestBodyText: request }),
      ...(response === undefined ? {} : { responseBodyText: response }),
    };
  });
}

/** The newest calls first, secrets redacted; the same array until the next call or reset. */
export function recentCalls(): readonly MockCall[] {
  shownCalls ??= entries.map(shown);
  return shownCalls;
}

export function subscribeToCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearCalls(): void {
  entries.length = 0;
  shownCalls = undefined;
  for (const listener of listeners) listener();
}

/** Answers of the mocks that broke their own contract; Vitest fails a test that leaves any. */
export function responseContractBreaches(): MockCall[] {
  return recentCalls().filter((call) => call.responseViolations.length > 0);
}
