import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './scenarios';
import type { OperationId } from '../src/shared/api/query-retries';
import { callPolicyOf, failureAfterMs, type CallPolicy } from '../src/shared/domain/call-policy/call-policy';

/**
 * The retry table of docs/scenarios.md and the QA panel (issue 47) against what a browser sees:
 * under the `timeout` outcome with a short `?timeout=`, the number of requests the page sends and
 * the time from the first of them to the failure on screen.
 */
const ATTEMPT_MS = 1000;
/**
 * What the browser adds to the table's figures on a busy machine: the service worker's round trip
 * per request, and the failure's render (an alert loads its dialog). Less than one attempt per
 * request, so a request more or less than the table says cannot hide in it.
 */
const PER_REQUEST_SLACK_MS = 900;
const RENDER_SLACK_MS = 2500;

interface Case {
  operationId: OperationId;
  page: string;
  /** The operation's path on its host: the requests counted. */
  path: string;
  act?: (page: Page) => Promise<void>;
  failure: string | RegExp;
}

const CASES: Case[] = [
  {
    operationId: 'listPrepaidOffers',
    page: '/recargas',
    path: '/conn/page/api/app/ofertas',
    failure: 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.',
  },
  {
    operationId: 'getPortabilityGuest',
    page: '/haz-tu-portabilidad',
    path: '/api/esim/v1/api/publico/visitante/portabilidad',
    failure: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
  },
  {
    operationId: 'verifyImei',
    page: '/compatibilidad',
    path: '/api/core/captacion/imei/verificacion',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'IMEI' }).fill('356938035643809');
      await page.getByRole('button', { name: 'Verificar' }).click();
    },
    failure: /ha ocurrido un error interno del servidor/,
  },
];

test.describe('the retry table against the browser', () => {
  test.use({ allowedConsoleErrors: [/504/] });

  for (const { operationId, page: address, path, act, failure } of CASES) {
    const policy: CallPolicy = callPolicyOf(operationId);
    const expected = failureAfterMs(policy, ATTEMPT_MS);

    test(`${operationId}: ${String(policy.attempts)} request(s), failure after ${String(expected)} ms with ?timeout=${String(ATTEMPT_MS)}`, async ({
      page,
    }) => {
      const sent: number[] = [];
      page.on('request', (request: Request) => {
        if (new URL(request.url()).pathname === path) sent.push(Date.now());
      });
      await page.goto(`${withScenarios(address, { [operationId]: 'timeout' }, { latency: 0 })}&timeout=${String(ATTEMPT_MS)}`);
      await act?.(page);
      await expect(page.getByText(failure).first()).toBeVisible({ timeout: expected + 10_000 });
      const shownAt = Date.now();

      const first = sent[0];
      expect(first, `a request to ${path}`).toBeDefined();
      const elapsed = shownAt - (first ?? shownAt);
      expect(elapsed).toBeGreaterThanOrEqual(expected - 100);
      expect(elapsed).toBeLessThan(expected + RENDER_SLACK_MS);
      // Nothing more is sent once the failure shows.
      await page.waitForTimeout(ATTEMPT_MS + 500);
      expect(sent).toHaveLength(policy.attempts);
      // Each request starts one attempt plus the table's pause after the one before.
      sent.slice(1).forEach((at, index) => {
        const gap = at - (sent[index] ?? at);
        const pause = policy.pausesMs[index] ?? 0;
        expect(gap).toBeGreaterThanOrEqual(ATTEMPT_MS + pause - 50);
        expect(gap).toBeLessThan(ATTEMPT_MS + pause + PER_REQUEST_SLACK_MS);
      });
    });
  }
});
