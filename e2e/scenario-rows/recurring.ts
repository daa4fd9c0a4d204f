import type { Page } from '@playwright/test';
import { maria } from '../session';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const PATH = '/recurrente';
/** Decision 079: a 401 ends the session and /login says why. */
const SESSION_ENDED = 'Tu sesión ha expirado, inicia sesión nuevamente.';

/** "Desactivar" on the first top-up, then "Aceptar" in the confirmation. */
async function deactivateFirst(page: Page) {
  await page.getByRole('article', { name: 'Recarga 200' }).getByRole('button', { name: 'Desactivar' }).click();
  await page.getByRole('dialog', { name: 'Desactivar recarga recurrente' }).getByRole('button', { name: 'Aceptar' }).click();
}

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, shows: string, act: ScreenOutcome['act'] = showsOnLoad): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: PATH,
  act,
  shows,
  session: maria,
});

/** /recurrente: the list, its failures (the customer's uuid comes from the basic profile) and the deactivation. */
export const recurringRows: ScreenOutcome[] = [
  row('listActiveRecurringTopUps', 'activeTopUps', 'Paquete 100'),
  row('listActiveRecurringTopUps', 'noActiveTopUps', 'No tienes recargas recurrentes activas.'),
  row('listActiveRecurringTopUps', 'listFailed', 'No fue posible consultar tus recargas recurrentes, intenta más tarde.'),
  row('listActiveRecurringTopUps', 'session401', SESSION_ENDED),
  row('listActiveRecurringTopUps', 'networkError', 'No fue posible consultar tus recargas recurrentes, intenta más tarde.'),
  row('getBasicProfile', 'notFound', 'No se encontró información del número'),
  row('deactivateRecurringTopUp', 'deactivated', 'Tu recarga recurrente fue desactivada.', deactivateFirst),
  row('deactivateRecurringTopUp', 'notDeactivated', 'No fue posible desactivar tu recarga recurrente, intenta más tarde.', deactivateFirst),
  row('deactivateRecurringTopUp', 'recurringTopUpNotFound', 'La recarga recurrente no existe o ya fue desactivada.', deactivateFirst),
  row('deactivateRecurringTopUp', 'session401', SESSION_ENDED, deactivateFirst),
];
