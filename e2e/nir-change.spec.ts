/**
 * /cambio-nir, "Gestiona tu Bait", on the default mocks (no scenario): an anonymous visitor
 * reaches it from the social bar, checks the line, searches the NIR by keyboard and changes it.
 * One test per width; axe on every step, with the search's message and its open list. The other
 * outcomes are rows of the scenario table (`e2e/scenario-rows/nir.ts`).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function changeTheNir(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Redes sociales y atención' }).getByRole('link', { name: 'Gestiona tu Bait' }).click();
  await expect(page).toHaveURL(/\/cambio-nir$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestiona tu Bait' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Verifica tu línea' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The line step: the number's own errors first, then the check.
  const number = page.getByRole('textbox', { name: 'Número Bait' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(number).toHaveAccessibleDescription('El número Bait es obligatorio');
  await number.pressSequentially('5512345678');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The NIR step: the line and its owner, the search by keyboard, accents aside.
  await expect(page.getByRole('heading', { level: 2, name: 'Elige tu nueva lada' })).toBeFocused();
  await expect(page.getByText('55 12 34 56 78')).toBeVisible();
  await expect(page.getByText('María Hernández')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Nueva lada (NIR)' });
  await select.focus();
  await select.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Por favor ingresa 1 o más caracteres' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await select.pressSequentially('nuevo leon');
  const monterrey = page.getByRole('option', { name: '81 · Monterrey, Nuevo León' });
  await expect(monterrey).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(select).toHaveAttribute('aria-activedescendant', (await monterrey.getAttribute('id')) ?? '');
  await expectNoSeriousA11yViolations(page);
  await select.press('Enter');
  await expect(select).toHaveValue('81 · Monterrey, Nuevo León');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cambiar NIR' }).click();

  // The outcome.
  await expect(page.getByRole('heading', { level: 2, name: '¡Listo! Cambiamos tu NIR' })).toBeFocused();
  await expect(page.getByText('Tu cambio de NIR se realizó correctamente. Tu nuevo número estará activo en unos minutos.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Gestionar otra línea' }).click();
  await expect(page.getByRole('textbox', { name: 'Número Bait' })).toHaveValue('');
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`NIR change on a ${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('an anonymous visitor checks the line, finds the NIR by keyboard and changes it', async ({ page }) => {
      await acceptCookiesBeforeVisit(page);
      await changeTheNir(page);
    });
  });
}
