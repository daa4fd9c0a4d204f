import type { Page } from '@playwright/test';
import { cardForm, fillCardForm, goToPayment, openTopUpFromOfferCard, submitCardForm } from '../payment-flow';
import type { ScreenOutcome, ScenarioOutcome } from './types';

const POSTAL_CODE_FAILED = 'Hubo un error al consultar tu código postal';
const PAYMENT_FAILED = 'Lo sentimos, se ha tenido un problema al procesar tu pago.';

/** The modal of "Bait 100" (/recargas) up to the card form, then a postal code typed. */
async function typePostalCode(page: Page, postalCode = '04100'): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await cardForm(modal).getByRole('textbox', { name: 'Código postal' }).fill(postalCode);
}

/** The whole card form filled and paid (Next, then the summary's pay button). */
async function payByCard(page: Page): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await fillCardForm(modal);
  await submitCardForm(modal);
}

const lookupRow = (outcome: ScenarioOutcome<'searchNeighbourhoods'>, shows: string, postalCode?: string): ScreenOutcome => ({
  operationId: 'searchNeighbourhoods',
  outcome,
  path: '/recargas',
  act: (page) => typePostalCode(page, postalCode),
  shows,
});

const tokenRow = (outcome: ScenarioOutcome<'createCardToken'>, shows: string): ScreenOutcome => ({
  operationId: 'createCardToken',
  outcome,
  path: '/recargas',
  act: payByCard,
  shows,
});

/** The card form of the payment plugin (provider type 1): the postal-code lookup and the tokeniser. */
export const cardPaymentRows: ScreenOutcome[] = [
  lookupRow('found', 'Ciudad de México'),
  lookupRow('foundSingle', 'Jalisco', '45010'),
  lookupRow('foundBenitoJuarez', 'Benito Juárez', '03100'),
  lookupRow('successFalse', 'No fue posible consultar el código postal, intenta nuevamente.'),
  lookupRow('notFound', 'El código postal ingresado no existe.', '00000'),
  lookupRow('serviceError', POSTAL_CODE_FAILED),
  lookupRow('networkError', POSTAL_CODE_FAILED),
  tokenRow('tokenCreated', 'Felicidades, se ha completado tu pago.'),
  tokenRow('invalidNumber', 'El número de la tarjeta es inválido.'),
  tokenRow('invalidExpiryMonth', 'El mes de vencimiento de la tarjeta es inválido.'),
  tokenRow('invalidExpiryYear', 'El año de vencimiento de la tarjeta es inválido.'),
  tokenRow('invalidCvv', 'El código de seguridad (CVV) de la tarjeta es inválido.'),
  tokenRow('invalidHolderName', 'El nombre del titular de la tarjeta es inválido.'),
  // No message for the buyer, but a field named: the field is cleared with the site's message (decision 185).
  tokenRow('invalidNumberWithoutMessage', 'Lo sentimos, el número de tarjeta no es válido. Escríbelo de nuevo.'),
  tokenRow('cardDeclined', 'La tarjeta fue declinada, por favor intenta con otra tarjeta.'),
  tokenRow('processorError', PAYMENT_FAILED),
  tokenRow('networkError', PAYMENT_FAILED),
];
