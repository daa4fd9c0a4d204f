import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('pages', () => {
  test('home introduces the site and links to both services', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Inicio | Bait');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonía e internet de prepago con Bait');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Verificar mi equipo' }).click();
    await expect(page).toHaveURL(/\/compatibilidad$/);
    const menu = page.getByRole('navigation', { name: 'Principal' });
    await menu.getByRole('button', { name: 'Telefonía prepago' }).click();
    await menu.getByRole('link', { name: 'Consigue tu línea' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cámbiate a Bait');
  });

  test('the skip link moves the focus to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The skip bar listens from an effect, which may still wait after the first paint on a busy
    // machine; once the page's calls have settled it is listening.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press('Enter');

    await expect(page.getByRole('main')).toBeFocused();
  });

  test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');

    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('Página no encontrada | Bait');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PÁGINA NO ENCONTRADA');
    await expect(page.getByText('La página que buscas no está disponible, fue eliminada o el enlace es incorrecto.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Ir a inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonía e internet de prepago con Bait');
  });
});
