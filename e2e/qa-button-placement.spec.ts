/**
 * In mock mode the QA button never covers a control of the page (issue 35): on a phone it rises
 * above the cookie notice's buttons, and once the notice is gone it sits beside the social strip's
 * icons, rising above them only when a narrow screen brings them under it. One page load.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';
import { COOKIE_NOTICE_DELAY_MS } from '../src/features/cookies/constants';

test.use({ viewport: { width: 390, height: 844 } });

/** What the QA button may not cover: the controls, or the controls and the headings. */
const CONTROLS = 'a[href], button';
const CONTENT = `h1, h2, h3, ${CONTROLS}`;

/** Every visible element of `area` matching `selector` that the QA button overlaps, by its text or name. */
async function underQaButton(page: Page, area: Locator, selector: string): Promise<string[]> {
  const button = await page.getByRole('button', { name: 'Abrir panel de QA' }).boundingBox();
  if (!button) throw new Error('the QA button is not shown');
  return area.locator(selector).evaluateAll(
    (elements, qa) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.left < qa.x + qa.width && qa.x < box.right && box.top < qa.y + qa.height && qa.y < box.bottom;
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || ''),
    button,
  );
}

test('the QA button keeps clear of the cookie notice and the social strip, at 390 and 320 px', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  // The notice comes COOKIE_NOTICE_DELAY_MS after the app starts, on purpose (spec 9): the wait starts after it.
  await expect(notice.getByRole('button', { name: 'Configurar' })).toBeVisible({ timeout: COOKIE_NOTICE_DELAY_MS + scaledTimeout(7_000) });
  await expect.poll(() => underQaButton(page, notice, CONTROLS)).toEqual([]);

  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  const social = page.getByRole('navigation', { name: 'Redes sociales y atención' });
  await expect.poll(() => underQaButton(page, social, CONTROLS)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => underQaButton(page, social, CONTROLS)).toEqual([]);
});

test('at 390 px the QA button covers no heading of /home, nor a footer link at the end of the page; a refused key leaves the page usable', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The refused key is said aloud in the console, as it should be.
  allowedConsoleErrors.push(/\[mocks\] Unknown outcome "vozzapp" for verifyImei: refused/);
  await acceptCookiesBeforeVisit(page);
  await page.goto('/home?session=5512345678');
  await expect(page.getByRole('article', { name: 'Datos a velocidad normal' })).toBeVisible();
  await expect.poll(() => underQaButton(page, page.getByRole('main'), CONTENT)).toEqual([]);
  // The footer's content arrives at the first scroll and lengthens the page: scroll to its end again.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return underQaButton(page, page.getByRole('contentinfo'), CONTENT);
    })
    .toEqual([]);

  await page.goto('/compatibilidad?scenario=verifyImei:vozzapp');
  await expect(page.getByRole('button', { name: 'Abrir panel de QA' })).toHaveText('QA !');
  await expect(page.getByRole('dialog', { name: 'Panel de QA' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox').first().fill('35');
  await expect(page.getByRole('textbox').first()).toHaveValue('35');
});
