/**
 * Card data reach the card processor's tokeniser and nothing else (issue 11, decision 093); with
 * the gateway component, the gateway frame's own call and nothing else; with the legacy plugin's
 * hosted checkout (decision 269), the processor frame's token request and nothing else. The dev-server
 * project runs the same scan against `npm run dev`, whose mocks log every call (decision 192). After a full
 * top-up of each kind, the number, CVV and expiry are looked for in every other request, the
 * console, local and session storage, the analytics layer and the mocks' call log (QA panel).
 * A login is scanned the same way for the password typed (issue 35): the console and the call log.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { fillGatewayCard, gatewayFrame, GATEWAY_VARIANT_SCENARIO, hostedDetail, submitGatewayCard } from './gateway-flow';
import {
  acceptHostedLegalTexts,
  fillHostedCard,
  HOSTED_CHECKOUT_SCENARIO,
  HOSTED_TOKENS_PATH,
  hostedCheckoutDetail,
  hostedCheckoutFrame,
  submitHostedCard,
} from './hosted-checkout-flow';
import { cardDetail, cardForm, fillCardForm, goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { gotoWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit } from './session';
import { answerWalletPopup, acceptWalletLegalTexts, WALLET_ORDER_ID, WALLET_SCENARIO } from './wallet-flow';

const CARD = { cardNumber: '4000056655665556', expiry: '11/33', cvv: '7351' };
/** The tokeniser's request (the stand-in's createCardToken), the only one allowed to carry the card. */
const TOKENISER_PATH = /\/v1\/[a-z0-9]+\/tokens$/;
/** The gateway frame's createGatewayPayment (hosted checkout), the only one allowed to carry the card in type 2. */
const GATEWAY_PAYMENT_PATH = /\/v1\/merchants\/[a-z0-9-]+\/payments$/;
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

/** Everything the page sent, logged, stored or pushed, watched from before the first visit. */
function watch(page: Page) {
  const requests: Request[] = [];
  const consoleMessages: string[] = [];
  // Page events include the gateway's frame: its requests and console.
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => consoleMessages.push(message.text()));
  return { requests, consoleMessages };
}

/**
 * Scans every request but the one allowed to carry the card (which must, or the scan proves
 * nothing), the console, storage, the analytics layer and the mocks' call log.
 */
async function expectNoCardLeaks(page: Page, watched: ReturnType<typeof watch>, carrier: { path: RegExp; name: string; logged: string }) {
  const { requests, consoleMessages } = watched;
  const carrierCalls = requests.filter((request) => carrier.path.test(new URL(request.url()).pathname));
  expect(carrierCalls, `the ${carrier.name} was called once`).toHaveLength(1);
  // The scan would notice the card: the carrier's own request does carry it.
  expect(carrierCalls.map((request) => cardTraces(describeRequest(request)))).toEqual([['card number', 'card number (middle digits)', 'CVV']]);

  const leaks: string[] = [];
  for (const request of requests) {
    if (carrierCalls.includes(request)) continue;
    for (const trace of cardTraces(describeRequest(request))) leaks.push(`${trace} in ${request.method()} ${request.url()}`);
  }
  for (const message of consoleMessages) for (const trace of cardTraces(message)) leaks.push(`${trace} in the console: ${message}`);
  if (test.info().project.name === 'dev-server') {
    // `npm run dev` logs every call of the mocks: the scan read the carrier's own line, redacted.
    expect(
      consoleMessages.filter((message) => message.startsWith('[mocks] POST') && message.includes(carrier.logged)),
      'the dev log of the carrier',
    ).toHaveLength(1);
  }

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
  await expect(callLog).toContainText(carrier.logged);
  for (const trace of cardTraces(await callLog.innerText())) leaks.push(`${trace} in the mocks' call log`);

  expect(leaks).toEqual([]);
}

async function acceptSuccess(page: Page): Promise<void> {
  const success = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(success).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await success.getByRole('button', { name: 'Aceptar' }).click();
}

test('card number, CVV and expiry go only to the tokeniser', async ({ page }) => {
  const watched = watch(page);
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
  await acceptSuccess(page);

  await expectNoCardLeaks(page, watched, { path: TOKENISER_PATH, name: 'tokeniser', logged: '/tokens' });
});

test("card number, CVV and expiry go only to the payment gateway's own call (hosted checkout, type 2)", async ({ page }) => {
  const watched = watch(page);
  await acceptCookiesBeforeVisit(page);

  await gotoWithScenarios(page, '/recargas', GATEWAY_VARIANT_SCENARIO);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const frame = await gatewayFrame(modal);
  await fillGatewayCard(frame, { number: CARD.cardNumber, expiry: CARD.expiry, cvv: CARD.cvv });
  await expectNoSeriousA11yViolations(page);
  await submitGatewayCard(frame);
  await hostedDetail(modal).getByRole('button', { name: 'Pagar ahora' }).click();
  await acceptSuccess(page);

  await expectNoCardLeaks(page, watched, { path: GATEWAY_PAYMENT_PATH, name: "gateway's createGatewayPayment", logged: '/payments' });
});

test("card number, CVV and expiry go only to the processor frame's createCardToken (hosted checkout of the legacy plugin, type 2)", async ({ page }) => {
  const watched = watch(page);
  await acceptCookiesBeforeVisit(page);

  await gotoWithScenarios(page, '/recargas', HOSTED_CHECKOUT_SCENARIO);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const frame = await hostedCheckoutFrame(modal);
  await fillHostedCard(frame, { number: CARD.cardNumber, expiry: CARD.expiry, cvv: CARD.cvv });
  await acceptHostedLegalTexts(modal);
  await expectNoSeriousA11yViolations(page);
  await submitHostedCard(frame);
  await hostedCheckoutDetail(modal).getByRole('button', { name: 'Pagar ahora' }).click();
  await acceptSuccess(page);

  await expectNoCardLeaks(page, watched, { path: HOSTED_TOKENS_PATH, name: "hosted checkout frame's createCardToken", logged: '/tokens' });
});

/** Where the mocks keep the payment service's state (mocks/behaviors/state.ts): the server's side, not the site's. */
const MOCK_PAYMENTS_MEMORY = 'bait.mock.state.payments';

test("the wallet's approved order travels only encrypted in the charge, and the site asks for no card (wallet, type 3)", async ({ page }) => {
  const watched = watch(page);
  await acceptCookiesBeforeVisit(page);

  await gotoWithScenarios(page, '/recargas', WALLET_SCENARIO);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await acceptWalletLegalTexts(modal);
  // The card stays with the wallet: the site shows no card field at all.
  await expect(modal.getByRole('textbox', { name: /tarjeta|titular|CVV|Vencimiento/ })).toHaveCount(0);
  await answerWalletPopup(page, modal, 'Aprobar');
  await acceptSuccess(page);

  const { requests, consoleMessages } = watched;
  expect(
    requests.filter((request) => /\/v2\/checkout\/orders$/.test(new URL(request.url()).pathname)),
    'the order was created once',
  ).toHaveLength(1);
  expect(
    requests.filter((request) => /\/3\/cobrar$/.test(new URL(request.url()).pathname)),
    'the order was charged once',
  ).toHaveLength(1);
  const leaks: string[] = [];
  for (const request of requests) if (describeRequest(request).includes(WALLET_ORDER_ID)) leaks.push(`order id in ${request.method()} ${request.url()}`);
  for (const message of consoleMessages) if (message.includes(WALLET_ORDER_ID)) leaks.push(`order id in the console: ${message}`);
  // The mock payment service's memory (its side of the charge, decrypted) must hold it: the token of the charge.
  const { serviceMemory, stored } = await page.evaluate((key) => {
    const session = Object.entries({ ...sessionStorage }).filter(([name]) => name !== key);
    const memory = sessionStorage.getItem(key) ?? '{}';
    return { serviceMemory: memory, stored: JSON.stringify([{ ...localStorage }, session, (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []]) };
  }, MOCK_PAYMENTS_MEMORY);
  expect((JSON.parse(serviceMemory) as { charges?: { providerType: string; meta: unknown }[] }).charges).toEqual([
    expect.objectContaining({ providerType: '3', meta: { token: WALLET_ORDER_ID, recurrente: false } }),
  ]);
  expect(stored, 'the purchase reached the analytics layer').toContain('"event":"purchase"');
  if (stored.includes(WALLET_ORDER_ID)) leaks.push('order id in storage or window.dataLayer');
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const callLog = page.getByRole('dialog', { name: 'Panel de QA' }).getByRole('list', { name: /Últimas llamadas/ });
  await expect(callLog).toContainText('/v2/checkout/orders');
  if ((await callLog.innerText()).includes(WALLET_ORDER_ID)) leaks.push("order id in the mocks' call log");
  expect(leaks).toEqual([]);
});

test('the password typed at login is in the login request only: not in the console nor the call log', async ({ page }) => {
  // Unlike any example of the contract, so only what the visitor typed can show it.
  const password = 'Zq7#LoginSinRastro';
  const watched = watch(page);
  await acceptCookiesBeforeVisit(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Número Bait' }).fill('5512345678');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const carriers = watched.requests.filter((request) => (request.postData() ?? '').includes(password));
  expect(
    carriers.map((request) => new URL(request.url()).pathname),
    'the scan would see the password',
  ).toEqual(['/conn/page/api/bait/api/aplicacion/acceso']);
  if (test.info().project.name === 'dev-server') {
    // `npm run dev` logged the login with its body: the scan read the line it must clean.
    await expect
      .poll(() => watched.consoleMessages.filter((message) => message.startsWith('[mocks] POST') && message.includes('loginLegacyMbb')))
      .toHaveLength(1);
    expect(watched.consoleMessages.find((message) => message.includes('loginLegacyMbb'))).toContain('"loginConfirmation":"[redactado]"');
  }
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const callLog = page.getByRole('dialog', { name: 'Panel de QA' }).getByRole('list', { name: /Últimas llamadas/ });
  await expect(callLog).toContainText('/conn/page/api/bait/api/aplicacion/acceso');
  const leaks = [
    ...watched.consoleMessages.filter((message) => message.includes(password)).map((message) => `the console: ${message}`),
    ...((await callLog.innerText()).includes(password) ? ["the mocks' call log"] : []),
    ...((await page.getByRole('dialog', { name: 'Panel de QA' }).innerText()).includes(password) ? ['the QA panel'] : []),
  ];
  expect(leaks).toEqual([]);
});
