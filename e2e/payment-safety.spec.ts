/**
 * Card data reach the card processor's tokeniser and nothing else (issue 11, decision 093): after a
 * full top-up paid by card, the number, CVV and expiry are looked for in every other request, the
 * console, local and session storage, the analytics layer and the mocks' call log (QA panel).
 */
import type { Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cardDetail, cardForm, fillCardForm, goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { acceptCookiesBeforeVisit } from './session';

const CARD = { cardNumber: '4000056655665556', expiry: '11/33', cvv: '7351' };
/** The tokeniser's request (the stand-in's createCardToken), the only one allowed to carry the card. */
const TOKENISER_PATH = /\/v1\/[a-z0-9]+\/tokens$/;
const SUCCESS = 'Felicidades, se ha completado tu pago.';

/**
 * Where a text shows a piece of the card. Short pieces (CVV, expiry) count only as a whole token,
 * so that a base64 run of an encrypted payload, which may hold any 4 digits, is no false alarm.
 */
function cardTraces(text: string): string[] {
  const whole = (piece: string) => new RegExp(`(^|[^A-Za-z0-9+/])${piece.replace('/', '\\/')}($|[^A-Za-z0-9+/=])`);
  const found: string[] = [];
  if (text.includes(CARD.cardNumber)) found.push('card number');
  if (text.includes(CARD.cardNumber.slice(3, 13))) found.push('card number (middle digits)');
  if (whole(CARD.cvv).test(text)) found.push('CVV');
  if (whole(CARD.expiry).test(text) || whole(CARD.expiry.replace('/', '')).test(text)) found.push('expiry');
  return found;
}

function describeRequest(request: Request): string {
  return [request.method(), request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n');
}

test('card number, CVV and expiry go only to the tokeniser', async ({ page }) => {
  const requests: Request[] = [];
  const consoleMessages: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => consoleMessages.push(message.text()));
  // Cookies accepted: the analytics layer is open, so the purchase's own events are there to scan.
  await acceptCookiesBeforeVisit(page);

  await page.goto('/recargas');
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await fillCardForm(modal, CARD);
  await expectNoSeriousA11yViolations(page);
  await cardForm(modal).getByRole('button', { name: 'Siguiente' }).click();
  await expect(cardDetail(modal)).toContainText('************5556');
  await expectNoSeriousA11yViolations(page);
  await cardDetail(modal).getByRole('button', { name: 'Pagar ahora' }).click();
  const success = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(success).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await success.getByRole('button', { name: 'Aceptar' }).click();

  const tokeniserCalls = requests.filter((request) => TOKENISER_PATH.test(new URL(request.url()).pathname));
  expect(tokeniserCalls, 'the tokeniser was called once').toHaveLength(1);
  // The scan would notice the card: the tokeniser's own request does carry it.
  expect(tokeniserCalls.map((request) => cardTraces(describeRequest(request)))).toEqual([['card number', 'card number (middle digits)', 'CVV']]);

  const leaks: string[] = [];
  for (const request of requests) {
    if (tokeniserCalls.includes(request)) continue;
    for (const trace of cardTraces(describeRequest(request))) leaks.push(`${trace} in ${request.method()} ${request.url()}`);
  }
  for (const message of consoleMessages) for (const trace of cardTraces(message)) leaks.push(`${trace} in the console: ${message}`);

  const stored = await page.evaluate(() => {
    const dump = (storage: Storage) => Object.entries({ ...storage }).map(([key, value]) => `${key}=${value}`);
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    return { local: dump(localStorage), session: dump(sessionStorage), dataLayer: JSON.stringify(layer ?? []) };
  });
  for (const entry of stored.local) for (const trace of cardTraces(entry)) leaks.push(`${trace} in localStorage: ${entry}`);
  for (const entry of stored.session) for (const trace of cardTraces(entry)) leaks.push(`${trace} in sessionStorage: ${entry}`);
  expect(stored.dataLayer, 'the purchase reached the analytics layer').toContain('"event":"purchase"');
  for (const trace of cardTraces(stored.dataLayer)) leaks.push(`${trace} in window.dataLayer`);

  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const callLog = page.getByRole('dialog', { name: 'Panel de QA' }).getByRole('list', { name: /Últimas llamadas/ });
  await expect(callLog).toContainText('/tokens');
  for (const trace of cardTraces(await callLog.innerText())) leaks.push(`${trace} in the mocks' call log`);

  expect(leaks).toEqual([]);
});
