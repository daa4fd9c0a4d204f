/**
 * /home on the stateful mocks, no scenario (decision 017): a customer logs in through /login,
 * lands on the balance (the contract's default consumoV3 answer for the session's token), reads
 * the cards, the number in five groups and the next top-up date, opens the user menu, (at 1280 px)
 * deactivates a recurring top-up that stays gone after a reload, logs out.
 * Axe on every step. The other outcomes of the consumption calls are rows of the scenario table
 * (set `balance`).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';

const NUMBER = '5512345678';
const NAME = 'María Hernández';

/** Without a session the header offers "Iniciar sesión" and none of the user's options. */
async function noUserOptionsWithoutSession(page: Page, isDesktop: boolean) {
  await page.goto('/?flags=sso:off');
  const header = page.getByRole('banner');
  if (!isDesktop) await header.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  for (const name of ['Mis consumos', 'Actualizar datos', 'Recargas recurrentes']) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: new RegExp(NAME) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  if (!isDesktop) await header.getByRole('button', { name: 'Cerrar menú' }).click();
}

async function logIn(page: Page) {
  await page.goto('/login?flags=sso:off');
  await page.getByLabel('Contraseña', { exact: true }).fill('Bait#2026x');
  await page.getByRole('textbox', { name: 'Número Bait' }).fill(NUMBER);
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/home$/);
}

async function checkBalance(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis consumos');
  await expect(page).toHaveTitle('Mis consumos | Bait');
  await expect(page.getByText(`Hola, ${NAME}`)).toBeVisible();
  await expect(page.getByText('55 12 34 56 78', { exact: true })).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Datos a velocidad normal', 'Datos para redes sociales', 'Minutos', 'SMS']);
  const data = page.getByRole('article', { name: 'Datos a velocidad normal' });
  await expect(data).toContainText('Usados1.5 GB');
  await expect(data).toContainText('Totales5 GB');
  await expect(data).toContainText('Disponibles3.5 GB');
  await expect(data.getByRole('meter', { name: 'Datos a velocidad normal: disponibles' })).toHaveAttribute('value', '3584');
  await expect(page.getByRole('article', { name: 'Minutos' })).toContainText('Disponibles1,350 min');
  await expect(page.getByRole('article', { name: 'SMS' })).toContainText('Disponibles460 SMS');

  await expect(page.getByText(/^Próxima recarga:/)).toHaveText('Próxima recarga: 21/12/2026 23:59:59');
  await expect(page.getByRole('region', { name: 'Ofertas activas' }).getByRole('listitem')).toHaveText('Bait 100 · Vence el 21/12/2026 23:59:59');
  await expectNoSeriousA11yViolations(page);
}

/** From the user menu to /recurrente: the customer of this login deactivates a recurring top-up, kept gone by the mocks. */
async function deactivateARecurringTopUp(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(NAME) }).click();
  await header.getByRole('link', { name: 'Recargas recurrentes' }).click();
  await expect(page).toHaveURL(/\/recurrente$/);
  const first = page.getByRole('article', { name: 'Recarga 200' });
  await first.getByRole('button', { name: 'Desactivar' }).click();
  await page.getByRole('dialog', { name: 'Desactivar recarga recurrente' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tu recarga recurrente fue desactivada.' })).toBeVisible();
  await expect(first).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Paquete 100' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Recarga 200' })).toHaveCount(0);
}

async function userOptionsThenLogOut(page: Page, isDesktop: boolean) {
  const header = page.getByRole('banner');
  if (!isDesktop) await header.getByRole('button', { name: 'Abrir menú' }).click();
  const account = header.getByRole('button', { name: new RegExp(NAME) });
  await expect(account).toBeVisible();
  await account.click();
  await expect(header.getByRole('link', { name: 'Mis consumos' })).toHaveAttribute('href', '/home');
  await expect(header.getByRole('link', { name: 'Actualizar datos' })).toHaveAttribute('href', '/editar-perfil');
  await expect(header.getByRole('link', { name: 'Recargas recurrentes' })).toHaveAttribute('href', '/recurrente');
  const logOut = header.getByRole('button', { name: 'Cerrar sesión' });
  await expect(logOut).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/conn/page/api/app/logout');
  await logOut.click();
  await logoutCall;
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('mibait-usuario'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
}

for (const { width, height, isDesktop } of [
  { width: 375, height: 812, isDesktop: false },
  { width: 1280, height: 800, isDesktop: true },
]) {
  test.describe(`balance at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('logs in, reads the balance on /home, finds the user options and logs out', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      await acceptCookiesBeforeVisit(page);
      if (!isDesktop) await test.step('no user options without a session', () => noUserOptionsWithoutSession(page, isDesktop));
      await test.step('log in through /login', () => logIn(page));
      await test.step('the balance', () => checkBalance(page));
      // The whole journey of the stateful mocks once: login, balance, a recurring top-up deactivated, logout.
      if (isDesktop) await test.step('deactivate a recurring top-up', () => deactivateARecurringTopUp(page));
      await test.step('user options and log out', () => userOptionsThenLogOut(page, isDesktop));
    });
  });
}
