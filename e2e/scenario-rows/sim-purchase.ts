import type { Page } from '@playwright/test';
import { cardDetail, fillCardForm } from '../payment-flow';
import { CHARGE_IN_PROCESS } from './payment-plugin';
import { type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

/** A SIM offer of listSimOffers, opened by its shared link (the dialog shows on any page). */
export const SIM_LINK = '/e-sim?oferta=1700701001';
const POSTAL_CODE_FAILED = 'Hubo un error al consultar tu código postal';
const GUEST_FAILED = 'Hubo un error al obtener la información. Por favor inténtalo de nuevo';
/** The payment modal the SIM purchase is handed to. */
const PAYMENT_SHOWN = 'Pago seguro con el estándar de seguridad PCI DSS';

function simDialog(page: Page) {
  return page.getByRole('dialog', { name: 'SIM', exact: true });
}

async function typePostalCode(page: Page) {
  await simDialog(page).getByRole('textbox', { name: 'Código postal' }).fill('03100');
}

/** The whole shipping form, then "Proceder al pago". */
async function proceedToPayment(page: Page) {
  const dialog = simDialog(page);
  await dialog.getByRole('textbox', { name: 'Nombre(s)' }).fill('Ana');
  await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('López Núñez');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Calle' }).fill('Av. Insurgentes Sur');
  await dialog.getByRole('textbox', { name: 'Número exterior' }).fill('1602');
  await typePostalCode(page);
  const colony = dialog.getByRole('combobox', { name: 'Colonia' });
  await colony.locator('option', { hasText: 'Narvarte Poniente' }).waitFor({ state: 'attached' });
  await colony.selectOption({ label: 'Narvarte Poniente' });
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
}

/** The SIM purchase handed to the payment modal and paid by card through its detail step. */
export async function payTheSim(page: Page) {
  await proceedToPayment(page);
  const modal = page.getByRole('dialog').filter({ hasText: PAYMENT_SHOWN });
  const form = await fillCardForm(modal);
  await form.getByRole('button', { name: 'Siguiente' }).click();
  await cardDetail(modal).getByRole('button').last().click();
}

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, act: (page: Page) => Promise<void>, shows: string): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: SIM_LINK,
  act,
  shows,
});

export const simPurchaseRows: ScreenOutcome[] = [
  // The postal code of the shipping form: its places, the server's mensaje, the failure (code cleared).
  row('lookupReplacementSimPostalCode', 'found', typePostalCode, 'Benito Juárez'),
  row('lookupReplacementSimPostalCode', 'notFound', typePostalCode, 'No encontramos colonias para el código postal ingresado.'),
  row('lookupReplacementSimPostalCode', 'failure', typePostalCode, POSTAL_CODE_FAILED),
  // The guest of the SIM journey: given (the purchase goes on to the payment), or failed 3 times
  // (success false and a server error read the same) so the purchase cannot be handed over.
  row('assignGuestSession', 'assigned', proceedToPayment, PAYMENT_SHOWN),
  row('assignGuestSession', 'guestSessionFailed', proceedToPayment, GUEST_FAILED),
  row('assignGuestSession', 'successFalse', proceedToPayment, GUEST_FAILED),
  // The server keeps the visitor it already had: the purchase goes on the same way.
  row('assignGuestSession', 'sessionKept', proceedToPayment, PAYMENT_SHOWN),
  // A journey step the server does not record: the guest call runs and the visitor goes on.
  row('updateJourney', 'unknownVisitor', proceedToPayment, PAYMENT_SHOWN),
  // The SIM's charge without an answer: in process, not paid (decision 180).
  row('chargePayment', 'networkError', payTheSim, CHARGE_IN_PROCESS),
];
