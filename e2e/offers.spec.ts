import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { gotoWithScenarios } from './scenarios';

const EMPTY = 'No hay ofertas disponibles por el momento.';
const ERROR = 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.';

test.describe('offer pages', () => {
  test('top-ups show a card per offer with price, validity, benefits and the fair-use link', async ({ page }) => {
    await page.goto('/recargas');
    const card = page.getByRole('article', { name: 'Bait 100' });
    await expect(card).toContainText('$100.00*');
    await expect(card).toContainText('Vigencia: 30 días');
    await expect(card.getByRole('listitem')).toHaveText(['5 GB para navegar', 'Redes sociales ilimitadas', 'Minutos y SMS ilimitados en México, EUA y Canadá']);

    await card.getByRole('link', { name: '*Aplica PUJ' }).click();

    await expect(page).toHaveURL(/\/politica-de-uso-justo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de uso justo');
  });

  test('an empty list says so', async ({ page }) => {
    await gotoWithScenarios(page, '/paquetes', { listPackageOffers: 'empty' });
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed list offers a retry that loads it', async ({ page }) => {
    await gotoWithScenarios(page, '/recargas', { listPrepaidOffers: 'successFalse' });
    await expect(page.getByRole('alert')).toHaveText(ERROR);
    await expectNoSeriousA11yViolations(page);

    // The QA panel's scenario store: clearing it makes the next answer the default one.
    await page.evaluate(() => sessionStorage.removeItem('bait.mock.scenarios'));
    await page.getByRole('button', { name: 'Reintentar' }).click();

    await expect(page.getByRole('article', { name: 'Bait 100' })).toBeVisible();
  });

  test('a dropped connection shows the error too', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/net::ERR_FAILED/);
    await gotoWithScenarios(page, '/internet-en-casa', { listHomeInternetOffers: 'networkError' });
    await expect(page.getByRole('alert')).toHaveText(ERROR);
  });

  test('international packages find the package of a destination', async ({ page }) => {
    await page.goto('/bait-internacional');
    await expect(page.getByRole('article', { name: 'Bait Internacional 300' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'País o región' }).fill('japon');

    await expect(page.getByRole('status')).toContainText('1 destino encontrado');
    await page.getByRole('link', { name: 'Bait Internacional 300 ($300.00)' }).click();
    await expect(page).toHaveURL(/#oferta-1500501004$/);
  });

  test('the service centres answer the frequent questions', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expect(page).toHaveURL(/\/centros-de-atencion$/);
    await page.getByText('¿Cómo recargo mi línea?').click();
    await expect(page.getByText('Elige tu recarga en la sección Recargas')).toBeVisible();
  });
});
