/**
 * Every public route of spec 2.1 opens its own page (title and h1, not the 404) on a phone and
 * on a desktop, passes axe, and every alias and legacy `.html` address lands on its page.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { restartAt } from './scenarios';
import { startLoggedIn } from './session';

/** `landsOn`: where the route leads when it redirects a visitor in this state. */
type RoutePage = { path: string; landsOn?: string; title: string; heading: string };

const routePages: RoutePage[] = [
  { path: '/', title: 'Inicio | Bait', heading: 'Telefonía e internet de prepago con Bait' },
  { path: '/recargas', title: 'Recargas | Bait', heading: 'Recargas Bait' },
  { path: '/cambiate-a-bait', title: 'Cámbiate a Bait | Bait', heading: 'Cámbiate a Bait' },
  { path: '/mi-bait-prepago', title: 'Mi Bait prepago | Bait', heading: 'Mi Bait prepago' },
  { path: '/paquetes', title: 'Paquetes | Bait', heading: 'Paquetes' },
  {
    path: '/paquetes-bait-internacionales',
    title: 'Paquetes Bait internacionales | Bait',
    heading: 'Paquetes Bait internacionales',
  },
  { path: '/promociones', title: 'Promociones | Bait', heading: 'Promociones' },
  { path: '/internet-portatil', title: 'Internet portátil | Bait', heading: 'Internet portátil' },
  { path: '/internet-en-casa', title: 'Internet en casa | Bait', heading: 'Internet en casa' },
  { path: '/internet-empresarial', title: 'Internet empresarial | Bait', heading: 'Internet empresarial' },
  { path: '/e-sim', title: 'eSIM | Bait', heading: 'eSIM Bait' },
  { path: '/haz-tu-portabilidad', title: 'Haz tu portabilidad | Bait', heading: 'Haz tu portabilidad a Bait' },
  { path: '/cambio-nir', title: 'Gestiona tu Bait | Bait', heading: 'Gestiona tu Bait' },
  { path: '/compatibilidad', title: 'Compatibilidad | Bait', heading: 'Verifica la compatibilidad de tu equipo' },
  { path: '/cobertura', title: 'Cobertura | Bait', heading: 'Cobertura' },
  { path: '/centros-de-atencion', title: 'Centros de atención | Bait', heading: 'Centros de atención' },
  { path: '/politica-de-uso-justo', title: 'Política de uso justo | Bait', heading: 'Política de uso justo' },
  { path: '/terminos-y-condiciones', title: 'Términos y condiciones | Bait', heading: 'Términos y condiciones' },
  { path: '/recargas-asociados', title: 'Recargas asociados | Bait', heading: 'Recargas para asociados' },
  { path: '/mapa-sitio', title: 'Mapa del sitio | Bait', heading: 'Mapa del sitio' },
  { path: '/404', title: 'Página no encontrada | Bait', heading: 'PÁGINA NO ENCONTRADA' },
];

/** Pages outside the public table: the postpaid area (flag pospaid) and the account routes (spec 2.2). */
const otherPages: RoutePage[] = [
  { path: '/mi-bait-pospago', title: 'Mi Bait pospago | Bait', heading: 'Mi Bait pospago' },
  { path: '/login', title: 'Inicio de sesión | Bait', heading: 'Inicio de sesión' },
  { path: '/recuperacion', title: 'Cambio de contraseña | Bait', heading: 'Cambio de contraseña' },
  { path: '/registro', title: 'Registro | Bait', heading: 'Registro' },
  // With no registration under way it leads to /registro; account-register.spec walks it with one.
  { path: '/completar-registro', landsOn: '/registro', title: 'Registro | Bait', heading: 'Registro' },
  { path: '/sso', title: 'Inicio de sesión | Bait', heading: 'Inicio de sesión' },
  { path: '/sso-callback', title: 'Inicio de sesión | Bait', heading: 'Validando tu acceso' },
];

/** Pages that need a session. */
const sessionPages: RoutePage[] = [
  { path: '/home', title: 'Mis consumos | Bait', heading: 'Mis consumos' },
  { path: '/recurrente', title: 'Recargas recurrentes | Bait', heading: 'Recargas recurrentes' },
  { path: '/editar-perfil', title: 'Actualizar datos | Bait', heading: 'Actualizar datos' },
];

const aliases: Array<[from: string, to: string]> = [
  ['/bait-internacional', '/paquetes-bait-internacionales'],
  ['/portabilidad', '/haz-tu-portabilidad'],
  ['/negocios', '/internet-empresarial'],
  ['/faq-bait', '/centros-de-atencion'],
  ['/preguntas-frecuentes', '/centros-de-atencion'],
  ['/PUJ', '/politica-de-uso-justo'],
];

const legacyHtml: Array<[from: string, to: string]> = [
  ['/index.html', '/'],
  ...[...routePages, ...otherPages].filter(({ path }) => path !== '/').map(({ path, landsOn }): [string, string] => [`${path}.html`, landsOn ?? path]),
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
  inGroups([...routePages, ...otherPages], 4).forEach((group) => {
    test(`${group[0]?.path} to ${group.at(-1)?.path}`, async ({ page }) => {
      test.setTimeout(scaledTimeout(90_000));
      for (const [index, route] of group.entries()) {
        const [openAt, thenAt] = index % 2 === 0 ? [desktop, phone] : [phone, desktop];
        await checkRouteAtBothWidths(page, route, openAt, thenAt);
      }
    });
  });

  test('the account pages with a session', async ({ page }) => {
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
        const route = [...routePages, ...otherPages].find(({ path }) => path === to);
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
  await page.goto('/mapa-sitio');
  const main = page.getByRole('main');
  for (const route of routePages.filter(({ path }) => path !== '/404')) {
    await expect(main.locator(`a[href="${route.path}"]`)).toHaveCount(1);
  }
});
