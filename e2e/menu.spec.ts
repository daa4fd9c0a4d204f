import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';
import { testSessionUser } from '../src/shared/testing/session-user';

const GABRIELA = testSessionUser({ name: 'Gabriela López', email: 'gabriela.lopez@example.com' });

test.beforeEach(async ({ page }) => {
  // The cookie banner would cover the bottom of the mobile panel.
  await acceptCookiesBeforeVisit(page);
});

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip bar appears with the first Tab; dropdowns open by hover and by keyboard and lead to their pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The skip bar listens from an effect, which may still wait after the first paint on a busy
    // machine; once the page's calls have settled it is listening.
    await page.waitForLoadState('networkidle');
    const skipToContent = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skipToContent).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expect(skipToContent).toBeFocused();
    await expect(page.getByRole('link', { name: 'Saltar al menú' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saltar al pie de página' })).toBeVisible();

    const prepaid = page.getByRole('button', { name: 'Telefonía prepago' });
    await prepaid.hover();
    await expect(prepaid).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Paquetes internacionales' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(640, 700);
    await expect(prepaid).toHaveAttribute('aria-expanded', 'false');

    const help = page.getByRole('button', { name: 'Centro de ayuda' });
    for (let presses = 0; presses < 20 && !(await help.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(help).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Compatibilidad' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/compatibilidad$/);
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  test('flags hide and show eSIM, postpaid and the business page, and switch the login between /login and /sso', async ({ page }) => {
    const header = page.getByRole('banner');
    await page.goto('/?flags=e-sim:off,pospaid:off,business-page:off,sso:off');
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'eSIM' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Bait Pospago' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Negocios' })).toHaveCount(0);

    await page.goto('/?flags=e-sim:on,pospaid:on,business-page:on,sso:on');
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sso');
    await expect(header.getByRole('link', { name: 'eSIM' })).toHaveAttribute('href', '/e-sim');
    await expect(header.getByRole('link', { name: 'Negocios' })).toHaveAttribute('href', '/negocios');
    await header.getByRole('button', { name: 'Bait Pospago' }).click();
    await expect(header.getByRole('link', { name: 'Pagar Pospago' })).toHaveAttribute(
      'href',
      '/mi-bait-pospago?flags=e-sim%3Aon%2Cpospaid%3Aon%2Cbusiness-page%3Aon%2Csso%3Aon&billPay=pagar-factura',
    );
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the panel opens, expands a group, and closes when an entry is followed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();

    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Internet' }).click();
    await expect(nav.getByRole('link', { name: 'Internet portátil' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: 'Internet portátil' }).click();
    await expect(page).toHaveURL(/\/internet-portatil$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('with a session the user panel shows name, e-mail and initials, and "Cerrar sesión" logs out to the home page', async ({ page }) => {
    await startLoggedIn(page, GABRIELA);
    await page.goto('/paquetes');
    await page.getByRole('button', { name: 'Abrir menú' }).click();

    const account = page.getByRole('button', { name: /Gabriela López/ });
    await expect(account).toContainText('GA');
    await expect(account).toContainText('gabriela.lopez@example.com');
    await account.click();
    await expect(page.getByRole('link', { name: 'Mis consumos' })).toHaveAttribute('href', '/home');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('mibait-usuario'))).toBeNull();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
