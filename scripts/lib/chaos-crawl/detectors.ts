/**
 * What the chaos crawl counts as a finding (issue 47 part 4), as pure functions of what it saw, so
 * each detector is tested without a browser (tests/scripts/chaos-crawl-detectors.test.ts).
 */

type FindingKind = 'uncaughtError' | 'emptyMain' | 'lostHeading' | 'endlessBusy' | 'doubleCharge' | 'unexplainedConsoleError';

export type Finding = { kind: FindingKind; detail: string };

/** The write calls that take money or place an order: one confirmation may send each at most once. */
export const CHARGE_OPERATIONS: ReadonlySet<string> = new Set(['payRecharge', 'payEsimPublic', 'chargePayment', 'createGatewayPayment', 'createWalletOrder']);

/**
 * Console errors a failed call explains: Chromium's line for every 4xx/5xx answer and for a
 * dropped connection (chaos's network error), the mocks' own lines, and MSW's reload race
 * (e2e/fixtures.ts). Any other console error under chaos is a finding.
 */
const EXPLAINED_CONSOLE_ERRORS: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of [45]\d\d/,
  /^Failed to load resource: net::ERR_FAILED/,
  /^\[mocks\] /,
  /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found\.?$/,
];

/** MSW's reload race also arrives as an unhandled rejection; it is not the page's. */
const EXPLAINED_PAGE_ERRORS: readonly RegExp[] = [/Failed to update a ServiceWorker for scope .*mockServiceWorker\.js/];

export function unexplainedConsoleErrors(messages: readonly string[]): Finding[] {
  return messages
    .filter((message) => !EXPLAINED_CONSOLE_ERRORS.some((pattern) => pattern.test(message)))
    .map((message) => ({ kind: 'unexplainedConsoleError' as const, detail: message.slice(0, 400) }));
}

/** Uncaught errors and unhandled rejections (Playwright's `pageerror`). */
export function uncaughtErrors(errors: readonly string[]): Finding[] {
  return errors
    .filter((error) => !EXPLAINED_PAGE_ERRORS.some((pattern) => pattern.test(error)))
    .map((error) => ({ kind: 'uncaughtError' as const, detail: error.slice(0, 400) }));
}

/** What the crawl reads of the page after a step, once it had time to settle. */
export type PageShape = { mainText: number; headings: number; hasMain: boolean };

/** A page must keep content in its main region and its heading, whatever failed (decision 125). */
export function shapeProblems(shape: PageShape, hadHeading: boolean): Finding[] {
  if (!shape.hasMain || shape.mainText === 0)
    return [{ kind: 'emptyMain', detail: shape.hasMain ? 'the main region has no text' : 'the page has no main region' }];
  if (hadHeading && shape.headings === 0) return [{ kind: 'lostHeading', detail: 'the page lost its h1' }];
  return [];
}

/** A busy state still shown after the longest declared wait (every retry of a read timing out). */
export function busyProblem(busyForMs: number, limitMs: number, what: string): Finding[] {
  return busyForMs > limitMs
    ? [{ kind: 'endlessBusy', detail: `${what} stayed busy ${Math.round(busyForMs)} ms, longer than the longest declared wait (${limitMs} ms)` }]
    : [];
}

/** Two calls of one charge operation sent by one confirmation (one step of the crawl). */
export function doubleCharges(operationIdsOfStep: readonly string[]): Finding[] {
  const counts = new Map<string, number>();
  for (const id of operationIdsOfStep) if (CHARGE_OPERATIONS.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([id, count]) => ({ kind: 'doubleCharge' as const, detail: `${count} ${id} calls from one confirmation` }));
}
