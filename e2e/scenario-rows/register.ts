import type { Page } from '@playwright/test';
import { rowScenario, type OperationId, type ScenarioMap, type ScenarioOutcome, type ScreenOutcome } from './types';

const NUMBER = '5512345678';
const ICCID_DIGITS = '0012345678901';
const REGISTER = '/registro';
const REGISTER_HBB = '/registro?type=hbb';
const PASSWORD = 'Bait#2026x';

async function requestMbbCode(page: Page) {
  await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(NUMBER);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(NUMBER);
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

async function fillHbb(page: Page) {
  await page.getByRole('textbox', { name: 'Número de servicio' }).fill('3312345678');
  await page.getByRole('textbox', { name: 'Número telefónico' }).fill(NUMBER);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('maria@correo.example');
  await page.getByRole('textbox', { name: 'ICCID de tu SIM' }).fill(ICCID_DIGITS);
}

async function requestHbbCode(page: Page) {
  await fillHbb(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

/** The number's code requested, then the code typed and sent: the complete-registration step follows. */
export async function enterCode(page: Page, code = '1234') {
  await requestMbbCode(page);
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

/** The complete-registration form filled and sent: the account home follows. */
export async function sendCompleteRegistration(page: Page) {
  await page.getByRole('textbox', { name: 'Nombre o alias' }).fill('María');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('maria@correo.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirma tu contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarme' }).click();
}

async function completeRegistration(page: Page) {
  await enterCode(page);
  await sendCompleteRegistration(page);
}

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  path: string,
  act: ScreenOutcome['act'],
  shows: string,
  alsoScenarios?: ScenarioMap,
): ScreenOutcome => ({ ...rowScenario(operationId, outcome), path, act, shows, ...(alsoScenarios ? { alsoScenarios } : {}) });

/** Registration and complete registration (spec 2.10, 4 "Register", 8 "Account errors"). */
export const registerRows: ScreenOutcome[] = [
  row('validateIccid', 'valid', REGISTER_HBB, requestHbbCode, 'Paso 2 de 2: código de verificación'),
  row('validateIccid', 'statusCode4', REGISTER_HBB, fillHbb, 'El ICCID ingresado no corresponde a un número de Internet en casa o de Internet portátil.'),
  row('validateIccid', 'notASim', REGISTER_HBB, fillHbb, 'Lo sentimos, el número ICCID ingresado no corresponde a una SIM'),
  row('validateIccid', 'failure', REGISTER_HBB, fillHbb, 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.'),
  row('validateIccid', 'serverError', REGISTER_HBB, fillHbb, 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.'),
  row('generateRegisterOtp', 'otpSent', REGISTER, requestMbbCode, 'Escribe el código de 4 dígitos que enviamos por SMS al 5512345678.'),
  row(
    'generateRegisterOtp',
    'alreadyRegistered',
    REGISTER,
    requestMbbCode,
    'Lo sentimos, el número ingresado ya tiene una cuenta registrada, si no conoce su contraseña, favor de solicitar la recuperación.',
  ),
  row('generateRegisterOtp', 'lockedOut', REGISTER, requestMbbCode, 'Tómate un respiro y vuelve a intentarlo en una hora'),
  row('validateRegisterOtp', 'otpValid', REGISTER, enterCode, 'Ya casi terminas. Completa tus datos y crea tu contraseña.'),
  row('validateRegisterOtp', 'wrongCode', REGISTER, enterCode, 'El código ingresado es incorrecto.'),
  row('registerUser', 'registered', REGISTER, completeRegistration, 'Hola, María Hernández'),
  row('registerUser', 'registerFailed', REGISTER, completeRegistration, 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.'),
];
