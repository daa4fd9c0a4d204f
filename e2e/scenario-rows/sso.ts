import { expect, type Page } from '@playwright/test';
import { rowScenario, showsOnLoad, type OperationId, type ScenarioMap, type ScenarioOutcome, type ScreenOutcome } from './types';
import { SSO_STATE_STORAGE_KEY } from '../../src/shared/domain/sso/sso-state';

// The sso flag is on in the mock flags: no row needs `?flags=`.
const NUMBER = '5512345678';
const PASSWORD = 'Bait#2026x';
const LOCKOUT = '¡Ups! Parece que has alcanzado el número máximo de intentos';
const VALIDATION_FAILED = 'Hubo un error al validar tus datos.';
const CODE_STEP = 'Ingresa tu código';
/** The loginSso example's user, the one the callback logs in. */
const SSO_GREETING = 'Hola, Ana López';
const HOME_BALANCE: ScenarioMap = { getSsoConsumption: 'balance' };
const SENT_STATE = '9c41d07be2a35f86c1d4e7b20a9f3c58';
const CALLBACK = `/sso-callback?code=4f1c2e9a7b3d5f8e0a6c&state=${SENT_STATE}&email_verify=true`;
/** The tab that went to the identity provider remembers the state it sent (decision 129). */
const SENT_FROM_THIS_TAB = { [SSO_STATE_STORAGE_KEY]: SENT_STATE };

/** From the intro (when there is one) to the number, typed and sent. */
async function sendNumber(page: Page) {
  const number = page.getByRole('textbox', { name: 'Número Bait' });
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(number.or(next)).toBeVisible();
  if (await next.isVisible()) await next.click();
  await number.fill(NUMBER);
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

/** The number, then the code: the mocks' valid code, unless the scenario answers otherwise. */
async function sendCode(page: Page) {
  await sendNumber(page);
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).pressSequentially('1234');
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function legacyLogIn(page: Page) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Ingresar con número y contraseña' }).click();
  await page.getByRole('textbox', { name: 'Número Bait' }).fill(NUMBER);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
}

const onSso = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, act: ScreenOutcome['act'], shows: string): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: '/sso',
  act,
  shows,
});

/** Every outcome of the single sign-on calls as /sso and /sso-callback show them. */
export const ssoRows: ScreenOutcome[] = [
  onSso('getSsoIntroImages', 'introImages', showsOnLoad, 'Tu cuenta Bait, en un solo acceso'),
  // Without images (or without an answer) the page starts at the number.
  onSso('getSsoIntroImages', 'noImages', showsOnLoad, 'Verifica tu número'),
  onSso('getSsoIntroImages', 'networkError', showsOnLoad, 'Verifica tu número'),
  onSso('verifySsoProfile', 'profileVerified', sendNumber, CODE_STEP),
  onSso('verifySsoProfile', 'profileNotFound', sendNumber, 'El número ingresado no pertenece a Bait, verifica que esté bien escrito.'),
  onSso('verifySsoProfile', 'networkError', sendNumber, VALIDATION_FAILED),
  onSso('sendSsoOtp', 'otpSent', sendNumber, CODE_STEP),
  onSso('sendSsoOtp', 'lockedOut', sendNumber, LOCKOUT),
  // A valid code leaves for the identity provider: its local stand-in in mock mode.
  onSso('checkSsoOtp', 'otpValid', sendCode, 'Ingresa tu correo y tu contraseña para continuar en Bait.'),
  onSso('checkSsoOtp', 'wrongCode', sendCode, 'El código ingresado es incorrecto.'),
  onSso('checkSsoOtp', 'lockedOut', sendCode, LOCKOUT),
  onSso('loginSsoLegacy', 'loggedIn', legacyLogIn, 'Hola, María Hernández'),
  onSso('loginSsoLegacy', 'invalidCredentials', legacyLogIn, VALIDATION_FAILED),
  // A chosen login answer starts no mock session: /home's consumption is chosen too, or it would answer 401.
  {
    operationId: 'loginSso',
    outcome: 'loggedIn',
    path: CALLBACK,
    tabStorage: SENT_FROM_THIS_TAB,
    act: showsOnLoad,
    shows: SSO_GREETING,
    alsoScenarios: HOME_BALANCE,
  },
  {
    operationId: 'loginSso',
    outcome: 'emailNotVerified',
    path: CALLBACK,
    tabStorage: SENT_FROM_THIS_TAB,
    act: showsOnLoad,
    shows: SSO_GREETING,
    alsoScenarios: HOME_BALANCE,
  },
  {
    operationId: 'loginSso',
    outcome: 'loginFailed',
    path: CALLBACK,
    tabStorage: SENT_FROM_THIS_TAB,
    act: showsOnLoad,
    shows: 'No fue posible iniciar sesión, por favor inténtalo de nuevo.',
  },
  // A callback address made elsewhere (no state sent from this tab): refused before any exchange, whatever the server would say.
  {
    operationId: 'loginSso',
    outcome: 'loggedIn',
    path: CALLBACK,
    act: showsOnLoad,
    shows: 'No pudimos confirmar que iniciaste este acceso desde esta ventana.',
  },
];
