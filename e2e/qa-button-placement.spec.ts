/**
 * In mock mode the QA button never covers a control of the page (issue 35): on a phone it rises
 * above the cookie notice's buttons, and once the notice is gone it sits beside the social strip's
 * icons, rising above them only when a narrow screen brings them under it. One page load.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Every visible control of `area` that the QA button overlaps, by name. */
async function controlsUnderQaButton(page: Page, area: Locator): Promise<string[]> {
  const button = await page.getByRole('button', { name: 'Abrir panel de QA' }).boundingBox();
  if (!button) throw new Error('the QA button is not shown');
  return area.locator('a[href], button').evaluateAll(
    (controls, qa) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && box.left < qa.x + qa.width && qa.x < box.right && box.top < qa.y + qa.height && qa.y < box.bottom;
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || ''),
    button,
  );
}

test('the QA button keeps clear of the cookie notice and the social strip, at 390 and 320 px', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice.getByRole('button', { name: 'Configurar' })).toBeVisible();
  await expect.poll(() => controlsUnderQaButton(page, notice)).toEqual([]);

  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  const social = page.getByRole('navigation', { name: 'Redes sociales y atención' });
  await expect.poll(() => controlsUnderQaButton(page, social)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => controlsUnderQaButton(page, social)).toEqual([]);
});
