import type { Page } from '@playwright/test';
import type { ScreenOutcome, ScenarioOutcome } from './types';

const IMEI = '356938035643809';
const COMPATIBLE_WITHOUT_ESIM = 'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM.';
const NOT_COMPATIBLE = 'Lo sentimos. Su equipo no es compatible con nuestra red';
const PHYSICAL_SIM_LINK = { name: 'Obtén tu SIM física', href: '/cambiate-a-bait' };

async function checkImei(page: Page) {
  await page.getByRole('textbox', { name: 'IMEI' }).fill(IMEI);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

const imei = (outcome: ScenarioOutcome<'verifyImei'>, shows: string, link?: ScreenOutcome['link']): ScreenOutcome => ({
  operationId: 'verifyImei',
  outcome,
  path: '/compatibilidad',
  act: checkImei,
  shows,
  ...(link ? { link } : {}),
});

export const compatibilityRows: ScreenOutcome[] = [
  imei('homologadosOVolte', '¡Felicidades! Su equipo es compatible con nuestra red'),
  imei('vozapp', 'es necesario descargar la aplicación VozAPP'),
  imei('noEsim', 'Su equipo es compatible con nuestra red, pero no admite eSIM.', PHYSICAL_SIM_LINK),
  imei('badRequest', COMPATIBLE_WITHOUT_ESIM, PHYSICAL_SIM_LINK),
  imei('error500', 'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.'),
  imei('notCompatible', NOT_COMPATIBLE),
  imei('successFalse', NOT_COMPATIBLE),
  imei('networkError', 'Estimado usuario, ha ocurrido un error interno del servidor.'),
];
