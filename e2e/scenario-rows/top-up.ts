import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { fillLineData, goToPayment, openTopUpFromOfferCard } from '../payment-flow';
import type { ScenarioMap, ScenarioOutcome, ScreenOutcome } from './types';

const NUMBER = '5512345678';
const UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';

/** Types the number in the modal of "Bait 100" (/recargas) and waits for the check's answer. */
async function typeNumberInModal(page: Page): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await modal.getByRole('textbox', { name: 'Número de teléfono' }).fill(NUMBER);
}

/** Types the number in the line check of /recargas-asociados. */
async function typeAssociateNumber(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Número de tu línea' }).fill(NUMBER);
}

/** The WhatsApp consent is in the legacy variant: flag new-plugin off. */
const LEGACY_PLUGIN: ScenarioMap = { getFeatureFlags: 'legacyPlugin' };

/** The modal of "Bait 100" up to its payment step. */
async function openPaymentStep(page: Page): Promise<void> {
  await goToPayment(await openTopUpFromOfferCard(page));
}

const WHATSAPP_CONSENT = 'Quiero recibir información sobre mi línea por WhatsApp.';

/** The legacy modal up to its WhatsApp consent, ticked. */
async function tickWhatsapp(page: Page): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await modal.getByRole('checkbox', { name: /información sobre mi línea por WhatsApp/ }).check();
}

const modalRow = (outcome: ScenarioOutcome<'validateTopUpLine'>, shows: string): ScreenOutcome => ({
  operationId: 'validateTopUpLine',
  outcome,
  path: '/recargas',
  act: typeNumberInModal,
  shows,
});

const associatesRow = (outcome: ScenarioOutcome<'validateTopUpLine'>, shows: string): ScreenOutcome => ({
  operationId: 'validateTopUpLine',
  outcome,
  path: '/recargas-asociados',
  act: typeAssociateNumber,
  shows,
});

/** The top-up modal's number check and WhatsApp opt-in, and the associates page's line check. */
export const topUpRows: ScreenOutcome[] = [
  // The modal: the server's message with #numero# replaced; statusCode 4 from the offer type.
  modalRow(
    'notAssociate',
    `El número ${NUMBER} no está registrado como asociado, por lo que no puede realizar esta recarga. Te invitamos a conocer nuestras otras recargas.`,
  ),
  modalRow(
    'rechargeNotPossible',
    `No fue posible realizar la recarga al número ${NUMBER}. Comunícate con soporte por correo, por teléfono o marcando *282 desde tu línea.`,
  ),
  modalRow('notOnNetwork', `El número ${NUMBER} no existe en la red, verifica e ingrésalo nuevamente.`),
  modalRow('needsActivation', `La línea ${NUMBER} necesita activarse, comunícate con soporte.`),
  modalRow('serviceNumberMismatch', `El número ${NUMBER} no es un número de telefonía móvil Bait. Verifícalo e ingrésalo nuevamente.`),
  modalRow('unavailable', UNAVAILABLE),
  modalRow('serverError', UNAVAILABLE),
  {
    operationId: 'validateTopUpLine',
    outcome: 'valid',
    path: '/recargas',
    act: async (page) => {
      const modal = await openTopUpFromOfferCard(page);
      await fillLineData(modal);
      await expect(modal.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    },
    shows: 'Datos de la línea',
  },
  // The associates page: the catalogue of spec payments 8 (decision 096).
  associatesRow('valid', 'Tu línea puede recibir las recargas para asociados.'),
  associatesRow(
    'notAssociate',
    `El número ${NUMBER} no está registrado como asociado, por lo que no puede recibir esta recarga. Te invitamos a conocer nuestras otras recargas.`,
  ),
  associatesRow(
    'rechargeNotPossible',
    `No fue posible realizar la recarga al número ${NUMBER}. Comunícate con soporte al correo atencionaclientes@bait.com.mx, al teléfono 8002248000 o marcando *282 desde tu línea.`,
  ),
  associatesRow('notOnNetwork', `El número ${NUMBER} no existe en la red. Verifícalo e ingrésalo nuevamente.`),
  associatesRow('needsActivation', `La línea ${NUMBER} necesita activarse. Comunícate con soporte para activarla.`),
  associatesRow('serviceNumberMismatch', `El número ${NUMBER} no es un número de telefonía móvil Bait. Verifícalo e ingrésalo nuevamente.`),
  associatesRow('serverError', UNAVAILABLE),
  associatesRow('unavailable', UNAVAILABLE),
  // The legacy modal's WhatsApp consent.
  {
    operationId: 'optInWhatsapp',
    outcome: 'subscribed',
    path: '/recargas',
    act: tickWhatsapp,
    shows: 'Listo, recibirás información sobre tu línea por WhatsApp.',
    alsoScenarios: LEGACY_PLUGIN,
  },
  {
    operationId: 'optInWhatsapp',
    outcome: 'notSubscribed',
    path: '/recargas',
    act: tickWhatsapp,
    shows: 'No fue posible registrar tu suscripción a WhatsApp.',
    alsoScenarios: LEGACY_PLUGIN,
  },
  // Flag new-plugin off, or on only for other customers than an anonymous visitor: the legacy
  // variant, whose payment step asks for the WhatsApp consent.
  { operationId: 'getFeatureFlags', outcome: 'legacyPlugin', path: '/recargas', act: openPaymentStep, shows: WHATSAPP_CONSENT },
  { operationId: 'getFeatureConditions', outcome: 'newPluginForUsers', path: '/recargas', act: openPaymentStep, shows: WHATSAPP_CONSENT },
];
