import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookiesBeforeVisit, maria } from './session';

/** The balance of a working session: its first card, which a session the mocks do not know never shows. */
async function expectBalanceShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Mis consumos', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Datos a velocidad normal' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/home');
}

/** A reproduce link copied on a logged-in page opens that page logged in, in a browser with no session (issue 47). */
test('the QA panel link of /home carries the session: a fresh browser lands on /home logged in, its balance shown', async ({ page, browser }) => {
  await acceptCookiesBeforeVisit(page);
  await page.goto('/login?flags=sso:off');
  await page.getByLabel('Contraseña', { exact: true }).fill('Bait#2026x');
  await page.getByRole('textbox', { name: 'Número Bait' }).fill(maria.number);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectBalanceShown(page);
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de QA' });
  await panel.getByRole('button', { name: 'Copiar enlace' }).click();
  const link = await panel.getByRole('textbox', { name: 'Enlace que reproduce esta configuración' }).inputValue();
  expect(link).toMatch(new RegExp(`/home\\?.*session=${maria.number}`));

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expectBalanceShown(other);
  } finally {
    await fresh.close();
  }
});
