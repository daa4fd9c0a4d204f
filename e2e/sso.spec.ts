import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit } from './session';
import { SESSION_STORAGE_KEYS } from '../src/shared/domain/session/session-store';

const NUMBER = '5512345678';
const HOME_HEADING = 'Telefonía e internet de prepago con Bait';

/** The header's "Iniciar sesión" (inside the menu panel below the desktop breakpoint). */
async function headerLoginLink(page: Page, isDesktop: boolean) {
  const header = page.getByRole('banner');
  if (!isDesktop) await header.getByRole('button', { name: 'Abrir menú' }).click();
  return header.getByRole('link', { name: 'Iniciar sesión' });
}

/** With the flag off: both routes lead home, and the header's login is the legacy /login. */
async function checkFlagOff(page: Page, isDesktop: boolean) {
  for (const path of ['/sso', '/sso-callback?code=abc&state=s1']) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}flags=sso:off`);
    await expect(page).toHaveURL(/\/\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  }
  await expect(await headerLoginLink(page, isDesktop)).toHaveAttribute('href', '/login');
}

/**
 * The whole round trip: header link, intro carousel, number, code, the identity provider's local
 * stand-in, back to /sso-callback, logged in on /home; axe at every step.
 */
async function roundTrip(page: Page, isDesktop: boolean) {
  await page.goto('/');
  const login = await headerLoginLink(page, isDesktop);
  await expect(login).toHaveAttribute('href', '/sso');
  await login.click();
  await expect(page).toHaveURL(/\/sso$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio de sesión');

  // Intro carousel of the base64 images.
  const intro = page.getByRole('region', { name: 'Conoce tu cuenta' });
  await expect(intro.getByRole('img', { name: /Imagen 1 de 2/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Profile verification.
  await expect(page.getByRole('heading', { name: 'Verifica tu número' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', /\/identity-provider\/index\.html\?pagina=registro&redirect=/);
  await page.getByRole('textbox', { name: 'Número Bait' }).fill(NUMBER);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  // One-time code.
  await expect(page.getByRole('heading', { name: 'Ingresa tu código' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Dígito 1 de 4' }).pressSequentially('1234');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Verificar' }).click();

  // The identity provider's stand-in.
  await expect(page).toHaveURL(/\/identity-provider\/index\.html\?pagina=login&redirect=.*%2Fsso-callback&client_id=bait-web-mock&state=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Back to /sso-callback, which exchanges the code and goes to /home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Hola, Ana López')).toBeVisible();
  const stored = await page.evaluate(([user, legacy]) => ({ user: localStorage.getItem(user), ssoLegacy: localStorage.getItem(legacy) }), [
    SESSION_STORAGE_KEYS.user,
    SESSION_STORAGE_KEYS.ssoLegacy,
  ] as const);
  expect(stored.user).not.toBeNull();
  expect(stored.ssoLegacy).toBe('false');
  await expectNoSeriousA11yViolations(page);
}

/** Changed data of an SSO account is confirmed at the identity provider, which returns through /sso-callback to /home. */
async function changeConfirmation(page: Page) {
  await page.goto('/editar-perfil');
  const name = page.getByRole('textbox', { name: 'Nombre o alias' });
  await expect(name).not.toHaveValue('');
  await name.fill('Ana L.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const alert = page.getByRole('dialog', { name: 'Aviso' });
  await expect(alert).toContainText('Confirma el cambio en tu cuenta Bait');
  await alert.getByRole('button', { name: 'Aceptar' }).click();

  await expect(page).toHaveURL(/\/identity-provider\/index\.html\?pagina=confirmar-cambio&redirect=.*%2Fsso-callback&client_id=bait-web-mock$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma el cambio');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Hola, Ana L.')).toBeVisible();
}

for (const [width, isDesktop] of [
  [375, false],
  [1280, true],
] as const) {
  test.describe(`single sign-on at ${width} px`, () => {
    test.use({ viewport: { width, height: isDesktop ? 800 : 812 } });

    test('the round trip through the identity provider ends logged in on /home', async ({ page }) => {
      // Six page loads and eight axe scans at 1280 px (the flag-off check and the change confirmation
      // too): a long flow, as the account specs' are.
      test.setTimeout(scaledTimeout(isDesktop ? 75_000 : 45_000));
      await acceptCookiesBeforeVisit(page);
      // One check with the flag off (it is on in the mock flags), and one change confirmation; the desktop run makes them.
      if (isDesktop) await checkFlagOff(page, isDesktop);
      await roundTrip(page, isDesktop);
      if (isDesktop) await changeConfirmation(page);
    });
  });
}
