import type { Page } from '@playwright/test';
import type { ScreenOutcome, ScenarioOutcome } from './types';

const CONTACT_FAILURE = 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo';
const CONTACT_SAVED = 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Whatsapp';

async function sendWhatsappContactRequest(page: Page) {
  await page.getByRole('button', { name: 'Contáctame por WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
  await dialog.getByRole('textbox', { name: 'Teléfono(whatsapp)' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Confirma tu número' }).fill('5512345678');
  await dialog.getByRole('checkbox', { name: /He leído, entiendo y consiento/ }).check();
  await dialog.getByRole('button', { name: 'ENVIAR DATOS' }).click();
}

const contact = (outcome: ScenarioOutcome<'createContactRequest'>, shows: string): ScreenOutcome => ({
  operationId: 'createContactRequest',
  outcome,
  path: '/cambiate-a-bait',
  act: sendWhatsappContactRequest,
  shows,
});

export const acquisitionRows: ScreenOutcome[] = [
  contact('saved', CONTACT_SAVED),
  contact('notSaved', CONTACT_FAILURE),
  contact('serverError', CONTACT_FAILURE),
  contact('networkError', CONTACT_FAILURE),
];
