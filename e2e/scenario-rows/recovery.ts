import type { Page } from '@playwright/test';
import { rowScenario, type ScenarioOutcome, type ScreenOutcome } from './types';

/**
 * Password recovery (/recuperacion). One operation per endpoint serves the three steps, so a
 * scenario answers every step alike: the outcomes of steps 2 and 3 walk the earlier steps on the
 * stateful mock (code 1234) and choose the row's outcome just before the step that shows it.
 */
const LINE = '5512345678';
const SERVICE = '8112345678';
const PASSWORD = 'Bait#2026x';
/** Where mocks/scenarios.ts keeps the tab's scenarios. */
const SCENARIOS_KEY = 'bait.mock.scenarios';

const CODE_STEP = 'Escribe el código que te enviamos por SMS.';
const PASSWORD_STEP = 'Mínimo 8 caracteres, letras mayúsculas y minúsculas, al menos un número y un símbolo como @,%,$,*,?';
const LOCKOUT = 'Tómate un respiro y vuelve a intentarlo en una hora';

type Line = 'mbb' | 'mifi';

export async function sendNumber(page: Page, line: Line) {
  if (line === 'mbb') {
    await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(LINE);
    await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(LINE);
  } else {
    await page.getByRole('textbox', { name: 'Número de servicio' }).fill(SERVICE);
    await page.getByRole('textbox', { name: 'Número telefónico' }).fill(LINE);
  }
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

export async function sendCode(page: Page, code = '1234') {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

export async function sendPassword(page: Page) {
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirma tu nueva contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
}

/** Runs `steps` on the stateful mock, then gives the tab its scenarios back. */
async function withoutScenarios(page: Page, steps: () => Promise<void>) {
  // The mock worker applies ?scenario= as the app starts: the form shows once it has.
  await page.getByRole('button', { name: 'Enviar código' }).waitFor();
  const chosen = await page.evaluate((key) => {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  }, SCENARIOS_KEY);
  await steps();
  await page.evaluate(([key, value]) => value !== null && sessionStorage.setItem(key, value), [SCENARIOS_KEY, chosen] as const);
}

const acts = {
  numberStep: (line: Line) => (page: Page) => sendNumber(page, line),
  codeStep: (line: Line) => async (page: Page) => {
    await withoutScenarios(page, async () => {
      await sendNumber(page, line);
      await page.getByText(CODE_STEP).waitFor();
    });
    await sendCode(page);
  },
  passwordStep: (line: Line) => async (page: Page) => {
    await withoutScenarios(page, async () => {
      await sendNumber(page, line);
      await sendCode(page);
      await page.getByText(PASSWORD_STEP).waitFor();
    });
    await sendPassword(page);
  },
};

type RecoveryOperation = 'sendProfileOperation' | 'sendMifiProfileOperation';
/** The outcomes both recovery operations have. */
type CommonOutcome = ScenarioOutcome<'sendProfileOperation'> & ScenarioOutcome<'sendMifiProfileOperation'>;

function rows<Id extends RecoveryOperation>(
  operationId: Id,
  line: Line,
  outcomes: Array<[outcome: ScenarioOutcome<Id>, act: keyof typeof acts, shows: string]>,
): ScreenOutcome[] {
  const path = line === 'mbb' ? '/recuperacion' : '/recuperacion?type=mifi';
  return outcomes.map(([outcome, act, shows]) => ({ ...rowScenario(operationId, outcome), path, act: acts[act](line), shows }));
}

/** The account home greets the user of the contract's passwordSet example of each endpoint. */
const greetings: Record<Line, string> = { mbb: 'Hola, María Hernández', mifi: 'Hola, Jorge Ramírez' };

const commonOutcomes = (line: Line): Array<[CommonOutcome, keyof typeof acts, string]> => [
  ['codeSent', 'numberStep', CODE_STEP],
  ['notRegistered', 'numberStep', 'El número ingresado no está registrado, regístrate para continuar.'],
  ['lockedOut', 'numberStep', LOCKOUT],
  ['codeNotGenerated', 'numberStep', 'No fue posible generar tu código de verificación por favor inténtalo más tarde'],
  ['pinValid', 'codeStep', PASSWORD_STEP],
  ['pinInvalid', 'codeStep', 'Lo sentimos, ha superado los cambios de número permitidos'],
  ['passwordSet', 'passwordStep', greetings[line]],
  ['passwordNotSet', 'passwordStep', 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.'],
];

export const recoveryRows: ScreenOutcome[] = [
  ...rows('sendProfileOperation', 'mbb', [
    ...commonOutcomes('mbb'),
    // The legacy operations' answers, were the recovery request answered with them.
    ['legacyOperationDone', 'numberStep', CODE_STEP],
    ['legacyOperationFailed', 'numberStep', 'No fue posible completar la operación, inténtalo más tarde.'],
  ]),
  ...rows('sendMifiProfileOperation', 'mifi', commonOutcomes('mifi')),
];
