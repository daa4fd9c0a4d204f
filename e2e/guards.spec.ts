/**
 * Who may open which account route (spec 2.2), and the routes that exist only with their
 * feature flag (spec 2.1, 2.2): a logged-in user leaves the anonymous-only pages for /home,
 * a visitor without a session leaves the account pages for /, and sso and the postpaid page
 * lead home while their flag is off.
 */
import { expect, test } from './fixtures';
import { gotoWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';

const HOME_HEADING = 'Telefonía e internet de prepago con Bait';
const anonymousOnly = ['/login', '/recuperacion', '/registro', '/completar-registro'];
/** Where an anonymous page leads a visitor without its data: /completar-registro needs a registration under way (decision 075). */
const landsOn: Record<string, string> = { '/completar-registro': '/registro' };
const sessionOnly = [
  { path: '/home', heading: 'Mis consumos' },
  { path: '/recurrente', heading: 'Recargas recurrentes' },
  { path: '/editar-perfil', heading: 'Actualizar datos' },
];

test.describe('account routes', () => {
  test('a visitor without a session opens the anonymous pages and is sent home from the account pages', async ({ page }) => {
    for (const path of anonymousOnly) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${landsOn[path] ?? path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (const { path } of sessionOnly) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    }
  });

  test('a logged-in user opens the account pages and is sent to /home from the anonymous ones', async ({ page }) => {
    await startLoggedIn(page);
    for (const { path, heading } of sessionOnly) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    for (const path of anonymousOnly) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis consumos');
    }
  });

  test('logging out from the account home forgets the session and leads home', async ({ page }) => {
    // The cookie notice slides in after 4 s; on a busy machine it could take the click meant for the page.
    await acceptCookiesBeforeVisit(page);
    await startLoggedIn(page);
    await page.goto('/home');
    await expect(page.getByText('Hola, María Hernández')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('routes behind feature flags', () => {
  for (const path of ['/sso', '/sso-callback', '/mi-bait-pospago']) {
    test(`${path} opens with its flag on and leads home with it off`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const flag = path === '/mi-bait-pospago' ? 'pospaid' : 'sso';
      await page.goto(`${path}?flags=${flag}:off`);
      await expect(page).toHaveURL(new RegExp(`/\\?flags=${flag}:off$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    });
  }

  test('a flags file that cannot be read turns every flagged route off', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/net::ERR_FAILED/);
    await gotoWithScenarios(page, '/mi-bait-pospago', { getFeatureFlags: 'networkError' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  });
});
