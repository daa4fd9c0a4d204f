import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The cookie notice's delay after start (spec 9: 4000 ms). */
const NOTICE_DELAY_MS = 4000;

/** Cookies accepted before: the bottom notice stays away from the footer and the social bar. */
async function acceptCookiesBeforeStart(page: Page) {
  // Init scripts run in every frame too; the viewer's blob frame has no storage.
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookie-consent', '[1,2]');
  });
}

test.describe('footer and social bar on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a PDF opens in the modal viewer and closes, the cookie policy opens, axe passes', async ({ page }) => {
    await acceptCookiesBeforeStart(page);
    await page.goto('/compatibilidad');
    const footer = page.getByRole('contentinfo');
    // A visitor scrolls down to the footer once the page is there to scroll, which brings its
    // content; its coming by itself once the page is idle (5 s after load, later on busy cores) and
    // a scroll made before the app listened are checked in site-footer.test.tsx.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect(footer.getByRole('heading', { name: 'Más sobre Bait' })).toBeVisible();
    await expect(footer).toContainText(/Versión \d+\.\d+\.\d+/);
    await expectNoSeriousA11yViolations(page);

    await footer.getByRole('link', { name: 'Carta de derechos mínimos (PDF)' }).click();
    const viewer = page.getByRole('dialog', { name: 'Carta de derechos mínimos' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('iframe[title="Documento: Carta de derechos mínimos"]')).toHaveAttribute('src', /^blob:/);
    await expect(viewer.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', /^blob:/);
    // Desktop only: a phone opens the PDF in the same window, never in the viewer.
    await expectNoSeriousA11yViolations(page);
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(viewer).toBeHidden();
    expect(page.url()).toMatch(/\/compatibilidad$/);

    await footer.getByRole('button', { name: 'Política de cookies' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(policy.getByText('Última actualización: 31 de octubre de 2021')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(policy).toBeHidden();
    await expect(footer.getByRole('button', { name: 'Política de cookies' })).toBeFocused();
  });

  test('"Gestiona tu Bait" shows its tooltip on hover and leads to /cambio-nir', async ({ page }) => {
    await acceptCookiesBeforeStart(page);
    await page.goto('/compatibilidad');
    const bar = page.getByRole('navigation', { name: 'Redes sociales y atención' });
    const manage = bar.getByRole('link', { name: 'Gestiona tu Bait' });
    await expect(bar.getByRole('tooltip')).toHaveCount(0);

    await manage.hover();
    await expect(bar.getByRole('tooltip', { name: 'Gestiona tu Bait' })).toBeVisible();
    await manage.click();
    await expect(page).toHaveURL(/\/cambio-nir$/);
  });
});

test.describe('footer and social bar on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the social bar leaves the cookie notice usable, axe passes, a PDF opens in the same window', async ({ page }) => {
    await page.clock.install();
    await page.goto('/compatibilidad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(NOTICE_DELAY_MS);
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Redes sociales y atención' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing lies over the notice's buttons: the topmost element at each centre is the button itself.
    for (const name of ['Configurar', 'Aceptar']) {
      const button = notice.getByRole('button', { name, exact: true });
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop, `${name} is not covered`).toBe(true);
    }
    await notice.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await expect(notice).toBeHidden();

    const pdf = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url().endsWith('/assets/pdf/ciclo-de-vida.pdf'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ciclo de vida (PDF)' }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.frame()).toBe(page.mainFrame());
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
