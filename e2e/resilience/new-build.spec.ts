/**
 * A tab still running the previous build after a deploy (issue 22, decision 190): the chunk it
 * asks for is gone, so the page reloads once, to the same address, and shows the new build's
 * page; when the reload does not help, the retry message shows, with no second reload.
 */
import path from 'node:path';
import { expect, test } from '../fixtures';
import { acceptCookiesBeforeVisit } from '../session';
import { serveSwitchableBuilds, type SwitchableBuilds } from './switchable-builds';

const MOCK_BUILD = path.resolve(import.meta.dirname, '../..', process.env.BAIT_MOCK_OUT_DIR ?? 'dist-mock');

let site: SwitchableBuilds;
test.beforeAll(async () => {
  site = await serveSwitchableBuilds(MOCK_BUILD);
});
test.afterAll(async () => {
  await site.close();
});

test.beforeEach(({ allowedConsoleErrors }) => {
  // React reporting the error its boundary caught (the 404s themselves are allowed everywhere).
  allowedConsoleErrors.push(/Failed to fetch dynamically imported module/);
});

test('after a deploy, a link to a changed page reloads once and shows it; a chunk still missing shows the retry', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await page.goto(`${site.origin}/`);
  const checkDevice = page.getByRole('main').getByRole('link', { name: /Verificar mi equipo/ });
  await expect(checkDevice).toBeVisible();

  // Build B: the compatibility page's chunk has a new name; build A's is gone.
  const buildB = await site.deploy({ renamed: ['compatibility-page-'] });
  await checkDevice.click();
  await expect(page.getByRole('heading', { level: 1, name: /compatib/i })).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/compatibilidad`);
  expect(loads, 'one reload, to the address of the link').toEqual(['/', '/compatibilidad']);
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toHaveCount(0);

  // Build C lacks the offer pages' chunk altogether: one reload, then the retry; none after it.
  await site.deploy({ removed: ['offer-pages-'] });
  await page.getByRole('banner').getByRole('link', { name: 'Recargas', exact: true }).first().click();
  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta página' });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/recargas`);
  await page.waitForTimeout(500);
  expect(loads, 'a single reload for the missing chunk').toEqual(['/', '/compatibilidad', '/recargas']);

  // The chunk is back (build B again): "Reintentar" shows the page, in the same document.
  site.serve(buildB);
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article', { name: 'Bait 100' })).toBeVisible();
  expect(loads).toHaveLength(3);
});
