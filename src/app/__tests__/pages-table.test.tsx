import { screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages, type PageRow } from '@/shared/domain/routing/pages';
import { headTagsOf, pageHeadOf, pageHeadsOf } from '@/shared/domain/seo/page-heads';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import { pageDocuments, sitemapXml, withPageHead } from '../../../scripts/lib/seo-plugin';
import { pageModules } from '../generated/page-components';
import { redirectsOf, routesOf, type PageModules } from '../routes';
import { renderApp } from './render-app';

const SITE = 'https://sitio.example.mx';

/** A screen as a new feature folder would bring it: its page module, loaded lazily, opening with `<Page>`. */
const sampleModule = async () => ({
  SamplePage: () => (
    <Page variant={articleLayout} heading="Una muestra">
      <p>Contenido de la muestra</p>
    </Page>
  ),
});

/** Its one row in the table of pages. */
const sampleRow = {
  path: '/muestra',
  title: 'Muestra',
  description: 'Una página de muestra con una descripción de longitud suficiente para que los buscadores la muestren.',
  indexed: true,
  siteMapLabel: 'Muestra',
  guard: 'public',
  component: 'features/sample/sample-page#SamplePage',
} as const satisfies PageRow;

const table = { ...pages, sample: sampleRow };

/** Its module's loader, as `npm run generate` writes it into src/app/generated/page-components.ts. */
const sampleModules: PageModules = { 'features/sample/sample-page': sampleModule };

function SampleSite() {
  return useRoutes(routesOf(table, sampleModules));
}

describe('a new screen: a folder plus one row of the table of pages', () => {
  it('gets a route, which loads its component lazily and sets its document title', async () => {
    renderApp('/muestra', { routes: <SampleSite /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Una muestra' })).toBeInTheDocument();
    expect(screen.getByText('Contenido de la muestra')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Muestra | Bait'));
  });

  it('gets a head, a sitemap entry, its own HTML document and a .html redirect', () => {
    const heads = pageHeadsOf(table);
    expect(pageHeadOf('/muestra', heads)).toEqual({ title: 'Muestra | Bait', description: sampleRow.description, indexed: true });
    expect(headTagsOf('/muestra', SITE, heads)).toContainEqual({
      tag: 'link',
      key: ['rel', 'canonical'],
      attributes: { rel: 'canonical', href: `${SITE}/muestra` },
    });
    expect(sitemapXml(SITE, heads)).toContain(`<loc>${SITE}/muestra</loc>`);
    expect(pageDocuments(heads)).toContainEqual({ path: '/muestra', indexed: true });
    expect(withPageHead('<html><head><title>x</title></head></html>', '/muestra', SITE, heads)).toContain('<title>Muestra | Bait</title>');
    expect(redirectsOf(table)).toContainEqual(['/muestra.html', '/muestra']);
  });

  it('follows its .html redirect in the app', async () => {
    const { location } = renderApp('/muestra.html?x=1', { routes: <SampleSite /> });
    await waitFor(() => expect(location.pathname).toBe('/muestra'));
    expect(location.search).toBe('?x=1');
  });
});

describe('the table of pages', () => {
  it('names, for every row, a generated module loader and an export the app can load', async () => {
    const modules: PageModules = pageModules;
    for (const [key, row] of Object.entries(pages) as Array<[string, PageRow]>) {
      const [modulePath = '', exportName = ''] = row.component.split('#');
      const load = modules[modulePath];
      expect(load, key).toBeTypeOf('function');
      expect((await load?.())?.[exportName], key).toBeTypeOf('function');
    }
    expect(Object.keys(pageModules)).toEqual([...new Set(Object.values(pages).map((row: PageRow) => row.component.split('#')[0]))]);
  }, 60_000);

  it('gives every page a path of its own', () => {
    const paths = Object.values(pages).map((row: PageRow) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
