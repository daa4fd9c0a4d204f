import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectNoSeriousA11yViolationsAtBothWidths } from './keyboard/widths';

/** The notice's delay after start (spec 9: 4000 ms). */
const NOTICE_DELAY_MS = 4000;

test.describe('cookie notice', () => {
  test('shows 4 s after start, accepting it is remembered after a reload', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeHidden();

    await page.clock.runFor(NOTICE_DELAY_MS);
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('[1,2]');
    const events = await page.evaluate(() => (window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer?.map((entry) => entry.event));
    expect(events).toContain('cookie_consent');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(NOTICE_DELAY_MS * 2);
    await expect(notice).toBeHidden();
  });

  test('Configurar opens the settings and the cookie policy', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(NOTICE_DELAY_MS);
    await page.getByRole('button', { name: 'Configurar' }).click();

    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    await settings.getByText('Cookies de rendimiento', { exact: true }).click();
    await expect(settings.getByText('Nos ayudan a saber cuántas personas visitan el sitio')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);

    await settings.getByRole('button', { name: 'Consulta nuestra Política de cookies' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(policy.getByText('Última actualización: 31 de octubre de 2021')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(policy).toBeHidden();
    await expect(settings).toBeVisible();
  });
});
