import { expect, type Page } from '@playwright/test';
import { maria } from '../session';
import { type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const PATH = '/cambio-nir';
const DN = '5512345678';
const SHOWN_DN = '55 12 34 56 78';
const NIR_STEP = 'Elige tu nueva lada';
const SERVICE_UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';
/** Decision 079: a 401 to a call sent with a session ends it, and /login says why. */
const SESSION_ENDED = 'Tu sesión ha expirado, inicia sesión nuevamente.';
const CONTACT = 'Comunícate con nosotros a atencionaclientes@bait.com.mx, al 80 02 24 80 00 o al *282 desde tu línea Bait.';

/** The line step: the number, then "Continuar" (captcha, line check, line form). */
async function verifyLine(page: Page) {
  await page.getByRole('textbox', { name: 'Número Bait' }).fill(DN);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The line step, then Guadalajara chosen in the NIR search and "Cambiar NIR". */
async function changeNir(page: Page) {
  await verifyLine(page);
  const select = page.getByRole('combobox', { name: 'Nueva lada (NIR)' });
  await select.fill('guadalajara');
  await expect(page.getByRole('option', { name: '33 · Guadalajara, Jalisco' })).toBeVisible();
  await select.press('Enter');
  await page.getByRole('button', { name: 'Cambiar NIR' }).click();
}

/** The line step, then a search in the NIR select. */
async function searchNir(page: Page) {
  await verifyLine(page);
  await page.getByRole('combobox', { name: 'Nueva lada (NIR)' }).fill('puebla');
}

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  act: (page: Page) => Promise<void>,
  shows: string,
  extra: Partial<Omit<ScreenOutcome, 'operationId' | 'outcome'>> = {},
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: PATH,
  act,
  shows,
  ...extra,
});

export const nirRows: ScreenOutcome[] = [
  // The line check: each status of checkBaitLine.
  row('checkBaitLine', 'valid', verifyLine, NIR_STEP),
  row('checkBaitLine', 'notAssociate', verifyLine, `La línea ${SHOWN_DN} no está registrada como asociado Bait.`),
  row('checkBaitLine', 'rechargeFailed', verifyLine, `Lo sentimos, no fue posible continuar con la línea ${SHOWN_DN}. ${CONTACT}`),
  row('checkBaitLine', 'notOnNetwork', verifyLine, `El número ${SHOWN_DN} no existe en la red Bait, verifica que esté bien escrito.`),
  row('checkBaitLine', 'needsActivation', verifyLine, `La línea ${SHOWN_DN} requiere activación. ${CONTACT}`),
  row('checkBaitLine', 'serviceNumberMismatch', verifyLine, `El número ${SHOWN_DN} no corresponde a una línea de telefonía móvil Bait.`),
  row('checkBaitLine', 'serviceUnavailable', verifyLine, SERVICE_UNAVAILABLE),
  row('checkBaitLine', 'networkError', verifyLine, SERVICE_UNAVAILABLE),
  // The line form that follows a usable line.
  row('submitLineForm', 'received', verifyLine, NIR_STEP),
  row('submitLineForm', 'notReceived', verifyLine, 'No fue posible procesar tu solicitud, inténtalo más tarde.'),
  // The owner of the line beside its number.
  row('getBasicProfile', 'found', verifyLine, 'María Hernández'),
  row('getBasicProfile', 'notFound', verifyLine, SHOWN_DN),
  // The NIRs in the searchable select.
  row('listAvailableNirs', 'available', searchNir, '222 · Puebla, Puebla'),
  row('listAvailableNirs', 'noneAvailable', verifyLine, 'Por ahora no hay NIR disponibles para el cambio. Inténtalo más tarde.'),
  row('listAvailableNirs', 'failure', verifyLine, 'No fue posible consultar los NIR disponibles.'),
  // The change.
  row('changeNir', 'changed', changeNir, 'Tu cambio de NIR se realizó correctamente. Tu nuevo número estará activo en unos minutos.'),
  row('changeNir', 'limitExceeded', changeNir, 'Lo sentimos, ha superado los cambios de número permitidos', {
    link: { name: 'Ir a los centros de atención', href: '/centros-de-atencion' },
  }),
  row('changeNir', 'notChanged', changeNir, 'No fue posible realizar el cambio de NIR, inténtalo más tarde.'),
  row('changeNir', 'networkError', changeNir, SERVICE_UNAVAILABLE),
  // A logged-in customer's session found expired by the NIR list or the change.
  row('listAvailableNirs', 'session401', verifyLine, SESSION_ENDED, { session: maria }),
  row('changeNir', 'session401', changeNir, SESSION_ENDED, { session: maria }),
];
