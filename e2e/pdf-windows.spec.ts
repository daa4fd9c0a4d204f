/**
 * The PDFs a page opens in a window (the same one or a new one), which only the whole browser
 * shows: the headless shell the other specs run on would download them (decision 256).
 */
import { expect, test, WITH_PDF_VIEWER } from './fixtures';
import { gotoWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit } from './session';

test.use(WITH_PDF_VIEWER);

test.describe('a banner on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('openFile opens the PDF in the same window', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 5' }).click();
    const response = page.waitForResponse(/\/assets\/pdf\/politica-devolucion-esim\.pdf$/);
    await carousel.getByRole('button', { name: 'Consulta la política de devolución de eSIM' }).click();
    expect((await response).headers()['content-type']).toBe('application/pdf');
    await expect(page).toHaveURL(/\/assets\/pdf\/politica-devolucion-esim\.pdf$/);
  });
});

test.describe('the footer on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a PDF that cannot be fetched opens in a new window instead', async ({ page, context }) => {
    await acceptCookiesBeforeVisit(page);
    await gotoWithScenarios(page, '/compatibilidad', { getPdfDocument: 'pdfNotFound' });
    const popup = context.waitForEvent('page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ciclo de vida (PDF)' }).click();
    expect((await popup).url()).toMatch(/\/assets\/pdf\/ciclo-de-vida\.pdf$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
