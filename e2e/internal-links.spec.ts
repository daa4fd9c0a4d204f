/**
 * No link on the site leads to the not-found page (issue 46): every page of the route table, in
 * mock mode, is opened once (with its flag on, logged in where it needs a session); the href of
 * each link it shows, the header and footer menus included, is resolved against the same table
 * (tests/support/site-links.ts) instead of followed, and a linked file must answer. The mocks'
 * texts that no page shows on load (the payment plugin's legal texts) are checked by
 * tests/mocks/internal-links.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';
import { pages, type PageRow } from '../src/shared/domain/routing/pages';
import { linkVerdict } from '../tests/support/site-links';

/** Every flag that shows a page or a menu entry, so each link it adds is walked too. */
const ALL_FLAGS_ON = 'flags=e-sim:on,pospaid:on,business-page:on,sso:on';

const rows: PageRow[] = Object.values(pages).filter((row) => row.path !== pages.notFound.path);

type Broken = { page: string; href: string; why: string };

/** The hrefs of every link in the document, the closed menus' too. */
function hrefsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href], area[href]')].map((link) => link.getAttribute('href') ?? ''));
}

async function walk(page: Page, group: PageRow[]): Promise<{ broken: Broken[]; links: number }> {
  const broken: Broken[] = [];
  let links = 0;
  const files = new Map<string, Promise<number>>();
  for (const row of group) {
    await page.goto(`${row.path}?${ALL_FLAGS_ON}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's own content (offer lists, the server's legal HTML) arrives after its heading.
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    for (const href of new Set(await hrefsOf(page))) {
      links += 1;
      const verdict = linkVerdict(href, origin);
      if (verdict.kind === 'notFound') broken.push({ page: row.path, href, why: 'leads to the not-found page' });
      if (verdict.kind === 'file') {
        if (!files.has(verdict.pathname))
          files.set(
            verdict.pathname,
            page.request.get(`${origin}${verdict.pathname}`).then((answer) => answer.status()),
          );
        if ((await files.get(verdict.pathname)) !== 200) broken.push({ page: row.path, href, why: 'is no file the site serves' });
      }
    }
  }
  return { broken, links };
}

test.describe('every link of every page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('of the pages anyone or a visitor without a session opens', async ({ page }) => {
    test.setTimeout(scaledTimeout(120_000));
    await acceptCookiesBeforeVisit(page);
    const { broken, links } = await walk(
      page,
      rows.filter((row) => row.guard !== 'session'),
    );
    expect(broken).toEqual([]);
    // The header, footer and site map alone link to every public page.
    expect(links).toBeGreaterThan(rows.length * 10);
  });

  test('of the pages a session opens', async ({ page }) => {
    test.setTimeout(scaledTimeout(60_000));
    await acceptCookiesBeforeVisit(page);
    await startLoggedIn(page);
    const { broken, links } = await walk(
      page,
      rows.filter((row) => row.guard === 'session'),
    );
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(0);
  });
});
