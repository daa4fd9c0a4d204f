/**
 * The chaos crawl's detectors (issue 47 part 4): each flags its defect and lets a page that only
 * shows a failure's message pass. e2e/chaos-crawl.spec.ts plants a defect in a real page too.
 */
import { describe, expect, it } from 'vitest';
import { pages } from '@/shared/domain/routing/pages';
import { operations } from '@mocks/generated';
import { crawlRoutes, visitPath } from '../../scripts/lib/chaos-crawl/crawl';
import {
  busyProblem,
  CHARGE_OPERATIONS,
  doubleCharges,
  shapeProblems,
  uncaughtErrors,
  unexplainedConsoleErrors,
} from '../../scripts/lib/chaos-crawl/detectors';

describe('the chaos crawl detectors', () => {
  it('flags an uncaught error or unhandled rejection, not MSW reload race', () => {
    expect(uncaughtErrors(['Error: planted: the page throws on a 500'])).toEqual([
      { kind: 'uncaughtError', detail: 'Error: planted: the page throws on a 500' },
    ]);
    expect(
      uncaughtErrors(["Failed to update a ServiceWorker for scope ('http://127.0.0.1/') with script ('http://127.0.0.1/mockServiceWorker.js'): Not found."]),
    ).toEqual([]);
  });

  it('lets the console errors a failed call explains pass and flags any other', () => {
    const explained = [
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      'Failed to load resource: net::ERR_FAILED',
      '[mocks] chaos=7:2 refused: la tasa «2» no es un número de 0 a 1.',
    ];
    expect(unexplainedConsoleErrors(explained)).toEqual([]);
    expect(unexplainedConsoleErrors(['Warning: Each child in a list should have a unique "key" prop.'])).toEqual([
      { kind: 'unexplainedConsoleError', detail: 'Warning: Each child in a list should have a unique "key" prop.' },
    ]);
  });

  it('flags a page whose main region is empty or missing, and one that lost its heading', () => {
    expect(shapeProblems({ hasMain: true, mainText: 0, headings: 1 }, true)).toMatchObject([{ kind: 'emptyMain' }]);
    expect(shapeProblems({ hasMain: false, mainText: 0, headings: 0 }, true)).toMatchObject([{ kind: 'emptyMain' }]);
    expect(shapeProblems({ hasMain: true, mainText: 120, headings: 0 }, true)).toMatchObject([{ kind: 'lostHeading' }]);
    expect(shapeProblems({ hasMain: true, mainText: 120, headings: 1 }, true)).toEqual([]);
  });

  it('flags a busy state that outlasts the longest declared wait only', () => {
    expect(busyProblem(12_000, 10_000, '<div aria-label="Cargando">')).toMatchObject([{ kind: 'endlessBusy' }]);
    expect(busyProblem(9_000, 10_000, '<div>')).toEqual([]);
  });

  it('flags two charges of one operation from one confirmation, not one charge beside other calls', () => {
    expect(doubleCharges(['chargePayment', 'listPrepaidOffers', 'chargePayment'])).toEqual([
      { kind: 'doubleCharge', detail: '2 chargePayment calls from one confirmation' },
    ]);
    expect(doubleCharges(['getPaymentPlugin', 'chargePayment', 'payRecharge'])).toEqual([]);
  });

  it('names only charge operations the contract has', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...CHARGE_OPERATIONS].filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('the chaos crawl routes', () => {
  it('are every row of the page table, read from it', () => {
    expect(crawlRoutes().map((route) => route.path)).toEqual(Object.values(pages).map((row) => row.path));
    expect(() => crawlRoutes(['/no-existe'])).toThrow(/Unknown routes: \/no-existe/);
  });

  it('open under chaos with a short timeout, no latency and the flag their guard needs', () => {
    const [sso] = crawlRoutes(['/sso']);
    if (!sso) throw new Error('no /sso row');
    const path = visitPath({ route: sso, seed: 7, rate: 0.3, width: 390, maxSteps: 1, maxMs: 1, timeoutMs: 500 });
    expect(path).toBe(`/sso?chaos=7:0.3&timeout=500&latency=0${typeof sso.guard === 'object' ? `&flags=${sso.guard.flag}:on` : ''}`);
  });
});
