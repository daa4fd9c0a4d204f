import type { Page } from '@playwright/test';
import { rowScenario, type OperationId, type ScenarioOutcome, type ScreenOutcome } from './types';

export const SIM_REPLACEMENT_PATH = '/reposicion-sim';
const LOCKED = '¡Ups! Parece que has alcanzado el número máximo de intentos';

/** The line, the new SIM's ICCID, the e-mail and the reason, then "Enviar código". */
export async function sendReplacementData(page: Page, { reason = 'Robo' } = {}): Promise<void> {
  await page.getByRole('textbox', { name: 'Tu número Bait' }).fill('5512345678');
  await page.getByRole('textbox', { name: 'ICCID de la SIM nueva' }).fill('0001234567890');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.lopez@correo.mx');
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

/** The code typed in the shared code input, then "Verificar". */
export async function enterSimReplacementCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

const dataThenCode = (code: string) => async (page: Page) => {
  await sendReplacementData(page);
  await enterSimReplacementCode(page, code);
};

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  act: ScreenOutcome['act'],
  shows: string,
  phone = false,
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: SIM_REPLACEMENT_PATH,
  act,
  shows,
  ...(phone ? { phone } : {}),
});

/**
 * /reposicion-sim (decision 170), public: each outcome of the code request, its check and the
 * replacement request. The whole flow without scenario is e2e/sim-replacement.spec.ts.
 */
export const simReplacementRows: ScreenOutcome[] = [
  row('requestSimReplacementOtp', 'sent', sendReplacementData, 'Te enviamos un código de verificación por SMS.'),
  row('requestSimReplacementOtp', 'lockedOut', sendReplacementData, LOCKED, true),
  row('requestSimReplacementOtp', 'networkError', sendReplacementData, 'No fue posible enviar el código de verificación. Inténtalo más tarde.'),
  row('validateSimReplacementOtp', 'validated', dataThenCode('1234'), 'Tu solicitud de reemplazo de SIM fue registrada.'),
  row('validateSimReplacementOtp', 'wrongCode', dataThenCode('9999'), 'El código ingresado es incorrecto. Te quedan 2 intentos.'),
  row('validateSimReplacementOtp', 'lastAttemptRemaining', dataThenCode('9999'), 'El código ingresado es incorrecto. Te queda 1 intento.', true),
  row('validateSimReplacementOtp', 'lockedOut', dataThenCode('9999'), LOCKED),
  row('validateSimReplacementOtp', 'networkError', dataThenCode('1234'), 'No fue posible validar el código. Inténtalo más tarde.'),
  row('requestSimReplacement', 'requested', dataThenCode('1234'), 'Solicitud registrada'),
  row('requestSimReplacement', 'rejected', dataThenCode('1234'), 'Lo sentimos, el número ICCID ingresado no corresponde a una SIM'),
  row('requestSimReplacement', 'notVerified', dataThenCode('1234'), 'Primero valida el código de verificación de tu línea.'),
  row(
    'requestSimReplacement',
    'networkError',
    dataThenCode('1234'),
    'No fue posible registrar tu solicitud de reposición. Verifica los datos e inténtalo de nuevo.',
    true,
  ),
];
