import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Without a scenario the banners mock answers the page it is asked for (decision 073). */
test('each page shows its own banners: the carousel on home, one banner on packages, none elsewhere', async ({ page }) => {
  const promotions = page.getByRole('region', { name: 'Promociones' });

  await page.goto('/');
  await expect(promotions.getByRole('button', { name: 'Recarga 200 pesos y navega 30 días' })).toBeVisible();

  await page.goto('/paquetes');
  await expect(promotions.getByRole('button', { name: 'Paquetes con redes sociales ilimitadas' })).toBeVisible();
  await expect(promotions.getByRole('button', { name: 'Recarga 200 pesos y navega 30 días' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/recargas');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(promotions).toHaveCount(0);
});
