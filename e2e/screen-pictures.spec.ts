/**
 * Screens guarded by pictures (issue 49): every route of the page table at 390 and 1280 px, the
 * site's modal dialogs open, and the last step of each flow, each compared pixel by pixel with its
 * baseline in `screen-pictures.spec.ts-snapshots/`. `npm run shots` runs this file alone;
 * `npm run shots -- --update` takes the pictures again after a change made on purpose
 * (decision 290: what is masked and why, the baselines' size, the cost).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, scaledTimeout, test as base } from './fixtures';
import { fillCardForm, goToPayment, openTopUpFromOfferCard, submitCardForm, topUpModal } from './payment-flow';
import { ESIM_LINK, proceedToPayment as proceedToEsimPayment } from './scenario-rows/esim-purchase';
import { logIn } from './scenario-rows/login';
import { sendCode, sendNumber, sendPassword } from './scenario-rows/recovery';
import { enterCode, sendCompleteRegistration } from './scenario-rows/register';
import { payTheSim, SIM_LINK } from './scenario-rows/sim-purchase';
import { enterSimReplacementCode, sendReplacementData, SIM_REPLACEMENT_PATH } from './scenario-rows/sim-replacement';
import { restartAt, withScenarios } from './scenarios';
import type { RestartStorage } from '../mocks/browser';
import { TEST_DATA } from '../mocks/test-data';
import { pages, type PageGuard, type PageKey } from '../src/shared/domain/routing/pages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Every clock of the page reads this instant, the mocks' too: dates and countdowns hold still. */
const NOW = new Date('2026-11-23T10:00:00-06:00');
/** Cookies chosen already: the notice, which slides in 4 s after start, is pictured on its own. */
const CONSENTED = { 'cookie-consent': '[1,2]' };
/** The QA panel's button belongs to the mock build, not to the site: hidden in every picture. */
const PICTURE_STYLE = 'e2e/screen-pictures.css';
const BUSY = '[aria-busy="true"], [role="progressbar"]';

type InFlight = { count: number };

/**
 * One browser page per worker, as the scenario table has (decision 126): each test starts the app
 * afresh in it with exactly the storage it asks for, so a picture costs no document load. What a
 * test could leave behind for the next is undone: the restart drops the focus with the old app,
 * and before each picture the pointer moves off and the page scrolls to its top.
 */
const test = base.extend<{ inFlight: InFlight }, { shotsPage: { page: Page; inFlight: InFlight } }>({
  // Every tile painted whole: Chromium otherwise paints again only the part that changed, and a
  // card's rounded corner over an image that arrived after the first paint took one of two shades,
  // from run to run (decision 290). The other specs keep partial raster, which costs less.
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-partial-raster'] });
    },
    { scope: 'worker' },
  ],
  shotsPage: [
    async ({ browser }, use, workerInfo) => {
      const { locale, timezoneId, baseURL, serviceWorkers, userAgent } = workerInfo.project.use;
      // Reduced motion: the banner carousel starts paused and the site's own transitions are cut.
      const context = await browser.newContext({ viewport: PHONE, locale, timezoneId, baseURL, serviceWorkers, userAgent, reducedMotion: 'reduce' });
      await context.clock.setFixedTime(NOW);
      const page = await context.newPage();
      const inFlight = { count: 0 };
      page.on('request', () => (inFlight.count += 1));
      const ended = () => (inFlight.count = Math.max(0, inFlight.count - 1));
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      await use({ page, inFlight });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ shotsPage }, use) => {
    await use(shotsPage.page);
  },
  inFlight: async ({ shotsPage }, use) => {
    await use(shotsPage.inFlight);
  },
});

/** The mocks answer at once: the pictures are of the answers, not of the waits. */
function addressOf(path: string, guard: PageGuard = 'public'): string {
  return withScenarios(path, {}, { latency: 0, ...(typeof guard === 'object' ? { flags: { [guard.flag]: true } } : {}) });
}

/**
 * The app afresh at `path` at 390 px, as a new visitor who chose cookies already (or not yet); the
 * footer's content, which comes at the first scroll or once the page is idle, asked for at once.
 */
async function startAt(page: Page, path: string, { guard, consented = true }: { guard?: PageGuard; consented?: boolean } = {}): Promise<void> {
  await page.setViewportSize(PHONE);
  const storage: RestartStorage = { local: consented ? CONSENTED : {}, session: {} };
  await restartAt(page, addressOf(path, guard), storage);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
}

/** The screen at rest: no call in flight, nothing busy or loading, the images in view and the fonts drawn. */
async function settle(page: Page, inFlight: InFlight): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    await page.waitForFunction(
      (busy) => {
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && !element.closest('#qa-panel');
        };
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        };
        if ([...document.querySelectorAll(busy)].some(shown)) return false;
        if ([...document.querySelectorAll('[role="status"]')].some((element) => /^Cargando/.test(element.textContent ?? '') && shown(element))) return false;
        if (!document.querySelector('footer a')) return false;
        return [...document.images].filter(inView).every((image) => image.complete) && document.fonts.status === 'loaded';
      },
      BUSY,
      { polling: 'raf' },
    );
    if (inFlight.count === 0) return;
    await page.waitForTimeout(50);
  }
}

/** `name` at 390 px, then at 1280 px in the same page; the viewport, or the element `of` when given. */
async function pictureAtBothWidths(page: Page, inFlight: InFlight, name: string, of?: Locator): Promise<void> {
  // Not a pixel, nor a shade of one, may differ (decision 290).
  const options = { animations: 'disabled', caret: 'hide', stylePath: PICTURE_STYLE, maxDiffPixels: 0, threshold: 0 } as const;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // No hover on what the last click or the resize left under the pointer.
    await page.mouse.move(0, 0);
    if (!of) await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, inFlight);
    if (of) await expect(of).toHaveScreenshot(`${name}-${size.width}.png`, options);
    else await expect(page).toHaveScreenshot(`${name}-${size.width}.png`, options);
  }
  await page.setViewportSize(PHONE);
}

/** The one dialog open (an alert over a flow's last step, or a dialog opened from a page). */
const openDialog = (page: Page) => page.locator('dialog[open]');

type Route = { key: PageKey; path: string; guard: PageGuard };

/** Every row of the page table (src/shared/domain/routing/pages.ts). */
const routes: Route[] = (Object.keys(pages) as PageKey[]).map((key) => ({ key, path: pages[key].path, guard: pages[key].guard as PageGuard }));

/**
 * Routes a visitor reaches only at a flow's step, pictured there: opened at their address with no
 * flow under way they redirect, and would repeat the page they land on.
 */
const PICTURED_IN_A_FLOW: ReadonlySet<PageKey> = new Set(['completeRegistration']);

test.describe('every route of the page table at 390 and 1280 px', () => {
  for (const route of routes.filter(({ key, guard }) => guard !== 'session' && !PICTURED_IN_A_FLOW.has(key))) {
    test(route.path, async ({ page, inFlight }) => {
      await startAt(page, route.path, { guard: route.guard });
      expect(new URL(page.url()).pathname, 'the route shows its own page').toBe(route.path);
      await pictureAtBothWidths(page, inFlight, route.key);
    });
  }

  test('the account pages, after a password recovery (its last step: the account home)', async ({ page, inFlight }) => {
    test.setTimeout(scaledTimeout(60_000));
    await startAt(page, pages.recovery.path);
    await sendNumber(page, 'mbb');
    // A wrong code first: the site's warning alert, over the code step.
    await sendCode(page, '0000');
    const wrongCode = openDialog(page);
    await wrongCode.getByText('Lo sentimos, ha superado los cambios de número permitidos').waitFor();
    await pictureAtBothWidths(page, inFlight, 'recovery-wrong-code', wrongCode);
    await wrongCode.getByRole('button', { name: 'Aceptar' }).click();
    await wrongCode.waitFor({ state: 'hidden' });
    await sendCode(page);
    await sendPassword(page);
    await page.waitForURL((url) => url.pathname === pages.accountHome.path);
    await page.getByText('Hola, María Hernández').waitFor();
    await pictureAtBothWidths(page, inFlight, 'accountHome');
    // The session the recovery started stays in the tab for the other account pages.
    for (const route of routes.filter(({ key, guard }) => guard === 'session' && key !== 'accountHome')) {
      await restartAt(page, addressOf(route.path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      expect(new URL(page.url()).pathname, 'the route shows its own page').toBe(route.path);
      await pictureAtBothWidths(page, inFlight, route.key);
    }
  });
});

test.describe('modal dialogs open, at 390 and 1280 px', () => {
  test('the cookie notice, its settings and the cookie policy', async ({ page, inFlight }) => {
    await startAt(page, pages.notFound.path, { consented: false });
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.waitFor({ timeout: scaledTimeout(10_000) });
    await pictureAtBothWidths(page, inFlight, 'cookie-notice', notice);
    await notice.getByRole('button', { name: 'Configurar' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await settings.waitFor();
    await pictureAtBothWidths(page, inFlight, 'cookie-settings', settings);
    await settings.getByRole('button', { name: 'Consulta nuestra Política de cookies' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de cookies' });
    await policy.waitFor();
    await pictureAtBothWidths(page, inFlight, 'cookie-policy', policy);
  });

  test('the help widget', async ({ page, inFlight }) => {
    await startAt(page, pages.notFound.path);
    await page.getByRole('button', { name: 'Beneficios y tiendas' }).click();
    const widget = page.getByRole('dialog', { name: 'Beneficios y tiendas' });
    await widget.getByRole('tab', { name: 'Beneficios', selected: true }).waitFor({ timeout: scaledTimeout(10_000) });
    await pictureAtBothWidths(page, inFlight, 'help-widget', widget);
  });

  test('the contact request of Cámbiate a Bait', async ({ page, inFlight }) => {
    await startAt(page, pages.getALine.path);
    await page.getByRole('button', { name: 'Contáctame por WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' });
    await dialog.waitFor();
    await pictureAtBothWidths(page, inFlight, 'contact-request', dialog);
  });

  test('a failed login alert', async ({ page, inFlight }) => {
    await startAt(page, pages.login.path);
    await logIn(undefined, undefined, TEST_DATA.failingPassword)(page);
    const alert = openDialog(page);
    await alert.getByText('Hubo un error al validar tus datos.').waitFor();
    await pictureAtBothWidths(page, inFlight, 'login-failed', alert);
  });
});

test.describe("each flow's last step, at 390 and 1280 px", () => {
  test('a top-up from an offer card: its dialog, then paid', async ({ page, inFlight }) => {
    test.setTimeout(scaledTimeout(60_000));
    await startAt(page, pages.topUps.path);
    const modal = await openTopUpFromOfferCard(page);
    await pictureAtBothWidths(page, inFlight, 'top-up-dialog', modal);
    await goToPayment(modal);
    await fillCardForm(modal);
    await submitCardForm(modal);
    const paid = openDialog(page);
    await paid.getByText('Felicidades, se ha completado tu pago.').waitFor();
    await pictureAtBothWidths(page, inFlight, 'top-up-paid', paid);
  });

  test('an eSIM purchase: its dialog, then done', async ({ page, inFlight }) => {
    test.setTimeout(scaledTimeout(60_000));
    await startAt(page, ESIM_LINK);
    const dialog = page.getByRole('dialog', { name: 'E-SIM', exact: true });
    await dialog.waitFor();
    await pictureAtBothWidths(page, inFlight, 'esim-dialog', dialog);
    await proceedToEsimPayment(page);
    const modal = topUpModal(page, 'eSIM Bait 200');
    await fillCardForm(modal);
    await submitCardForm(modal);
    const done = openDialog(page);
    await done.getByText(/Tu compra de E-SIM se realizó con éxito/).waitFor();
    await pictureAtBothWidths(page, inFlight, 'esim-done', done);
  });

  test('a SIM purchase: its dialog, then done', async ({ page, inFlight }) => {
    test.setTimeout(scaledTimeout(60_000));
    await startAt(page, SIM_LINK);
    const dialog = page.getByRole('dialog', { name: 'SIM', exact: true });
    await dialog.waitFor();
    await pictureAtBothWidths(page, inFlight, 'sim-dialog', dialog);
    await payTheSim(page);
    const done = openDialog(page);
    await done.getByText(/Tu compra de SIM quedó registrada/).waitFor();
    await pictureAtBothWidths(page, inFlight, 'sim-done', done);
  });

  test('a SIM replacement: done', async ({ page, inFlight }) => {
    await startAt(page, SIM_REPLACEMENT_PATH);
    await sendReplacementData(page);
    await enterSimReplacementCode(page, TEST_DATA.otpCode);
    await page.getByRole('status').filter({ hasText: 'Solicitud registrada' }).waitFor();
    await pictureAtBothWidths(page, inFlight, 'sim-replacement-done');
  });

  test('a registration: its last step, then completed on the account home', async ({ page, inFlight }) => {
    test.setTimeout(scaledTimeout(60_000));
    await startAt(page, pages.register.path);
    await enterCode(page);
    await page.waitForURL((url) => url.pathname === pages.completeRegistration.path);
    await page.getByRole('textbox', { name: 'Nombre o alias' }).waitFor();
    await pictureAtBothWidths(page, inFlight, 'completeRegistration');
    // Completed, it lands on the account home: pictured once, after the recovery above, the same
    // page but for the name the visitor chose.
    await sendCompleteRegistration(page);
    await page.waitForURL((url) => url.pathname === pages.accountHome.path);
    await expect(page.getByText('Hola, María', { exact: true })).toBeVisible();
  });
});
