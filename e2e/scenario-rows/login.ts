import { expect, type Page } from '@playwright/test';
import { rowScenario, type ScenarioOutcome, type ScreenOutcome } from './types';

const LINE_NUMBER = '5512345678';
const SERVICE_NUMBER = '3312345678';
const PASSWORD = 'Bait#2026x';
const HOME_HEADING = 'Telefonía e internet de prepago con Bait';
const LOGIN_FAILED = 'Hubo un error al validar tus datos.';
const SERVICE_UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';

/** Types the number; the check answers 300 ms after the tenth digit. */
async function typeNumber(page: Page, label = 'Número Bait', number = LINE_NUMBER) {
  await page.getByRole('textbox', { name: label }).fill(number);
}

/** Number, password and "Iniciar sesión" once the check enabled it. */
export function logIn(label = 'Número Bait', number = LINE_NUMBER, password = PASSWORD) {
  return async (page: Page) => {
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await typeNumber(page, label, number);
    // The header has its own "Iniciar sesión" link; the form's is the one button of that name.
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(submit).toBeEnabled();
    await submit.click();
  };
}

/** Logs in, then "Cerrar sesión" from the user menu of the header. */
async function logInAndOut(page: Page) {
  await logIn()(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /María Hernández/ }).click();
  await header.getByRole('button', { name: 'Cerrar sesión' }).click();
}

const captcha = (outcome: ScenarioOutcome<'getCaptchaInfo'>): ScreenOutcome => ({
  operationId: 'getCaptchaInfo',
  outcome,
  path: '/login',
  act: logIn(),
  // Whether the captcha runs or not, the number check and the login go through.
  shows: 'Hola, María Hernández',
});

const check = (outcome: ScenarioOutcome<'validateLineNumber'>, shows: string, path = '/login', label = 'Número Bait', number = LINE_NUMBER): ScreenOutcome => ({
  operationId: 'validateLineNumber',
  outcome,
  path,
  act: (page) => typeNumber(page, label, number),
  shows,
});

type LegacyLogin = 'loginLegacyMbb' | 'loginLegacyHbb' | 'loginLegacyMifi';

const login = (operationId: LegacyLogin, path: string, label: string, number: string, name: string): ScreenOutcome[] => [
  { ...rowScenario(operationId, 'loggedIn'), path, act: logIn(label, number), shows: `Hola, ${name}` },
  { ...rowScenario(operationId, 'loginFailed'), path, act: logIn(label, number), shows: LOGIN_FAILED },
];

export const loginRows: ScreenOutcome[] = [
  captcha('captchaActive'),
  captcha('captchaOff'),
  captcha('captchaUnavailable'),
  { ...check('valid', 'Hola, María Hernández'), act: logIn() },
  check('statusCode1', `Lo sentimos, el número ${LINE_NUMBER} no puede continuar. Comunícate con nosotros al *282 desde tu línea Bait.`),
  check('statusCode2', `El número ${LINE_NUMBER} no existe en la red Bait, verifica que esté bien escrito.`),
  check(
    'statusCode4',
    `El número ${SERVICE_NUMBER} no corresponde a un servicio de Internet en casa. Verifica el tipo de línea seleccionado.`,
    '/login?type=hbb',
    'Número de servicio',
    SERVICE_NUMBER,
  ),
  check('failure', SERVICE_UNAVAILABLE),
  check('serverError', 'Error interno del servidor'),
  check('networkError', SERVICE_UNAVAILABLE),
  ...login('loginLegacyMbb', '/login', 'Número Bait', LINE_NUMBER, 'María Hernández'),
  ...login('loginLegacyHbb', '/login?type=hbb', 'Número de servicio', SERVICE_NUMBER, 'Lucía Torres'),
  ...login('loginLegacyMifi', '/login?type=mifi', 'Número de servicio', '8112345678', 'Jorge Ramírez'),
  // The client logs out whatever the server answers: both end on the home page, anonymous.
  { operationId: 'logoutLegacy', outcome: 'loggedOut', path: '/login', act: logInAndOut, shows: HOME_HEADING },
  { operationId: 'logoutLegacy', outcome: 'logoutFailed', path: '/login', act: logInAndOut, shows: HOME_HEADING },
];
