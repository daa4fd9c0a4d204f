import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';
import { appTexts } from './texts';

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
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
      },
      {
        path: paths.getALine,
        lazy: async () => ({
          Component: (await import('@/features/acquisition/get-a-line-page')).GetALinePage,
        }),
      },
      {
        path: paths.compatibility,
        lazy: async () => ({
          Component: (await import('@/features/compatibility/compatibility-page')).CompatibilityPage,
        }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
