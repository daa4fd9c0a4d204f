import type { Page } from '@playwright/test';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

/** Fills the port-in request on /haz-tu-portabilidad and sends it. */
export async function requestPortIn(page: Page, number = '5587654321'): Promise<void> {
  await page.getByRole('textbox', { name: 'Número a portar' }).fill(number);
  await page.getByRole('textbox', { name: 'NIP de portabilidad' }).fill('1234');
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana López');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo.example');
  await page.getByRole('button', { name: 'Solicitar portabilidad' }).click();
}

const portIn = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  shows: string,
  act: ScreenOutcome['act'] = requestPortIn,
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: '/haz-tu-portabilidad',
  act,
  shows,
});

/** The guest's three failed attempts show one alert, whether the server says success false or fails. */
export const portInRows: ScreenOutcome[] = [
  portIn('getPortabilityGuest', 'successFalse', 'Hubo un error al obtener la información. Por favor inténtalo de nuevo', showsOnLoad),
  portIn('getPortabilityGuest', 'guestSessionFailed', 'Hubo un error al obtener la información. Por favor inténtalo de nuevo', showsOnLoad),
  // A guest given: the request goes through its steps.
  portIn('getPortabilityGuest', 'ok', 'Recibimos tu solicitud de portabilidad.'),
  portIn('lookupLinePortability', 'notFound', 'Recibimos tu solicitud de portabilidad.'),
  portIn('lookupLinePortability', 'found', 'Tu número ya tiene una portabilidad registrada.'),
  portIn('lookupLinePortability', 'networkError', 'No fue posible consultar la portabilidad de tu número. Por favor inténtalo de nuevo.'),
  portIn('trackPortabilityStep', 'recorded', 'Recibimos tu solicitud de portabilidad.'),
  portIn('trackPortabilityStep', 'unknownVisitor', 'No fue posible enviar tu solicitud de portabilidad. Por favor inténtalo de nuevo.'),
];
