import type { Page } from '@playwright/test';
import { maria } from '../session';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

/** The page as "Cambiar tarjeta" of the first recurring top-up opens it. */
export const CARD_REPLACEMENT_PATH = '/cambiar-tarjeta?recarga=rec-8f3a2c71&linea=5512345678';

/** The new card, then "Continuar": the card is tokenised and the code requested. */
export async function enterNewCard(page: Page, { cardNumber = '4111111111111111' } = {}): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre(s) del titular' }).fill('María');
  await page.getByRole('textbox', { name: 'Apellidos del titular' }).fill('Hernández');
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Vencimiento (MM / YY)' }).fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The code typed in the shared code input, then "Verificar". */
export async function enterReplacementCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

const cardThenCode = (code: string) => async (page: Page) => {
  await enterNewCard(page);
  await enterReplacementCode(page, code);
};

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, shows: string, act: ScreenOutcome['act'] = showsOnLoad): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: CARD_REPLACEMENT_PATH,
  act,
  shows,
  session: maria,
});

/**
 * /cambiar-tarjeta (decision 106), logged in: the processor's setup refused, the code request
 * locked out or unanswered, a wrong code (2 and 1 attempts left), a check unanswered, the card
 * refused; the code check's lockout, the same screen as the request's; and the way through: the
 * form once the processor is set up, the code step once it is sent, the card updated once the
 * code is valid and the card registered (the whole flow at a phone's width: e2e/after-sale.spec.ts).
 */
export const cardReplacementRows: ScreenOutcome[] = [
  row('getCardReplacementProcessor', 'unavailable', 'Por el momento no es posible cambiar tu tarjeta. Inténtalo más tarde.'),
  row('sendCardReplacementOtp', 'lockedOut', '¡Ups! Parece que has alcanzado el número máximo de intentos', enterNewCard),
  row('sendCardReplacementOtp', 'networkError', 'No fue posible enviar el código de verificación. Inténtalo más tarde.', enterNewCard),
  row('validateCardReplacementOtp', 'wrongCode', 'El código ingresado es incorrecto. Te quedan 2 intentos.', cardThenCode('9999')),
  row('validateCardReplacementOtp', 'lastAttemptRemaining', 'El código ingresado es incorrecto. Te queda 1 intento.', cardThenCode('9999')),
  row('validateCardReplacementOtp', 'networkError', 'No fue posible validar el código. Inténtalo más tarde.', cardThenCode('9999')),
  // The processor set up: the new card's form, ready to fill.
  row('getCardReplacementProcessor', 'ok', 'Apellidos del titular'),
  row('sendCardReplacementOtp', 'sent', 'Ingresa el código que enviamos por SMS al número', enterNewCard),
  row('validateCardReplacementOtp', 'lockedOut', '¡Ups! Parece que has alcanzado el número máximo de intentos', cardThenCode('9999')),
  row('validateCardReplacementOtp', 'validated', 'Tu tarjeta fue actualizada correctamente.', cardThenCode('1234')),
  row('registerCardReplacement', 'replaced', 'Tu tarjeta fue actualizada correctamente.', cardThenCode('1234')),
  row('registerCardReplacement', 'rejected', 'No fue posible actualizar tu tarjeta. Verifica los datos e inténtalo de nuevo.', cardThenCode('1234')),
];
