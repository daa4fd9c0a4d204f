import type { Page } from '@playwright/test';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

/** The eSIM offer of listSimOffers, opened by its shared link (the dialog shows on any page). */
export const ESIM_LINK = '/e-sim?oferta=1700701002';
const PHYSICAL_SIM_LINK = { name: 'Obtén tu SIM física', href: '/cambiate-a-bait' };

function esimDialog(page: Page) {
  return page.getByRole('dialog', { name: 'E-SIM', exact: true });
}

/** The visitor's data; the IMEI is checked 600 ms after the last digit. */
async function fillForm(page: Page) {
  const dialog = esimDialog(page);
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'Confirma tu correo electrónico' }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'IMEI' }).fill('356938035643809');
}

/** The form with a compatible eSIM device, then "Proceder al pago". */
export async function proceedToPayment(page: Page) {
  await fillForm(page);
  await esimDialog(page).getByText('¡Felicidades! Su equipo es compatible con nuestra red').waitFor();
  await esimDialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
}

const GUEST_FAILED = 'Hubo un error al obtener la información. Por favor inténtalo de nuevo';
const PAYMENT_SHOWN = 'Pago seguro con el estándar de seguridad PCI DSS';

/**
 * A visitor's guest kept from an earlier visit today, under the spec's visitor eSIM key: the dialog
 * confirms it before using it. Written out rather than imported: the app's module reads the build's
 * env, which `npm run generate` (it reads these rows) has not. A renamed key fails the rows below
 * that expect the confirmation to fail.
 */
const KEPT_GUEST = { 'visitante-esim': JSON.stringify({ uuid: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12', savedAt: Date.now() }) };

const keptGuestRow = (outcome: ScenarioOutcome<'getGuestInformation'>, act: (page: Page) => Promise<void>, shows: string): ScreenOutcome => ({
  ...rowScenario('getGuestInformation', outcome),
  path: ESIM_LINK,
  act,
  shows,
  localEntries: KEPT_GUEST,
});

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  act: (page: Page) => Promise<void>,
  shows: string,
  link?: ScreenOutcome['link'],
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: ESIM_LINK,
  act,
  shows,
  ...(link ? { link } : {}),
});

export const esimPurchaseRows: ScreenOutcome[] = [
  // The IMEI check's four outcomes (badRequest reads as noEsim, successFalse as notCompatible,
  // a dropped connection as error500).
  row('validateImei', 'homologadosOVolte', fillForm, '¡Felicidades! Su equipo es compatible con nuestra red'),
  row('validateImei', 'vozapp', fillForm, 'es necesario descargar la aplicación VozAPP'),
  row('validateImei', 'noEsim', fillForm, 'Su equipo es compatible con nuestra red, pero no admite eSIM.', PHYSICAL_SIM_LINK),
  row('validateImei', 'notCompatible', fillForm, 'Lo sentimos. Su equipo no es compatible con nuestra red'),
  row('validateImei', 'error500', fillForm, 'Error al obtener la respuesta del servicio'),
  row('validateImei', 'serviceMessage', fillForm, 'El servicio de validación no está disponible, inténtalo más tarde'),
  row('validateImei', 'badRequest', fillForm, 'Su equipo es compatible con nuestra red, pero no admite eSIM.', PHYSICAL_SIM_LINK),
  row('validateImei', 'successFalse', fillForm, 'Lo sentimos. Su equipo no es compatible con nuestra red'),
  // The guest session on opening: 3 failed attempts give the error alert (Accept reloads).
  row('assignGuestSession', 'guestSessionFailed', showsOnLoad, GUEST_FAILED),
  // A kept guest: confirmed (the purchase goes on), unknown (a new one is given and it goes on),
  // or unconfirmed three times (the error alert).
  keptGuestRow('ok', proceedToPayment, PAYMENT_SHOWN),
  keptGuestRow('unknownVisitor', proceedToPayment, PAYMENT_SHOWN),
  keptGuestRow('successFalse', showsOnLoad, GUEST_FAILED),
  keptGuestRow('guestSessionFailed', showsOnLoad, GUEST_FAILED),
  // The check of "Proceder al pago": the payment modal, the server's message, or the default warning.
  row('checkEsimPurchase', 'ok', proceedToPayment, PAYMENT_SHOWN),
  row('checkEsimPurchase', 'rejectedWithMessage', proceedToPayment, 'El número ingresado ya cuenta con una compra en proceso'),
  row('checkEsimPurchase', 'rejectedWithoutMessage', proceedToPayment, 'Hubo un error al ingresar la información'),
  // A refusal with a status: its mensaje is the warning, as a refusal's with success false is.
  row('checkEsimPurchase', 'unknownVisitor', proceedToPayment, 'Visitante no encontrado'),
  row('checkEsimPurchase', 'serverError', proceedToPayment, 'Error interno del servidor'),
];
