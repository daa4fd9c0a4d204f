import type { Page } from '@playwright/test';
import { fillCardForm, goToPayment, openTopUpFromOfferCard, submitCardForm, topUpModal } from '../payment-flow';
import type { ScreenOutcome } from './types';

const PAID = 'Felicidades, se ha completado tu pago.';

/** The legacy modal of "Bait 100" (/recargas) with its WhatsApp consent ticked, paid by card. */
async function payWithWhatsappConsent(page: Page): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await modal.getByRole('checkbox', { name: /información sobre mi línea por WhatsApp/ }).check();
  await fillCardForm(modal);
  await submitCardForm(modal);
}

/** The eSIM offer's dialog with a compatible device, handed to the payment modal, paid by card. */
async function payEsim(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'E-SIM', exact: true });
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'Confirma tu correo electrónico' }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'IMEI' }).fill('356938035643809');
  await dialog.getByText('¡Felicidades! Su equipo es compatible con nuestra red').waitFor();
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
  const modal = topUpModal(page, 'eSIM Bait 200');
  await fillCardForm(modal);
  await submitCardForm(modal);
}

const LEGACY_PLUGIN = { getFeatureFlags: 'legacyPlugin' } as const;

/**
 * What follows a paid purchase: the WhatsApp notice (decision 171; its answer never reaches the
 * customer, who keeps the success) and the eSIM's ICCID and number (decision 172).
 */
export const afterPaymentRows: ScreenOutcome[] = [
  { operationId: 'sendWhatsappNotice', outcome: 'noticeSent', path: '/recargas', act: payWithWhatsappConsent, shows: PAID, alsoScenarios: LEGACY_PLUGIN },
  { operationId: 'sendWhatsappNotice', outcome: 'noticeNotSent', path: '/recargas', act: payWithWhatsappConsent, shows: PAID, alsoScenarios: LEGACY_PLUGIN },
  { operationId: 'sendWhatsappNotice', outcome: 'networkError', path: '/recargas', act: payWithWhatsappConsent, shows: PAID, alsoScenarios: LEGACY_PLUGIN },
  {
    operationId: 'getEsimPortability',
    outcome: 'found',
    path: '/e-sim?oferta=1700701002',
    act: payEsim,
    shows: 'Tu eSIM ya está lista. ICCID: 8952140001234567890. Número asignado: 55 12 34 56 78.',
  },
  {
    operationId: 'getEsimPortability',
    outcome: 'notAssigned',
    path: '/e-sim?oferta=1700701002',
    act: payEsim,
    shows: 'Aún estamos asignando el número de tu eSIM; lo encontrarás en el correo con tu código QR.',
  },
  {
    operationId: 'getEsimPortability',
    outcome: 'unknownVisitor',
    path: '/e-sim?oferta=1700701002',
    act: payEsim,
    shows: 'Tu compra de E-SIM se realizó con éxito',
  },
];
