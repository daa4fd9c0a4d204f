/**
 * /login on the stateful mocks, no scenario (decision 017): any password logs in except
 * `incorrecta`. Each width runs the whole flow for the three line types: log in, see /home, log
 * out from the user menu; axe on every step and on the alert. At 1280 px the keyboard alone
 * drives it (issue 15): Tab / Shift+Tab, typing, arrows for the line type, Enter.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { expectFocusVisible, pressButton, tabTo } from './keyboard/keyboard';
import { gotoWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit } from './session';
import { TEST_DATA } from '../mocks/test-data';

const LINES = [
  { type: 'mbb', radio: 'Telefonía móvil', label: 'Número Bait', number: '5512345678', name: 'María Hernández' },
  { type: 'hbb', radio: 'Internet en casa', label: 'Número de servicio', number: '3312345678', name: 'Lucía Torres' },
  { type: 'mifi', radio: 'Internet portátil', label: 'Número de servicio', number: '8112345678', name: 'Jorge Ramírez' },
] as const;

type Line = (typeof LINES)[number];

const submitButton = (page: Page) => page.getByRole('button', { name: 'Iniciar sesión' });

/** The stored keys of a session, read from the page. */
function storedSession(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('mibait-usuario'),
    profile: localStorage.getItem('mibait-perfil'),
    ssoLegacy: localStorage.getItem('SSO-legacy'),
  }));
}

async function fillIn(page: Page, line: Line, password: string, byKeyboard: boolean) {
  const number = page.getByRole('textbox', { name: line.label });
  const passwordField = page.getByLabel('Contraseña', { exact: true });
  if (byKeyboard) await tabTo(page, number);
  else await number.click();
  await page.keyboard.press('Tab');
  await expect(number).toHaveAccessibleDescription(line.type === 'mbb' ? 'El número Bait es obligatorio' : 'El número de servicio es obligatorio');
  if (byKeyboard) {
    await tabTo(page, number, { backwards: true });
    await page.keyboard.type(line.number);
    await tabTo(page, passwordField);
    await page.keyboard.type(password);
  } else {
    await number.pressSequentially(line.number);
    await passwordField.fill(password);
  }
  await expect(submitButton(page)).toBeEnabled();
}

/** Presses a control with Enter after tabbing to it, or clicks it. */
async function activate(page: Page, control: Locator, byKeyboard: boolean) {
  if (byKeyboard) await pressButton(page, control);
  else await control.click();
}

async function chooseLineType(page: Page, line: Line, byKeyboard: boolean) {
  const radio = page.getByRole('radio', { name: line.radio });
  if (!byKeyboard) return radio.check();
  // The checked radio (mbb) is the group's only tab stop; the arrows move the choice.
  await tabTo(page, page.getByRole('radio', { name: LINES[0].radio }));
  for (let index = 0; index < LINES.findIndex(({ type }) => type === line.type); index += 1) await page.keyboard.press('ArrowRight');
  await expect(radio).toBeChecked();
  await expectFocusVisible(radio);
}

/** At 1280 px (the desktop header, no menu button) everything is done by keyboard. */
async function logInAndOut(page: Page, line: Line, isDesktop: boolean) {
  const byKeyboard = isDesktop;
  // With the sso flag on the header would lead to /sso instead of the legacy login.
  await page.goto('/?flags=sso:off');
  const header = page.getByRole('banner');
  if (!isDesktop) await header.getByRole('button', { name: 'Abrir menú' }).click();
  await activate(page, header.getByRole('link', { name: 'Iniciar sesión' }), byKeyboard);
  await expect(page).toHaveURL(/\/login$/);
  await chooseLineType(page, line, byKeyboard);
  // mbb is the default: choosing it again changes nothing.
  await expect(page).toHaveURL(line.type === 'mbb' ? /\/login$/ : new RegExp(`/login\\?type=${line.type}$`));
  await expect(page.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute('href', `/recuperacion?type=${line.type}`);
  await expect(page.getByRole('link', { name: 'Regístrate aquí' })).toHaveAttribute('href', `/registro?type=${line.type}`);
  await fillIn(page, line, 'Bait#2026x', byKeyboard);
  await expectNoSeriousA11yViolations(page);

  await activate(page, submitButton(page), byKeyboard);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Hola, ${line.name}`)).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.ssoLegacy).toBe('true');
  expect(stored.user).not.toBeNull();
  expect(stored.profile).not.toBeNull();
  await expectNoSeriousA11yViolations(page);

  if (!isDesktop) await header.getByRole('button', { name: 'Abrir menú' }).click();
  await activate(page, header.getByRole('button', { name: new RegExp(line.name) }), byKeyboard);
  const logOut = header.getByRole('button', { name: 'Cerrar sesión' });
  await expect(logOut).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/conn/page/api/app/logout');
  await activate(page, logOut, byKeyboard);
  expect((await logoutCall).postDataJSON()).toMatchObject({ operation: 'logout', numero: expect.stringMatching(/^\d{10}$/), access: expect.any(String) });

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telefonía e internet de prepago con Bait');
  expect(await storedSession(page)).toEqual({ user: null, profile: null, ssoLegacy: null });
  await expectNoSeriousA11yViolations(page);
}

async function wrongPassword(page: Page, byKeyboard: boolean) {
  const line = LINES[0];
  await page.goto('/login');
  await fillIn(page, line, TEST_DATA.failingPassword, byKeyboard);
  await activate(page, submitButton(page), byKeyboard);
  const alert = page.getByRole('dialog', { name: 'Error' });
  await expect(alert).toContainText('Hubo un error al validar tus datos.');
  await expectNoSeriousA11yViolations(page);
  const accept = alert.getByRole('button', { name: 'Aceptar' });
  if (byKeyboard) {
    // The alert takes the focus on its button and gives it back to the form on close.
    await expectFocusVisible(accept);
    await page.keyboard.press('Enter');
  } else {
    await accept.click();
  }
  await expect(alert).toBeHidden();
  if (byKeyboard) await expectFocusVisible(submitButton(page));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: line.label })).toHaveValue(line.number);
  await expect(submitButton(page)).toBeEnabled();
}

for (const { width, height, isDesktop } of [
  { width: 375, height: 812, isDesktop: false },
  { width: 1280, height: 800, isDesktop: true },
]) {
  test.describe(`login at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a wrong password is refused; each line type logs in, sees /home and logs out', async ({ page }) => {
      // Three line types, typed key by key at 1280 px (the keyboard journey): long on a busy machine.
      test.setTimeout(scaledTimeout(150_000));
      await acceptCookiesBeforeVisit(page);
      await wrongPassword(page, isDesktop);
      for (const line of LINES) {
        await test.step(line.type, () => logInAndOut(page, line, isDesktop));
      }
    });
  });
}

test('the number typed while the captcha configuration is still loading is kept whole (decision 222)', async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
  // A slow configuration read: a splash over it would make the form inert and drop keys.
  await gotoWithScenarios(page, '/login', { getCaptchaInfo: 'delay=2500' });
  const number = page.getByRole('textbox', { name: 'Número Bait' });
  await number.pressSequentially('5512345678', { delay: 120 });
  await expect(number).toHaveValue('5512345678');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByLabel('Contraseña', { exact: true }).fill('Bait#2026x');
  // The check waits for the configuration, then logs in as usual.
  await expect(submitButton(page)).toBeEnabled();
});

test.describe('flags on their way', () => {
  // A phone, as Lighthouse measures: at the desktop width the header's flagged entries (pospaid,
  // business) still arrive with the flags and move their neighbours a little (decision 265).
  test.use({ viewport: { width: 412, height: 823 } });

  test('with the flags slow, the form shows at once and the login switches to single sign-on when they arrive, without a shift (decision 265)', async ({
    page,
  }) => {
    await acceptCookiesBeforeVisit(page);
    await page.addInitScript(() => {
      const scope = window as unknown as { layoutShift: number };
      scope.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) scope.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const flagsArrived = page.waitForResponse((response) => new URL(response.url()).pathname === '/assets/config/feature-flags.json', {
      timeout: scaledTimeout(15_000),
    });
    await gotoWithScenarios(page, '/login', { getFeatureFlags: 'delay=4000' });
    const number = page.getByRole('textbox', { name: 'Número Bait' });
    // The form is there while the flags are on their way: judged by their answer, not by the clock,
    // which a busy machine stretches before the page even starts.
    let flagsLanded = false;
    void flagsArrived.then(() => (flagsLanded = true));
    await expect(number).toBeVisible();
    expect(flagsLanded, 'the flags had already arrived when the form showed').toBe(false);
    await flagsArrived;
    await expect(number).toBeVisible();
    // Nothing moved when they landed; then the menu's login leads to /sso (the mock flags turn sso on).
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sso');
  });
});
