import { expect, type Page } from '@playwright/test';
import { testSessionUser } from '../../src/shared/testing/session-user';
import { maria } from '../session';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const PATH = '/editar-perfil';
/** Decision 079: a 401 ends the session and /login says why. */
const SESSION_ENDED = 'Tu sesión ha expirado, inicia sesión nuevamente.';

/** Changes the name and saves. */
async function save(page: Page) {
  await page.getByRole('textbox', { name: 'Nombre o alias' }).fill('María H.');
  const submit = page.getByRole('button', { name: 'Guardar cambios' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, shows: string, act: ScreenOutcome['act'] = showsOnLoad): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: PATH,
  act,
  shows,
  session: maria,
});

/** An SSO customer: the profile page also offers "Eliminar cuenta" (decision 087). */
const ssoCustomer = testSessionUser({ isLegacy: false, access: 'sso-access-token-4f1c2e9a7b3d' });

/** "Eliminar cuenta", then Aceptar in the confirmation. */
async function deleteAccount(page: Page) {
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
}

const deleteRow = (outcome: ScenarioOutcome<'deleteSsoAccount'>, shows: string): ScreenOutcome => ({
  operationId: 'deleteSsoAccount',
  outcome,
  path: PATH,
  act: deleteAccount,
  shows,
  session: ssoCustomer,
});

/** /editar-perfil: the profile read (getBasicProfile) and its save (sendProfileOperation, operation registro). */
export const profileRows: ScreenOutcome[] = [
  row('getBasicProfile', 'found', 'Guardar cambios'),
  row('getBasicProfile', 'notFound', 'No se encontró información del número'),
  row('getBasicProfile', 'session401', SESSION_ENDED),
  row('getBasicProfile', 'networkError', 'Hubo un error al obtener la información. Por favor inténtalo de nuevo'),
  row('sendProfileOperation', 'legacyOperationDone', 'Tus datos se actualizaron correctamente.', save),
  row('sendProfileOperation', 'legacyOperationFailed', 'No fue posible completar la operación, inténtalo más tarde.', save),
  row('sendProfileOperation', 'networkError', 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo', save),
  deleteRow('deleted', 'Tu cuenta fue eliminada'),
  deleteRow('deleteFailed', 'No fue posible eliminar tu cuenta, inténtalo más tarde.'),
  deleteRow('sessionExpired', SESSION_ENDED),
];
