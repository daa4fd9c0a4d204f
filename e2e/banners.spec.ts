import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { gotoWithScenarios, withScenarios } from './scenarios';

test.describe('banners', () => {
  test('the home page shows its banners in a carousel whose navigate slide works', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?utm_campaign=otono');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.getByRole('group', { name: '1 de 5' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible();

    // With the cookie notice shown too, the page passes axe.
    await page.clock.runFor(4000);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 2' }).click();
    await expect(carousel.getByRole('group', { name: '2 de 5' })).toBeVisible();
    const navigated = page.waitForURL(/\/haz-tu-portabilidad\?utm_campaign=otono&utm_source=banner$/, { waitUntil: 'commit' });
    await carousel.getByRole('button', { name: 'Cámbiate a Bait y conserva tu número' }).click();
    await navigated;
  });

  test('the carousel advances by itself every 5 s and wraps', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.getByRole('group', { name: '1 de 5' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect(carousel.getByRole('group', { name: '5 de 5' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(carousel.getByRole('group', { name: '1 de 5' })).toBeVisible();
  });

  test('a single banner has no carousel controls', async ({ page }) => {
    await page.goto(withScenarios('/', { getPageBanners: 'singleBanner' }));
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.getByRole('group', { name: '1 de 1' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Paquetes con redes sociales ilimitadas' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pausar el carrusel' })).toHaveCount(0);
    await expect(carousel.getByRole('button', { name: 'Diapositiva siguiente' })).toHaveCount(0);
  });

  test('a page without banners (404) shows no carousel', async ({ page }) => {
    await gotoWithScenarios(page, '/', { getPageBanners: 'noBanners' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promociones' })).toHaveCount(0);
  });
});

test.describe('banner actions', () => {
  test('recharge opens the offer it names, found by id and price in its list', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await carousel.getByRole('button', { name: 'Recarga 200 pesos y navega 30 días' }).click();

    const offer = page.getByRole('dialog', { name: 'Bait 200' });
    await expect(offer.getByText('$200.00*')).toBeVisible();
    await expect(offer.getByText('Vigencia: 30 días')).toBeVisible();
    await expect(offer.getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
  });

  test('navigationExternal opens its address in a new window', async ({ page, context }) => {
    await context.route('https://tienda.bait.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Tienda</title>' }));
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 3' }).click();
    const popup = page.waitForEvent('popup');
    await carousel.getByRole('button', { name: 'Conoce la tienda en línea' }).click();
    expect((await popup).url()).toBe('https://tienda.bait.example/celulares');
    await expect(page).toHaveURL(/\/$/);
  });

  test('openFile shows the PDF in the viewer on a desktop', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 5' }).click();
    await carousel.getByRole('button', { name: 'Consulta la política de devolución de eSIM' }).click();

    const viewer = page.getByRole('dialog', { name: 'Consulta la política de devolución de eSIM' });
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('goToStore leads to the app store of the platform in the same window', async ({ page, context, allowedRemoteHosts }) => {
      allowedRemoteHosts.push('play.google.com');
      await context.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Tienda de apps</title>' }));
      await page.clock.install();
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Promociones' });
      await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
      await carousel.getByRole('button', { name: 'Ir a la diapositiva 4' }).click();
      await carousel.getByRole('button', { name: 'Descarga la app Mi Bait' }).click();
      await expect(page).toHaveURL(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=mx\.bait\.mibait$/);
    });
  });
});
