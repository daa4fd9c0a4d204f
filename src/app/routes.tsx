import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadUserMenu } from '@/features/menu';
import { accountPaths, aliasPaths, paths, postpaidPath, type AccountPathKey, type PathKey } from '@/shared/domain/routing/paths';
import { getSessionUser } from '@/shared/domain/session';
import { ChunkLoadFailed, lazyWithRetry } from '@/shared/ui/lazy-retry';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { AnonymousOnly, FlagRequired, SessionRequired } from './route-guards';

type PageModule = () => Promise<ComponentType>;

const offerPages = () => import('@/features/offers/offer-pages');
const staticPages = () => import('@/features/static-pages/static-pages');
const toolPages = () => import('@/features/static-pages/tool-pages');

/** Every page is its own lazy chunk (or shares one with its feature's sibling pages): `npm run size`. */
const pageModules: Record<PathKey, PageModule> = {
  home: async () => (await import('@/features/home/home-page')).HomePage,
  getALine: async () => (await import('./get-a-line-route')).GetALineRoute,
  compatibility: async () => (await import('@/features/compatibility/compatibility-page')).CompatibilityPage,
  topUps: async () => (await offerPages()).TopUpsPage,
  prepaid: async () => (await offerPages()).PrepaidPage,
  packages: async () => (await offerPages()).PackagesPage,
  internationalPackages: async () => (await offerPages()).InternationalPackagesPage,
  promotions: async () => (await offerPages()).PromotionsPage,
  portableInternet: async () => (await offerPages()).PortableInternetPage,
  homeInternet: async () => (await offerPages()).HomeInternetPage,
  businessInternet: async () => (await offerPages()).BusinessInternetPage,
  associatesTopUps: async () => (await offerPages()).AssociatesTopUpsPage,
  esim: async () => (await offerPages()).EsimPage,
  portIn: async () => {
    // The information page and the port-in request (its own feature and chunk) on one route.
    const [{ PortInPage }, { PortInRequest }] = await Promise.all([toolPages(), import('@/features/port-in/port-in-request')]);
    return function PortInRoute() {
      return <PortInPage tool={<PortInRequest />} />;
    };
  },
  nirChange: async () => (await import('@/features/nir-change/nir-change-page')).NirChangePage,
  coverage: async () => {
    // The information page and the coverage check (its own feature and chunk) on one route.
    const [{ CoveragePage }, { CoverageCheck }] = await Promise.all([toolPages(), import('@/features/coverage/components/coverage-check')]);
    return function CoverageRoute() {
      return <CoveragePage tool={<CoverageCheck />} />;
    };
  },
  serviceCentres: async () => (await staticPages()).ServiceCentresPage,
  fairUse: async () => (await staticPages()).FairUsePage,
  terms: async () => (await staticPages()).TermsPage,
  siteMap: async () => (await staticPages()).SiteMapPage,
  invoices: async () => (await import('@/features/invoices/invoices-page')).InvoicesPage,
  simReplacement: async () => (await import('@/features/sim-replacement/sim-replacement-page')).SimReplacementPage,
  notFound: async () => (await import('./not-found-page')).NotFoundPage,
};

/** Account pages (spec 2.2): their guards decide who may open them. */
const accountModules: Record<AccountPathKey, PageModule> = {
  login: async () => (await import('@/features/account/login/login-page')).LoginPage,
  recovery: async () => (await import('@/features/account/recovery/recovery-page')).RecoveryPage,
  register: async () => (await import('@/features/account/register/register-page')).RegisterPage,
  completeRegistration: async () => (await import('@/features/account/complete-registration/complete-registration-page')).CompleteRegistrationPage,
  accountHome: async () => (await import('@/features/balance/balance-page')).BalancePage,
  recurringTopUps: async () => (await import('@/features/recurring-top-ups/recurring-top-ups-page')).RecurringTopUpsPage,
  editProfile: async () => {
    // Deleting an SSO account belongs to the SSO feature; the profile page is where it shows.
    const [{ ProfilePage }, { DeleteSsoAccount }] = await Promise.all([import('@/features/profile/profile-page'), import('@/features/sso/delete-sso-account')]);
    return function EditProfileRoute() {
      return <ProfilePage ssoAccountActions={<DeleteSsoAccount />} />;
    };
  },
  cardReplacement: async () => (await import('@/features/payments/card-replacement/card-replacement-page')).CardReplacementPage,
  sso: async () => (await import('@/features/sso/sso-page')).SsoPage,
  ssoCallback: async () => (await import('@/features/sso/sso-callback-page')).SsoCallbackPage,
};

type PageRouteHandle = { preload: () => Promise<unknown> };

/**
 * A page whose code loads the first time it is shown, or earlier through the route's
 * `handle.preload` (see `preloadPageOf`). A page whose code is already there renders at once,
 * without a Suspense fallback and React's reveal delay after it. A lost chunk shows a message
 * with "Reintentar" inside the layout, never a blank page.
 */
function lazyPage(load: PageModule): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyWithRetry(load, (retry) => <ChunkLoadFailed variant="page" retry={retry} />);
  const handle: PageRouteHandle = { preload: Page.preload };
  return { element: <Page />, handle };
}

/** Other names of the pages (spec 2.1), each to the page it stands for. */
const aliasRedirects: Record<keyof typeof aliasPaths, string> = {
  international: paths.internationalPackages,
  portIn: paths.portIn,
  business: paths.businessInternet,
  faq: paths.serviceCentres,
  frequentQuestions: paths.serviceCentres,
  fairUse: paths.fairUse,
};

/** Keeps the query and the fragment: a shared link with ?oferta= or ?scenario= still works. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

function accountRoutes(keys: readonly AccountPathKey[]): RouteObject[] {
  return keys.map((key) => ({ path: accountPaths[key], ...lazyPage(accountModules[key]) }));
}

/** Every page of the site, under the guards that decide who may open it. */
const pageRoutes: RouteObject[] = [
  ...(Object.keys(pageModules) as PathKey[]).map((key) => ({ path: paths[key], ...lazyPage(pageModules[key]) })),
  { element: <AnonymousOnly />, children: accountRoutes(['login', 'recovery', 'register', 'completeRegistration']) },
  { element: <SessionRequired />, children: accountRoutes(['accountHome', 'recurringTopUps', 'editProfile', 'cardReplacement']) },
  { element: <FlagRequired flag="sso" />, children: accountRoutes(['sso', 'ssoCallback']) },
  {
    element: <FlagRequired flag="pospaid" />,
    children: [{ path: postpaidPath, ...lazyPage(async () => (await import('@/features/postpaid/postpaid-page')).PostpaidPage) }],
  },
];

/** The paths of the table: a page has a path, a guard only children. */
function routePathsOf(routeObjects: RouteObject[]): string[] {
  return routeObjects.flatMap((route) => (route.path ? [route.path] : routePathsOf(route.children ?? [])));
}

/** The legacy address of a clean path (spec 2.1): `<path>.html`, and `/index.html` for home. */
function legacyHtmlOf(path: string): string {
  return path === paths.home ? '/index.html' : `${path}.html`;
}

/**
 * Where each legacy or alias address leads: the aliases, and `<path>.html` of every page of the
 * table above (guarded ones too: the clean path then applies its guard) and of every alias.
 */
export const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
  ...Object.entries(aliasRedirects).map(([alias, to]) => [aliasPaths[alias as keyof typeof aliasPaths], to] as const),
  ...routePathsOf(pageRoutes).map((path) => [legacyHtmlOf(path), path] as const),
  ...Object.entries(aliasRedirects).map(([alias, to]) => [legacyHtmlOf(aliasPaths[alias as keyof typeof aliasPaths]), to] as const),
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pageRoutes,
      ...redirects.map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/**
 * Starts loading the code of the page at `pathname` (none for a redirect), so it can arrive
 * while the app waits for its flags; a failure is left to the page's own load to show.
 */
export function preloadPageOf(pathname: string): Promise<void> {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageRouteHandle | undefined;
  // A stored session shows the account menu in the header: its code comes with the page's.
  const userMenu = getSessionUser() ? preloadUserMenu() : undefined;
  return Promise.all([page?.preload(), userMenu]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Every route of the site. The declarative router (`useRoutes` under a `BrowserRouter`) instead of
 * the data router keeps the home route within its JavaScript budget. The layout
 * shows a page while its code loads; a page that fails to load or render shows the error page.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
