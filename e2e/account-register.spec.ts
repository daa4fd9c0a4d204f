/**
 * Registration on the stateful mock, no scenario: the code 1234 passes, the third wrong code locks
 * the number for an hour (the countdown is read from the code request). Every step and dialog is
 * checked with axe, at 375 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expectCountdownAfter, expectHourCountdownStarted } from './countdown';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';
import { TEST_DATA } from '../mocks/test-data';

const PASSWORD = 'Bait#2026x';
const ICCID_DIGITS = '0012345678901';
const LOCKOUT_TITLE = '¡Ups! Parece que has alcanzado el número máximo de intentos';
const ALREADY_REGISTERED = 'Lo sentimos, el número ingresado ya tiene una cuenta registrada, si no conoce su contraseña, favor de solicitar la recuperación.';

const codeGroup = (page: Page) => page.getByRole('group', { name: 'Código de verificación' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar código' });

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).fill(code);
  await expect(page.getByRole('textbox', { name: 'Dígito 4 de 4' })).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function fillMbbNumber(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(number);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(number);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).blur();
  await expect(sendButton(page)).toBeEnabled();
}

async function completeRegistration(page: Page, { name, email }: { name: string; email?: string }) {
  await expect(page).toHaveURL(/\/completar-registro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro' })).toBeVisible();
  await expect(page.getByText('Ya casi terminas. Completa tus datos y crea tu contraseña.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre o alias' }).fill(name);
  if (email) await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Contraseña', { exact: true }).blur();
  await expect(page.getByText('La contraseña ingresada es inválida')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirma tu contraseña').fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Acepto recibir promociones y novedades de Bait' }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Hola, ${name}`)).toBeVisible();
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`registration at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('mbb: number, a wrong code, code 1234, complete registration: /home; the number is then already registered', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      const number = width === 375 ? '5512340375' : '5512341280';
      await acceptCookiesBeforeVisit(page);
      await page.goto('/registro');
      await expect(page).toHaveTitle('Registro | Bait');
      await expect(sendButton(page)).toBeDisabled();
      await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill('5512');
      await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).blur();
      await expect(page.getByText('Ingresa los 10 dígitos de tu número')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await fillMbbNumber(page, number);
      await sendButton(page).click();

      await expect(codeGroup(page)).toBeVisible();
      await expect(page).toHaveURL(/\/registro\?verification=1$/);
      await expect(page.getByRole('button', { name: 'Verificar' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await enterCode(page, '9999');
      await expect(page.getByText('El código ingresado es incorrecto.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveValue('');
      await expectNoSeriousA11yViolations(page);
      // A reload keeps the progress: still the code step, not step 0 (decision 243).
      await page.reload();
      await expect(codeGroup(page)).toBeVisible();
      await enterCode(page, TEST_DATA.otpCode);

      await completeRegistration(page, { name: 'María', email: 'maria@correo.example' });

      // A second registration of the same number: the warning, then the recovery.
      await page.evaluate(() => localStorage.removeItem('mibait-usuario'));
      await page.goto('/registro');
      await fillMbbNumber(page, number);
      await sendButton(page).click();
      const alert = page.getByRole('dialog');
      await expect(alert).toContainText(ALREADY_REGISTERED);
      await expectNoSeriousA11yViolations(page);
      await alert.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL(/\/recuperacion\?exist=1$/);
    });

    test('hbb and mifi: service number, phone, e-mail and ICCID, code 1234, complete registration: /home', async ({ page }) => {
      test.setTimeout(scaledTimeout(90_000));
      await acceptCookiesBeforeVisit(page);
      for (const [index, type] of (['hbb', 'mifi'] as const).entries()) {
        const serviceNumber = `33${width === 375 ? '1' : '2'}${index}345678`;
        const phone = `55${width === 375 ? '1' : '2'}${index}345678`;
        if (index > 0) await page.evaluate(() => localStorage.removeItem('mibait-usuario'));
        await page.goto(`/registro?type=${type}`);
        await expect(page.getByText('895214', { exact: true })).toBeVisible();
        await page.getByRole('textbox', { name: 'ICCID de tu SIM' }).fill('00123');
        await page.getByRole('textbox', { name: 'ICCID de tu SIM' }).blur();
        await expect(page.getByText('Ingresa los 13 dígitos de tu ICCID')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('textbox', { name: 'Número de servicio' }).fill(serviceNumber);
        await page.getByRole('textbox', { name: 'Número telefónico' }).fill(phone);
        await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`${type}@correo.example`);
        const iccidCheck = page.waitForRequest('**/api/core/validaciones/cuenta/iccid');
        await page.getByRole('textbox', { name: 'ICCID de tu SIM' }).fill(ICCID_DIGITS);
        expect((await iccidCheck).postDataJSON()).toMatchObject({ iccid: `895214${ICCID_DIGITS}`, type: index + 2 });
        await expect(sendButton(page)).toBeEnabled();
        await sendButton(page).click();

        await expect(codeGroup(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await enterCode(page, TEST_DATA.otpCode);
        // The e-mail of step 0 is already there.
        await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(`${type}@correo.example`);
        await completeRegistration(page, { name: `Cliente ${type}` });
      }
    });

    test('three wrong codes lock the number: the lockout screen counts down, then a new code can be asked', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      await acceptCookiesBeforeVisit(page);
      await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
      await page.goto('/registro');
      await fillMbbNumber(page, width === 375 ? '5598760375' : '5598761280');
      await sendButton(page).click();
      await expect(codeGroup(page)).toBeVisible();
      for (const code of ['1111', '2222']) {
        await enterCode(page, code);
        await expect(page.getByText('El código ingresado es incorrecto.')).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveValue('');
      }
      await enterCode(page, '3333');
      await expect(page.getByRole('heading', { name: LOCKOUT_TITLE })).toBeVisible();
      await expect(page.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeVisible();
      const timer = page.getByRole('timer');
      await expectHourCountdownStarted(timer);
      await expectNoSeriousA11yViolations(page);
      await expectCountdownAfter(page, timer, 30, 'fastForward');
      await expect(page.getByRole('button', { name: 'Enviar nuevamente' })).toBeHidden();
      // The hour passes: "Enviar nuevamente" asks a new code, and the code step is back.
      await page.clock.fastForward('30:01');
      await expect(timer).toHaveText('00:00');
      await page.getByRole('button', { name: 'Enviar nuevamente' }).click();
      await expect(codeGroup(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
