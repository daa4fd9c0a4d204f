/**
 * Every page of the table of pages (src/shared/domain/routing/pages.ts) opens at its path (its
 * title and h1, not the 404) on a phone and on a desktop and passes axe, reached as its guard
 * lets a visitor: anonymous for the public, anonymous-only and flag pages (the mock build's flags
 * are on), logged in for the session pages. Every alias and legacy `.html` address lands on its page.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { restartAt } from './scenarios';
import { startLoggedIn } from './session';
import { documentTitleOf, pages, type PageKey, type PageRow } from '../src/shared/domain/routing/pages';
import { aliasPaths, aliasTargets } from '../src/shared/domain/routing/paths';

/** `landsOn`: where the route leads when it redirects a visitor in this state. */
type RoutePage = { key: PageKey; path: string; landsOn?: string; title: string; heading: string };

/**
 * The h1 each page's address shows this spec's visitor. The table holds no headings: a row
 * without one here fails the typecheck.
 */
const headings = {
  home: 'Telefonía e internet de prepago con Bait',
  topUps: 'Recargas Bait',
  getALine: 'Cámbiate a Bait',
  prepaid: 'Mi Bait prepago',
  packages: 'Paquetes',
  internationalPackages: 'Paquetes Bait internacionales',
  promotions: 'Promociones',
  portableInternet: 'Internet portátil',
  homeInternet: 'Internet en casa',
  businessInternet: 'Internet empresarial',
  esim: 'eSIM Bait',
  portIn: 'Haz tu portabilidad a Bait',
  nirChange: 'Gestiona tu Bait',
  compatibility: 'Verifica la compatibilidad de tu equipo',
  coverage: 'Cobertura',
  serviceCentres: 'Centros de atención',
  fairUse: 'Política de uso justo',
  terms: 'Términos y condiciones',
  associatesTopUps: 'Recargas para asociados',
  siteMap: 'Mapa del sitio',
  invoices: 'Factura tu recarga',
  simReplacement: 'Reposición de SIM',
  notFound: 'PÁGINA NO ENCONTRADA',
  login: 'Inicio de sesión',
  recovery: 'Cambio de contraseña',
  register: 'Registro',
  // It leads to /registro: see leadsTo.
  completeRegistration: 'Registro',
  accountHome: 'Mis consumos',
  recurringTopUps: 'Recargas recurrentes',
  editProfile: 'Actualizar datos',
  cardReplacement: 'Cambiar tarjeta',
  sso: 'Inicio de sesión',
  ssoCallback: 'Validando tu acceso',
  postpaid: 'Mi Bait pospago',
} as const satisfies Record<PageKey, string>;

/** Pages that lead this spec's visitor elsewhere: with no registration under way, to /registro (account-register.spec walks it with one). */
const leadsTo: Partial<Record<PageKey, PageKey>> = { completeRegistration: 'register' };

function routePageOf(key: PageKey): RoutePage {
  const row: PageRow = pages[key];
  const target = leadsTo[key];
  return {
    key,
    path: row.path,
    ...(target ? { landsOn: pages[target].path } : {}),
    title: documentTitleOf(pages[target ?? key]),
    heading: headings[key],
  };
}

const allPages = (Object.keys(pages) as PageKey[]).map(routePageOf);
const guardOf = (key: PageKey) => pages[key].guard;

/** Pages a visitor without a session reaches: public, for visitors only, and behind a flag. */
const anonymousPages = allPages.filter(({ key }) => guardOf(key) !== 'session');

/** Pages that need a session. */
const sessionPages = allPages.filter(({ key }) => guardOf(key) === 'session');

/** Every alias of the table (spec 2.1) and the page it lands on. */
const aliases = (Object.entries(aliasTargets) as Array<[keyof typeof aliasPaths, PageKey]>).map(([alias, page]): [from: string, to: string] => [
  aliasPaths[alias],
  pages[page].path,
]);

const legacyHtml: Array<[from: string, to: string]> = [
  ['/index.html', '/'],
  ...anonymousPages.filter(({ key }) => key !== 'home').map(({ path, landsOn }): [string, string] => [`${path}.html`, landsOn ?? path]),
  ...aliases.map(([from, to]): [string, string] => [`${from}.html`, to]),
];

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

function pathnameIs(path: string) {
  return (url: URL) => url.pathname === path;
}

/** The page is settled: its heading is shown and no list is still loading. */
async function expectPage(page: Page, route: RoutePage) {
  await expect(page).toHaveURL(pathnameIs(route.landsOn ?? route.path));
  // waitFor follows the DOM as it changes; expect's polling would add up to a second per page.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page).toHaveTitle(route.title);
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(width);
}

type Viewport = (typeof WIDTHS)[number];

/**
 * Opens the route at one width and checks it, then at the other width by resizing the same
 * page. Routes alternate which width they are opened at, so both widths get direct visits
 * and both get a page that adapts to a resize.
 */
async function checkRouteAtBothWidths(page: Page, route: RoutePage, openAt: Viewport, thenAt: Viewport) {
  await page.setViewportSize({ width: openAt.width, height: openAt.height });
  await page.goto(route.path);
  for (const viewport of [openAt, thenAt]) {
    await test.step(`${route.path} at ${viewport.width} px`, async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expectPage(page, route);
      await expectNoHorizontalScroll(page, viewport.width);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

const [phone, desktop] = WIDTHS as [Viewport, Viewport];

/** Splits a list into `count` nearly equal runs, so the workers share them. */
function inGroups<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter((group) => group.length > 0);
}

test.describe('every route opens its own page at 375 px and 1280 px', () => {
  // One page walks a group of routes: a new page per route would cost more than the checks.
  inGroups(anonymousPages, 4).forEach((group) => {
    test(`${group[0]?.path} to ${group.at(-1)?.path}`, async ({ page }) => {
      test.setTimeout(scaledTimeout(90_000));
      for (const [index, route] of group.entries()) {
        const [openAt, thenAt] = index % 2 === 0 ? [desktop, phone] : [phone, desktop];
        await checkRouteAtBothWidths(page, route, openAt, thenAt);
      }
    });
  });

  test('the account pages with a session', async ({ page }) => {
    test.setTimeout(scaledTimeout(90_000));
    await startLoggedIn(page);
    for (const [index, route] of sessionPages.entries()) {
      const [openAt, thenAt] = index % 2 === 0 ? [phone, desktop] : [desktop, phone];
      await checkRouteAtBothWidths(page, route, openAt, thenAt);
    }
  });
});

test.describe('aliases and legacy addresses redirect to their page', () => {
  inGroups([...aliases, ...legacyHtml], 3).forEach((group) => {
    test(`${group[0]?.[0]} and the next ${group.length - 1} land on their page`, async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      for (const [from, to] of group) {
        // The router redirects; after the first, each address starts the app afresh (decision 126).
        await restartAt(page, from);
        await page.waitForURL(pathnameIs(to));
        await expect(page, `${from} -> ${to}`).toHaveURL(pathnameIs(to));
        const route = anonymousPages.find(({ path }) => path === to);
        if (route) {
          await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        }
      }
    });
  });

  test('a redirect keeps the query string', async ({ page }) => {
    await page.goto('/recargas.html?oferta=1100101005');
    await expect(page).toHaveURL(/\/recargas\?oferta=1100101005$/);
  });
});

test('the site map links to every public page', async ({ page }) => {
  await page.goto(pages.siteMap.path);
  const main = page.getByRole('main');
  for (const route of allPages.filter(({ key }) => guardOf(key) === 'public' && key !== 'notFound')) {
    await expect(main.locator(`a[href="${route.path}"]`)).toHaveCount(1);
  }
});
