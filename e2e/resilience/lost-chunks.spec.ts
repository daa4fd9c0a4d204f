/**
 * A chunk that fails to download (a network drop, a deploy in between) shows a Spanish message
 * with "Reintentar", never a blank page; retry downloads it again (issue 15, decision 123). The
 * mock build keeps readable chunk names (decision 098): one route chunk and one dialog chunk.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { acceptCookiesBeforeVisit } from '../session';

/**
 * Blocks the chunks whose file name starts with `name` until the returned function is called.
 * On the context: the mock service worker fetches the page's files, and `page.route` does not
 * see a service worker's requests.
 */
async function loseChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.context().route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.context().unroute(pattern);
}

test.beforeEach(({ allowedConsoleErrors }) => {
  // The failed download, and React reporting the error its boundary caught.
  allowedConsoleErrors.push(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/, /Failed to fetch dynamically imported module/);
});

test('a lost page chunk and a lost dialog chunk: message, retry, then the page and the dialog', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');

  // A page: the message in the layout, header and footer still there.
  const restorePage = await loseChunk(page, 'compatibility-page');
  await page.goto('/compatibilidad');
  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta página' });
  await expect(failed.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeVisible();
  await expect(header).toBeVisible();
  await expect(footer).toBeVisible();
  await restorePage();
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /compatib/i })).toBeVisible();
  await expect(failed).toHaveCount(0);

  // A dialog: the top-up modal of an offer card.
  const restoreDialog = await loseChunk(page, 'top-up-modal');
  await header.getByRole('link', { name: 'Recargas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/recargas$/);
  await page.getByRole('article', { name: 'Bait 100' }).getByRole('button', { name: 'Comprar' }).click();
  const dialogFailed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' });
  await expect(dialogFailed).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bait 100' })).toBeVisible();
  await restoreDialog();
  await dialogFailed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog', { name: 'Bait 100' })).toBeVisible();
  await expect(dialogFailed).toHaveCount(0);
});
