import { Navigate, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { aliasPaths, paths, type PathKey } from '@/shared/routing/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';
import { appTexts } from './texts';

type LazyPage = NonNullable<RouteObject['lazy']>;

const offerPages = () => import('@/features/offers/offer-pages');
const staticPages = () => import('@/features/static-pages/static-pages');

/** Every page is its own lazy chunk (or shares one with its feature's sibling pages): `npm run size`. */
const pages: Record<PathKey, LazyPage> = {
  home: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
  getALine: async () => ({ Component: (await import('@/features/acquisition/get-a-line-page')).GetALinePage }),
  compatibility: async () => ({
    Component: (await import('@/features/compatibility/compatibility-page')).CompatibilityPage,
  }),
  topUps: async () => ({ Component: (await offerPages()).TopUpsPage }),
  prepaid: async () => ({ Component: (await offerPages()).PrepaidPage }),
  packages: async () => ({ Component: (await offerPages()).PackagesPage }),
  internationalPackages: async () => ({ Component: (await offerPages()).InternationalPackagesPage }),
  promotions: async () => ({ Component: (await offerPages()).PromotionsPage }),
  portableInternet: async () => ({ Component: (await offerPages()).PortableInternetPage }),
  homeInternet: async () => ({ Component: (await offerPages()).HomeInternetPage }),
  businessInternet: async () => ({ Component: (await offerPages()).BusinessInternetPage }),
  associatesTopUps: async () => ({ Component: (await offerPages()).AssociatesTopUpsPage }),
  esim: async () => ({ Component: (await offerPages()).EsimPage }),
  portIn: async () => ({ Component: (await staticPages()).PortInPage }),
  nirChange: async () => ({ Component: (await staticPages()).NirChangePage }),
  coverage: async () => ({ Component: (await staticPages()).CoveragePage }),
  serviceCentres: async () => ({ Component: (await staticPages()).ServiceCentresPage }),
  fairUse: async () => ({ Component: (await staticPages()).FairUsePage }),
  terms: async () => ({ Component: (await staticPages()).TermsPage }),
  siteMap: async () => ({ Component: (await staticPages()).SiteMapPage }),
  notFound: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
};

/** Other names of the pages (spec 2.1), each to the page it stands for. */
export const aliasRedirects: Record<keyof typeof aliasPaths, string> = {
  international: paths.internationalPackages,
  portIn: paths.portIn,
  business: paths.businessInternet,
  faq: paths.serviceCentres,
  frequentQuestions: paths.serviceCentres,
  fairUse: paths.fairUse,
};

/** Where each legacy or alias address leads: the aliases, and `<path>.html` of every page and alias. */
export const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
  ...Object.entries(aliasRedirects).map(
    ([alias, to]) => [aliasPaths[alias as keyof typeof aliasPaths], to] as const,
  ),
  ...Object.values(paths).map((path) => [path === paths.home ? '/index.html' : `${path}.html`, path] as const),
  ...Object.entries(aliasRedirects).map(
    ([alias, to]) => [`${aliasPaths[alias as keyof typeof aliasPaths]}.html`, to] as const,
  ),
];

/** Keeps the query and the fragment: a shared link with ?oferta= or ?scenario= still works. */
function redirectTo(to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${to}${url.search}${url.hash}`);
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The first page's code is still loading: the layout's slot stays empty, announced to screen readers.
    hydrateFallbackElement: (
      <p className="visually-hidden" role="status">
        {appTexts.loadingPage}
      </p>
    ),
    children: [
      ...(Object.keys(pages) as PathKey[]).map((key) => ({ path: paths[key], lazy: pages[key] })),
      ...redirects.map(([from, to]) => ({ path: from, loader: redirectTo(to) })),
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
