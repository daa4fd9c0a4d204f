import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { cardForm, fillCardForm, fillLineData, goToPayment, openTopUpFromOfferCard } from '../payment-flow';
import { type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';
const CLIENT_DATA_ERROR = 'Hubo un error al obtener la información del cliente. Por favor, contacta a soporte.';
const CHARGE_FAILED = 'Lo sentimos, se ha tenido un problema al procesar tu pago.';
const CARD_FORM_SHOWN = 'Nombre(s) del titular';
/** A charge without an answer: in process, no retry (decision 180). */
export const CHARGE_IN_PROCESS =
  'Tu pago está en proceso. Para evitar un cargo doble, no realices otro intento de esta compra por ahora: en unos minutos verás el resultado en tu línea o en tu correo.';

/** The modal of "Bait 100" on /recargas, its line data sent: the plugin loads. */
async function openPlugin(page: Page): Promise<Locator> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  return modal;
}

/** Dismisses the alert that tells the outcome, so the text left in the modal is the one checked. */
async function acceptAlert(page: Page, text: string): Promise<void> {
  const alert = page
    .getByRole('dialog')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
}

/** The card form shows exactly the legal checkboxes the answer's flags ask for. */
const legalCheckboxes =
  ({ recurring, notice, terms }: { recurring: boolean; notice: boolean; terms: boolean }) =>
  async (page: Page): Promise<void> => {
    const form = cardForm(await openPlugin(page));
    await expect(form.getByRole('checkbox', { name: 'Quiero que esta recarga se haga de forma recurrente' })).toHaveCount(recurring ? 1 : 0);
    await expect(form.getByRole('checkbox', { name: /Aviso de Privacidad/ })).toHaveCount(notice ? 1 : 0);
    await expect(form.getByRole('checkbox', { name: /Términos y Condiciones/ })).toHaveCount(terms ? 1 : 0);
  };

/** The plugin loaded: its form, or the text in place of it. */
const showPlugin = async (page: Page): Promise<void> => void (await openPlugin(page));

/** The plugin fails to start: its alert, then the same text in place of the form. */
const failsToStart = (text: string) => async (page: Page) => {
  await openPlugin(page);
  await acceptAlert(page, text);
};

/** The card form filled and sent through its detail step (the modal's detail mode). */
async function payByCard(page: Page): Promise<Locator> {
  const modal = await openPlugin(page);
  const form = await fillCardForm(modal);
  await form.getByRole('button', { name: 'Siguiente' }).click();
  const detail = modal.getByRole('form', { name: 'Detalle del pago' });
  await detail.getByRole('button').last().click();
  return modal;
}

/**
 * A failed charge: the modal shows the text where its line data return (the gateway variant
 * alerts only at the third failure; the legacy one alerts at once: that alert is dismissed).
 */
const chargeFails = (text: string) => async (page: Page) => {
  const modal = await payByCard(page);
  await expect(modal.getByRole('alert').filter({ hasText: text })).toBeVisible();
  const alert = page
    .getByRole('dialog')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  if (await alert.isVisible()) await acceptAlert(page, text);
};

/**
 * A charge without an answer, then the same line's purchase again in the same tab: the modal
 * says the payment is in process where the plugin would load (decision 180).
 */
const blockedAfterUnknownCharge = async (page: Page) => {
  await payByCard(page);
  await acceptAlert(page, CHARGE_IN_PROCESS);
  const modal = await openTopUpFromOfferCard(page);
  await fillLineData(modal);
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: CHARGE_IN_PROCESS })).toBeVisible();
};

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, act: (page: Page) => Promise<void>, shows: string): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: '/recargas',
  act,
  shows,
});

/** The payment plugin in the top-up modal: secure data, the plugin configuration and the charge (issue 11). */
export const paymentPluginRows: ScreenOutcome[] = [
  row('getSecureData', 'ok', showPlugin, CARD_FORM_SHOWN),
  row('getSecureData', 'okOrdCliente', showPlugin, CARD_FORM_SHOWN),
  row('getSecureData', 'failure', failsToStart(UNAVAILABLE), UNAVAILABLE),
  row('getSecureData', 'serverError', failsToStart(UNAVAILABLE), UNAVAILABLE),
  row('getPaymentPlugin', 'cardProvider', showPlugin, CARD_FORM_SHOWN),
  // The custom button text shows on the pay button of the detail step.
  row(
    'getPaymentPlugin',
    'cardProviderCustomStyle',
    async (page) => {
      const modal = await openPlugin(page);
      const form = await fillCardForm(modal);
      await form.getByRole('button', { name: 'Siguiente' }).click();
      await expect(cardForm(modal)).toBeHidden();
    },
    'Pagar mi recarga',
  ),
  // The legal flags (spec payments 3): each checkbox shows only when its flag says so.
  row('getPaymentPlugin', 'oneOffPurchase', legalCheckboxes({ recurring: false, notice: true, terms: true }), CARD_FORM_SHOWN),
  row('getPaymentPlugin', 'noticeOnly', legalCheckboxes({ recurring: false, notice: true, terms: false }), CARD_FORM_SHOWN),
  row('getPaymentPlugin', 'withoutLegalTexts', legalCheckboxes({ recurring: false, notice: false, terms: false }), CARD_FORM_SHOWN),
  // The colour alone is the button's text (spec payments 3 and 9): #1471CE on a white background, outlined.
  row(
    'getPaymentPlugin',
    'buttonColourOnly',
    async (page) => {
      const modal = await openPlugin(page);
      const next = cardForm(modal).getByRole('button', { name: 'Siguiente' });
      await expect(next).toHaveCSS('color', 'rgb(20, 113, 206)');
      await expect(next).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(next).toHaveCSS('border-top-color', 'rgb(20, 113, 206)');
    },
    CARD_FORM_SHOWN,
  ),
  // The legacy plugin's hosted checkout (flag new-plugin off): the processor's frame and its intro.
  {
    ...row('getPaymentPlugin', 'hostedCheckoutProvider', showPlugin, 'Escribe los datos de tu tarjeta en el formulario seguro del procesador de pagos.'),
    alsoScenarios: { getFeatureFlags: 'legacyPlugin' },
  },
  // The wallet button (provider type 3): its legal text first, the button disabled until ticked.
  row('getPaymentPlugin', 'walletProvider', showPlugin, 'Acepta los avisos para habilitar el botón de pago.'),
  row('getPaymentPlugin', 'clientDataError', failsToStart(CLIENT_DATA_ERROR), CLIENT_DATA_ERROR),
  row('getPaymentPlugin', 'undecryptableInformation', failsToStart(CLIENT_DATA_ERROR), CLIENT_DATA_ERROR),
  row('getPaymentPlugin', 'undecryptablePluginRequest', failsToStart(CLIENT_DATA_ERROR), CLIENT_DATA_ERROR),
  row('getPaymentPlugin', 'pluginServerError', failsToStart(CLIENT_DATA_ERROR), CLIENT_DATA_ERROR),
  row('chargePayment', 'charged', async (page) => void (await payByCard(page)), 'Felicidades, se ha completado tu pago.'),
  row('chargePayment', 'declined', chargeFails('Tu banco rechazó el cargo, intenta con otra tarjeta.'), 'Tu banco rechazó el cargo, intenta con otra tarjeta.'),
  row('chargePayment', 'failedWithoutMessage', chargeFails(CHARGE_FAILED), CHARGE_FAILED),
  row('chargePayment', 'undecryptableCharge', chargeFails(CHARGE_FAILED), CHARGE_FAILED),
  row('chargePayment', 'chargeServerError', chargeFails(CHARGE_FAILED), CHARGE_FAILED),
  // No answer to the charge is not a refusal: in process, and the same purchase is not charged again (decision 180).
  row('chargePayment', 'networkError', async (page) => void (await payByCard(page)), CHARGE_IN_PROCESS),
  row('chargePayment', 'code=504', blockedAfterUnknownCharge, CHARGE_IN_PROCESS),
  // The modal's failure states at a phone's width too (axe on every dialog state at both widths).
  { ...row('getPaymentPlugin', 'clientDataError', failsToStart(CLIENT_DATA_ERROR), CLIENT_DATA_ERROR), phone: true },
  {
    ...row(
      'chargePayment',
      'declined',
      chargeFails('Tu banco rechazó el cargo, intenta con otra tarjeta.'),
      'Tu banco rechazó el cargo, intenta con otra tarjeta.',
    ),
    phone: true,
  },
  { ...row('chargePayment', 'code=503', async (page) => void (await payByCard(page)), CHARGE_IN_PROCESS), phone: true },
];
