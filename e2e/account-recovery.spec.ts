/**
 * Password recovery on the stateful mock, no scenario (decision 064): the code 1234 passes, the
 * third wrong code locks the number for an hour. Every step and dialog is checked with axe.
 */
import type { Page } from '@playwright/test';
import { expectCountdownAfter, expectHourCountdownStarted } from './countdown';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';
import { TEST_DATA } from '../mocks/test-data';

const LINE = '5512345678';
const SERVICE = '3312345678';
const PASSWORD = 'Bait#2026x';
const PIN_INVALID = 'Lo sentimos, ha superado los cambios de número permitidos';
const LOCKOUT_TITLE = '¡Ups! Parece que has alcanzado el número máximo de intentos';
const ONE_HOUR_MS = 60 * 60 * 1000;

const codeGroup = (page: Page) => page.getByRole('group', { name: 'Código de verificación' });

async function sendCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(code);
  await expect(page.getByRole('textbox', { name: `Dígito ${code.length} de 6` })).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function refuseWrongCode(page: Page) {
  await sendCode(page, '0000');
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText(PIN_INVALID);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveValue('');
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`password recovery at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('number, a wrong code, code 1234, new password: the customer lands on /home', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      await acceptCookiesBeforeVisit(page);
      await page.goto('/recuperacion');
      await expect(page).toHaveTitle('Cambio de contraseña | Bait');
      const number = page.getByRole('textbox', { name: 'Número Bait', exact: true });
      await number.fill(LINE);
      await number.blur();
      await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill('5512345679');
      await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).blur();
      await expect(page.getByText('El número no coincide.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(LINE);
      await page.getByRole('button', { name: 'Enviar código' }).click();

      await expect(codeGroup(page)).toBeVisible();
      await expect(page).toHaveURL(/\/recuperacion\?verification=2$/);
      await expectNoSeriousA11yViolations(page);
      await refuseWrongCode(page);
      await sendCode(page, TEST_DATA.otpCode);

      const password = page.getByLabel('Nueva contraseña', { exact: true });
      await expect(password).toBeVisible();
      await expect(page).toHaveURL(/\/recuperacion\?verification=3$/);
      await password.fill('bait2026');
      await password.blur();
      await expect(page.getByText('La contraseña ingresada es inválida')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await password.fill(PASSWORD);
      await page.getByLabel('Confirma tu nueva contraseña').fill(PASSWORD);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mis consumos' })).toBeVisible();
      // The balance page shows the number in the spec's five groups.
      await expect(page.getByText('55 12 34 56 78').first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('mibait-otp'))).toBeNull();
      await expectNoSeriousA11yViolations(page);
    });

    test('three wrong codes lock the number; the countdown runs to "Enviar nuevamente"', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      await acceptCookiesBeforeVisit(page);
      await page.clock.install();
      await page.goto('/recuperacion?type=hbb');
      await page.getByRole('textbox', { name: 'Número de servicio' }).fill(SERVICE);
      await page.getByRole('textbox', { name: 'Número telefónico' }).fill(LINE);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(codeGroup(page)).toBeVisible();

      await refuseWrongCode(page);
      await refuseWrongCode(page);
      await sendCode(page, '0000');

      await expect(page.getByRole('heading', { name: LOCKOUT_TITLE })).toBeVisible();
      await expect(page.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeVisible();
      const timer = page.getByRole('timer');
      await expectHourCountdownStarted(timer);
      await expect(codeGroup(page)).toBeHidden();
      await expectNoSeriousA11yViolations(page);

      await expectCountdownAfter(page, timer, 30, 'runFor');
      await expect(page.getByRole('button', { name: 'Enviar nuevamente' })).toBeHidden();

      await page.clock.runFor(ONE_HOUR_MS / 2);
      await expect(timer).toHaveText('00:00');
      await page.getByRole('button', { name: 'Enviar nuevamente' }).click();
      await expect(codeGroup(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await sendCode(page, TEST_DATA.otpCode);
      await expect(page.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
    });
  });
}
