import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadUserMenu } from '@/features/menu';
import { pages, type PageGuard, type PageKey, type PageRow } from '@/shared/domain/routing/pages';
import { aliasPaths, aliasTargets } from '@/shared/domain/routing/paths';
import { getSessionUser } from '@/shared/domain/session';
import { ChunkLoadFailed, lazyWithRetry } from '@/shared/ui/lazy-retry';
import { pageModules } from './generated/page-components';
import { RootLayout } from './layout/root-layout';
import { PageRowScope } from './page-row-scope';
import { RouteErrorBoundary } from './route-error-boundary';
import { AnonymousOnly, FlagRequired, SessionRequired } from './route-guards';

type PageTable = Readonly<Record<string, PageRow>>;

/** A loader per page module a table names, by its path under src. */
export type PageModules = Readonly<Record<string, () => Promise<Record<string, unknown>>>>;

type ModuleOf<Component> = Component extends `${infer Module}#${string}` ? Module : never;
type ExportOf<Component, Module extends string> = Component extends `${Module}#${infer Export}` ? Export : never;

/** Loaders that give each of `Components` (`<module under src>#<export>`): its module, exporting it as a component that takes no props. */
export type ModulesGiving<Components extends string> = {
  readonly [Module in ModuleOf<Components>]: () => Promise<{ readonly [Export in ExportOf<Components, Module>]: ComponentType }>;
};

/**
 * The generated loaders, checked against every row of the table: an export that does not exist, or
 * a row whose module has no loader (added or changed without `npm run generate`), fails the
 * typecheck here; a module that does not exist fails it in the generated file.
 */
const tableModules: ModulesGiving<(typeof pages)[PageKey]['component']> = pageModules;

/** The loader of a row's component, `<module under src>#<export>`; a name that leads nowhere fails as a lost chunk does. */
function componentLoaderOf(row: PageRow, modules: PageModules): () => Promise<ComponentType> {
  const [modulePath = '', exportName = ''] = row.component.split('#');
  const load = modules[modulePath];
  return async () => {
    if (!load) throw new Error(`${row.path}: no page module ${modulePath}`);
    const component = (await load())[exportName];
    if (typeof component !== 'function') throw new Error(`${row.path}: ${modulePath} exports no ${exportName}`);
    return component as ComponentType;
  };
}

type PageRouteHandle = { preload: () => Promise<unknown> };

/**
 * A page whose code loads the first time it is shown, or earlier through the route's
 * `handle.preload` (see `preloadPageOf`). A page whose code is already there renders at once,
 * without a Suspense fallback and React's reveal delay after it. A lost chunk shows a message
 * with "Reintentar" inside the layout, never a blank page.
 */
function lazyPage(row: PageRow, modules: PageModules): Pick<RouteObject, 'element' | 'handle'> {
  const Component = lazyWithRetry(componentLoaderOf(row, modules), (retry) => <ChunkLoadFailed variant="page" retry={retry} />);
  const handle: PageRouteHandle = { preload: Component.preload };
  return {
    element: (
      <PageRowScope row={row}>
        <Component />
      </PageRowScope>
    ),
    handle,
  };
}

/** Keeps the query and the fragment: a shared link with ?oferta= or ?scenario= still works. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The element that decides who may open the pages of one guard (spec 2.2). */
function guardElementOf(guard: Exclude<PageGuard, 'public'>) {
  if (guard === 'anonymous') return <AnonymousOnly />;
  if (guard === 'session') return <SessionRequired />;
  return <FlagRequired flag={guard.flag} />;
}

const guardKeyOf = (guard: PageGuard) => (typeof guard === 'object' ? `flag:${guard.flag}` : guard);

/** Every page of a table, the public ones first, then one group per guard in the table's order. */
function pageRoutesOf(table: PageTable, modules: PageModules): RouteObject[] {
  const rows = Object.values(table);
  const publicRoutes = rows.filter((row) => row.guard === 'public').map((row) => ({ path: row.path, ...lazyPage(row, modules) }));
  const guarded = new Map<string, { guard: Exclude<PageGuard, 'public'>; rows: PageRow[] }>();
  for (const row of rows) {
    if (row.guard === 'public') continue;
    const key = guardKeyOf(row.guard);
    const group = guarded.get(key) ?? { guard: row.guard, rows: [] };
    group.rows.push(row);
    guarded.set(key, group);
  }
  return [
    ...publicRoutes,
    ...[...guarded.values()].map(({ guard, rows: guardedRows }) => ({
      element: guardElementOf(guard),
      children: guardedRows.map((row) => ({ path: row.path, ...lazyPage(row, modules) })),
    })),
  ];
}

/** The legacy address of a clean path (spec 2.1): `<path>.html`, and `/index.html` for home. */
function legacyHtmlOf(path: string): string {
  return path === pages.home.path ? '/index.html' : `${path}.html`;
}

/** Other names of the pages (spec 2.1), each to the page it stands for. */
const aliasRedirects: Record<keyof typeof aliasPaths, string> = Object.fromEntries(
  Object.entries(aliasTargets).map(([alias, page]) => [alias, pages[page].path]),
) as Record<keyof typeof aliasPaths, string>;

/**
 * Where each legacy or alias address leads: the aliases, and `<path>.html` of every page of the
 * table (guarded ones too: the clean path then applies its guard) and of every alias.
 */
export function redirectsOf(table: PageTable): ReadonlyArray<readonly [from: string, to: string]> {
  const aliases = Object.entries(aliasRedirects).map(([alias, to]) => [aliasPaths[alias as keyof typeof aliasPaths], to] as const);
  return [
    ...aliases,
    ...Object.values(table).map((row) => [legacyHtmlOf(row.path), row.path] as const),
    ...aliases.map(([alias, to]) => [legacyHtmlOf(alias), to] as const),
  ];
}

export const redirects = redirectsOf(pages);

/** The whole route table of a table of pages: the layout, the pages, their redirects and /404 for the rest. */
export function routesOf(table: PageTable, modules: PageModules = tableModules): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...pageRoutesOf(table, modules),
        ...redirectsOf(table).map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
        { path: '*', element: <Navigate to={table.notFound?.path ?? pages.notFound.path} replace /> },
      ],
    },
  ];
}

const routes: RouteObject[] = routesOf(pages);

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
