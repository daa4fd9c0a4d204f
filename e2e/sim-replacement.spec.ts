/**
 * SIM replacement on the mocks, no scenario (decision 170): at 375 px a visitor comes from the
 * footer's "Reposición de SIM", is told what is missing, sends the data, types a wrong code then
 * the right one and reads the answer; at 1280 px a logged-in customer comes from the user menu
 * with the line and e-mail filled in, and three wrong codes bring the shared lockout screen.
 * Axe on every step. The other outcomes are rows of the scenario table (set `sim-replacement`).
 */
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { enterSimReplacementCode, sendReplacementData } from './scenario-rows/sim-replacement';
import { acceptCookiesBeforeVisit, maria, startLoggedIn } from './session';
import { TEST_DATA } from '../mocks/test-data';

test.describe('SIM replacement at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('from the footer: messages that keep the input, a wrong then the right code, the request registered', async ({ page }) => {
    test.setTimeout(scaledTimeout(60_000));
    await acceptCookiesBeforeVisit(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Reposición de SIM' }).click();
    await expect(page).toHaveURL(/\/reposicion-sim$/);
    await expect(page).toHaveTitle('Reposición de SIM | Bait');
    await expect(page.getByRole('heading', { level: 1, name: 'Reposición de SIM' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sent incomplete: each field says what it needs and keeps what was typed.
    // A field says what it needs once left, then the others once the form is sent.
    await page.getByRole('textbox', { name: 'Tu número Bait' }).fill('55123');
    await page.getByRole('textbox', { name: 'Tu número Bait' }).blur();
    await expect(page.getByText('Ingresa los 10 dígitos de tu número')).toBeVisible();
    await expect(page.getByText('El ICCID es obligatorio')).toBeHidden();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('El ICCID es obligatorio')).toBeVisible();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('Elige el motivo de la reposición')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tu número Bait' })).toHaveValue('55123');
    await expect(page.getByRole('textbox', { name: 'Tu número Bait' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('sim-replacement-errors-375.png'), fullPage: true });

    await sendReplacementData(page, { reason: 'Extravío' });
    await expect(page.getByText('Te enviamos un código de verificación por SMS.')).toBeVisible();
    await expect(page.getByText('Ingresa el código de verificación que enviamos para el número 55 12 34 56 78.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await enterSimReplacementCode(page, '9999');
    await expect(page.getByText('El código ingresado es incorrecto. Te quedan 2 intentos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await enterSimReplacementCode(page, TEST_DATA.otpCode);
    const done = page.getByRole('status').filter({ hasText: 'Solicitud registrada' });
    await expect(done).toContainText('Tu solicitud de reemplazo de SIM fue registrada.');
    await expect(done).toContainText('Te enviaremos la respuesta para el número 55 12 34 56 78 a ana.lopez@correo.mx.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('sim-replacement-done-375.png'), fullPage: true });

    // Another request starts from empty data.
    await done.getByRole('button', { name: 'Hacer otra solicitud' }).click();
    await expect(page.getByRole('textbox', { name: 'ICCID de la SIM nueva' })).toHaveValue('');
  });
});

test.describe('SIM replacement at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('from the user menu: the session fills the line, three wrong codes show the lockout screen', async ({ page }) => {
    test.setTimeout(scaledTimeout(60_000));
    await acceptCookiesBeforeVisit(page);
    await startLoggedIn(page);
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(maria.name) }).click();
    await header.getByRole('link', { name: 'Reposición de SIM' }).click();
    await expect(page).toHaveURL(/\/reposicion-sim$/);
    await expect(page.getByRole('textbox', { name: 'Tu número Bait' })).toHaveValue(maria.number);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(maria.email);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'ICCID de la SIM nueva' }).fill('0001234567890');
    await page.getByRole('radio', { name: 'Daño' }).check();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Te enviamos un código de verificación por SMS.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await enterSimReplacementCode(page, '9999');
    await expect(page.getByText('El código ingresado es incorrecto. Te quedan 2 intentos.')).toBeVisible();
    await enterSimReplacementCode(page, '9999');
    await expect(page.getByText('El código ingresado es incorrecto. Te queda 1 intento.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await enterSimReplacementCode(page, '9999');
    await expect(page.getByText('¡Ups! Parece que has alcanzado el número máximo de intentos')).toBeVisible();
    await expect(page.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeVisible();
    await expect(page.getByText(/^(60|59):\d\d$/)).toBeVisible();
    await expect(page.getByText('El código ingresado es incorrecto.')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('sim-replacement-locked-1280.png'), fullPage: true });
  });
});
