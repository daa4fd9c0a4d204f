/**
 * The payment step's two variants (spec payments 2 and 4, flag new-plugin; decision 271): the
 * legacy plugin shows the provider type's own form and the site's WhatsApp consent; the gateway
 * component takes the card, the terms and the WhatsApp consent in its frame, for every provider
 * type, and alerts only at the third payment error. At a phone's width (390 px).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { fillGatewayCard, FRAME_TITLE, gatewayFrame, GATEWAY_VARIANT_SCENARIO, hostedDetail, submitGatewayCard } from './gateway-flow';
import { acceptHostedLegalTexts, fillHostedCard, hostedCheckoutDetail, hostedCheckoutFrame, submitHostedCard } from './hosted-checkout-flow';
import { cardDetail, cardForm, fillCardForm, goToPayment, openTopUpFromOfferCard } from './payment-flow';
import type { ScenarioMap } from './scenario-rows/types';
import { gotoWithScenarios } from './scenarios';
import { acceptWalletLegalTexts, answerWalletPopup, walletPayButton, WALLET_SCENARIO } from './wallet-flow';

const SUCCESS = 'Felicidades, se ha completado tu pago.';
const WHATSAPP_CONSENT = /información sobre mi línea por WhatsApp/;
const LEGACY_DECLINED = 'Tu banco rechazó el cargo, intenta con otra tarjeta.';
const GATEWAY_DECLINED = 'Tu banco rechazó el pago. Intenta con otra tarjeta.';

const PROVIDER_SCENARIOS = {
  'card form (type 1)': { getPaymentPlugin: 'cardProvider' },
  'hosted checkout (type 2)': { getPaymentPlugin: 'hostedCheckoutProvider' },
  'wallet (type 3)': WALLET_SCENARIO,
} as const satisfies Record<string, ScenarioMap>;

test.use({ viewport: { width: 390, height: 844 } });

/** The success alert, accepted: the modal has closed under it. */
async function expectPaid(page: Page, modal: Locator): Promise<void> {
  const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(alert.getByText(SUCCESS)).toBeVisible();
  await expect(modal).toBeHidden();
  await alert.getByRole('button', { name: 'Aceptar' }).click();
}

/** Pays through the gateway's frame: the card and its terms in the frame, then the site's detail step. */
async function payThroughGateway(modal: Locator): Promise<void> {
  const frame = await gatewayFrame(modal);
  await fillGatewayCard(frame);
  await submitGatewayCard(frame);
  await hostedDetail(modal).getByRole('button', { name: 'Pagar ahora' }).click();
}

/** The error alert of a failed payment, if one is up. */
function errorAlert(page: Page, text: string): Locator {
  return page
    .getByRole('dialog')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
}

test('the QA panel flips new-plugin and the payment step changes from the provider form to the gateway', async ({ page }) => {
  await page.goto('/recargas');
  let modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  // Legacy (the mocks' default flags): the card form and, once its legal checkbox shows, the site's WhatsApp consent.
  await expect(cardForm(modal)).toBeVisible();
  await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toBeVisible();
  await expect(modal.getByTitle(FRAME_TITLE)).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de QA' });
  await panel.getByText('Banderas de funcionalidad').click();
  await panel.getByRole('combobox', { name: 'new-plugin' }).selectOption('on');
  await panel.getByRole('button', { name: 'Aplicar y recargar' }).click();
  await expect(page).toHaveURL(/flags=new-plugin%3Aon|flags=new-plugin:on/);

  modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  // Gateway: its frame in place of the card form, and no WhatsApp consent on the site's side.
  const frame = await gatewayFrame(modal);
  await expect(frame.getByRole('checkbox', { name: /WhatsApp/ })).toBeVisible();
  await expect(cardForm(modal)).toHaveCount(0);
  await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(0);
});

for (const [provider, scenario] of Object.entries(PROVIDER_SCENARIOS)) {
  test(`gateway variant, ${provider}: the gateway component takes the payment`, async ({ page }) => {
    await gotoWithScenarios(page, '/recargas', { ...GATEWAY_VARIANT_SCENARIO, ...scenario });
    const modal = await openTopUpFromOfferCard(page);
    await goToPayment(modal);
    await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(0);
    await payThroughGateway(modal);
    await expectPaid(page, modal);
  });
}

test('legacy variant, card form (type 1): the card form takes the payment, the WhatsApp consent is the site’s', async ({ page }) => {
  await gotoWithScenarios(page, '/recargas', PROVIDER_SCENARIOS['card form (type 1)']);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const form = await fillCardForm(modal);
  await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(1);
  await form.getByRole('button', { name: 'Siguiente' }).click();
  await cardDetail(modal).getByRole('button').last().click();
  await expectPaid(page, modal);
});

test("legacy variant, hosted checkout (type 2): the hosted-checkout script's frame takes the card", async ({ page }) => {
  await gotoWithScenarios(page, '/recargas', PROVIDER_SCENARIOS['hosted checkout (type 2)']);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const frame = await hostedCheckoutFrame(modal);
  await expect(modal.getByTitle(FRAME_TITLE)).toHaveCount(0);
  await acceptHostedLegalTexts(modal);
  await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(1);
  await fillHostedCard(frame);
  await submitHostedCard(frame);
  await hostedCheckoutDetail(modal).getByRole('button', { name: 'Pagar ahora' }).click();
  await expectPaid(page, modal);
});

test('legacy variant, wallet (type 3): the wallet button takes the payment', async ({ page }) => {
  await gotoWithScenarios(page, '/recargas', PROVIDER_SCENARIOS['wallet (type 3)']);
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await acceptWalletLegalTexts(modal);
  await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(1);
  await expect(walletPayButton(modal)).toBeEnabled();
  await answerWalletPopup(page, modal, 'Aprobar');
  await expectPaid(page, modal);
});

test('three declined payments: the gateway variant alerts at the third only', async ({ page }) => {
  test.setTimeout(scaledTimeout(90_000));
  await gotoWithScenarios(page, '/recargas', { ...GATEWAY_VARIANT_SCENARIO, createGatewayPayment: 'declined' });
  const modal = await openTopUpFromOfferCard(page);
  for (const attempt of [1, 2, 3]) {
    await goToPayment(modal);
    const frame = await gatewayFrame(modal);
    await fillGatewayCard(frame);
    await submitGatewayCard(frame);
    // The line data come back with the message each time.
    await expect(modal.getByRole('alert').filter({ hasText: GATEWAY_DECLINED })).toBeVisible();
    if (attempt < 3) await expect(errorAlert(page, GATEWAY_DECLINED)).toHaveCount(0);
  }
  await expect(errorAlert(page, GATEWAY_DECLINED)).toBeVisible();
});

test('three declined payments: the legacy variant alerts at each one, with no count', async ({ page }) => {
  test.setTimeout(scaledTimeout(90_000));
  await gotoWithScenarios(page, '/recargas', { chargePayment: 'declined' });
  const modal = await openTopUpFromOfferCard(page);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await goToPayment(modal);
    const form = await fillCardForm(modal);
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await cardDetail(modal).getByRole('button').last().click();
    const alert = errorAlert(page, LEGACY_DECLINED);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    await expect(alert).toBeHidden();
  }
});
