/**
 * Hostile server text (issue 15, decision 119): every operation whose answer a page uses answers
 * its usual outcome with every free text replaced by the XSS corpus (`?scenario=<op>:hostileText`),
 * all of a page's operations at once, in one load per page. The pages and operations come from
 * mocks/scenario-pages.ts and the screen scenario rows; a page's visitor step (the last row's act
 * on that page) brings the texts that show only after an action (alerts, line checks, payments).
 * Nothing may run, open a dialog or reach a foreign host; where the hostile text reached the page,
 * the words around the payloads show. Screens that show their own wording in place of the
 * server's (most error and result messages) have no hostile text to show, and that is fine.
 */
import type { Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { rowSets } from './scenario-rows';
import type { ScreenOutcome } from './scenario-rows/types';
import { HOSTILE_TEXT_OUTCOME } from '../mocks/engine/hostile-text';
import { scenarioPages } from '../mocks/scenario-pages';
import { showsOnLoad } from './scenario-rows/types';
import { restartWithScenarios } from './scenarios';
import { XSS_FOREIGN_HOST, XSS_MARKER, xssCorpus } from '../mocks/security/xss-corpus';
import { widgetTexts } from '../src/features/widget/texts';
import { SESSION_STORAGE_KEYS } from '../src/shared/domain/session/session-store';
import type { SessionUser } from '../src/shared/domain/session/session-user';
import { encodeValue } from '../src/shared/storage/encoded-storage';

/** A visitor step that cannot go on with hostile answers stops here; the page is checked as it is. */
const ACT_LIMIT_MS = 5_000;
/** How long the page may take to render the hostile texts it was answered. */
const RENDER_LIMIT_MS = 4_000;
/** Operations whose text shows only once the visitor opens it on any page: the header's help widget. */
const OPENERS: Record<string, (page: Page) => Promise<void>> = {
  getWidgetCatalogue: (page) => page.getByRole('button', { name: widgetTexts.trigger, exact: true }).click(),
};

type HostilePage = { path: string; operations: Set<string>; act?: ScreenOutcome['act']; session?: SessionUser };

/** The page of a path as one load: its pathname and query, without a scenario of its own. */
function pageKey(path: string): { key: string; path: string } {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.delete('scenario');
  return { key: url.pathname, path: `${url.pathname}${url.search}` };
}

function hostilePages(): HostilePage[] {
  const pages = new Map<string, HostilePage>();
  const pageOf = (path: string) => {
    const { key, path: clean } = pageKey(path);
    const found = pages.get(key) ?? { path: clean, operations: new Set<string>() };
    pages.set(key, found);
    return found;
  };
  for (const [operationId, path] of Object.entries(scenarioPages)) if (path) pageOf(path).operations.add(operationId);
  for (const row of Object.values(rowSets).flat()) {
    const found = pageOf(row.path);
    found.operations.add(row.operationId);
    for (const also of Object.keys(row.alsoScenarios ?? {})) found.operations.add(also);
    if (row.act !== showsOnLoad) found.act = row.act;
    if (row.session) found.session = row.session;
  }
  return [...pages.values()];
}

/** What the corpus managed to do in the page: a flag set by a payload, dialogs, foreign requests. */
async function watch(page: Page, session: SessionUser | undefined) {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('popup', (popup) => foreign.push(`popup ${popup.url()}`));
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith(XSS_FOREIGN_HOST)) foreign.push(request.url());
  });
  // Answers whose free texts the corpus replaced: the page then has hostile text to show.
  const hostileAnswers: string[] = [];
  page.on('response', (response) => {
    if (Number(response.headers()['x-mock-hostile-fields'] ?? 0) > 0) hostileAnswers.push(new URL(response.url()).pathname);
  });
  await page.addInitScript(
    ([sessionKey, sessionValue]) => {
      localStorage.setItem('cookie-consent', '[1,2]');
      if (sessionValue) localStorage.setItem(sessionKey, sessionValue);
      else localStorage.removeItem(sessionKey);
    },
    [SESSION_STORAGE_KEYS.user, session ? encodeValue(session) : ''] as const,
  );
  return { dialogs, foreign, hostileAnswers };
}

const QUIET_MS = 500;

/** Counts the page's requests in flight, to wait for a quiet network at any point (not only once, as networkidle). */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS, { timeout: scaledTimeout(10_000), intervals: [100] }).toBe(true);
}

/** Runs a visitor step for at most ACT_LIMIT_MS; says how it went, for the report. */
async function actWithin(page: Page, act: (page: Page) => Promise<void>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    act(page).then(
      () => 'done',
      (error: unknown) => `stopped: ${String(error).split('\n')[0]}`,
    ),
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve('cut short'), ACT_LIMIT_MS))),
  ]);
  clearTimeout(timer);
  return outcome;
}

type Markers = { inDocument: number; shown: number };

/**
 * The marker words in the document, and those the visitor meets: visible text or an attribute read
 * to them (an image's alternative text, a title, a label). Waits a little for hostile text to render
 * when some was answered; a screen that shows its own wording in place of the server's has none.
 */
async function markersInPage(page: Page, answered: boolean): Promise<Markers> {
  const count = () =>
    page.evaluate((marker): Markers => {
      const pattern = new RegExp(`${marker}\\d`, 'g');
      const attributes = [...document.querySelectorAll('[alt],[title],[aria-label],[placeholder],input[value]')]
        .flatMap((element) => ['alt', 'title', 'aria-label', 'placeholder', 'value'].map((name) => element.getAttribute(name) ?? ''))
        .join(' ');
      const found = (text: string) => text.match(pattern)?.length ?? 0;
      return { inDocument: found(`${document.body.textContent ?? ''} ${attributes}`), shown: found(`${document.body.innerText} ${attributes}`) };
    }, XSS_MARKER);
  if (answered)
    await expect
      .poll(async () => (await count()).inDocument, { timeout: RENDER_LIMIT_MS })
      .toBeGreaterThan(0)
      .catch(() => undefined);
  return count();
}

const pages = hostilePages();
/** Pages to a test: the first loads the document, the next start the app afresh in it (decision 126). */
const PAGES_PER_TEST = 5;
const groups = Array.from({ length: Math.ceil(pages.length / PAGES_PER_TEST) }, (_, index) =>
  pages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
);

test.describe(`hostile server text: ${xssCorpus.length} payloads in every text of ${pages.length} pages`, () => {
  for (const group of groups) {
    test(group.map((hostile) => hostile.path).join(', '), async ({ page }) => {
      test.setTimeout(scaledTimeout(30_000 * group.length));
      const seen = await watch(page, group[0]?.session);
      const quiet = trackRequests(page);
      for (const hostile of group) {
        await test.step(hostile.path, async () => {
          seen.hostileAnswers.length = 0;
          if (page.url().startsWith('http')) {
            // A new visitor of this page: its own customer (or none), no mock state of the page before.
            await page.evaluate(
              ([sessionKey, sessionValue]) => {
                sessionStorage.clear();
                if (sessionValue) localStorage.setItem(sessionKey, sessionValue);
                else localStorage.removeItem(sessionKey);
              },
              [SESSION_STORAGE_KEYS.user, hostile.session ? encodeValue(hostile.session) : ''] as const,
            );
          }
          const scenarios = Object.fromEntries([...hostile.operations].map((operationId) => [operationId, HOSTILE_TEXT_OUTCOME]));
          await restartWithScenarios(page, hostile.path, scenarios, { latency: 0 });
          // The page's chunk rendered (its data calls start then), and they were answered.
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await quiet();
          const steps: string[] = [];
          if (hostile.act) steps.push(`act ${await actWithin(page, hostile.act)}`);
          for (const [operationId, open] of Object.entries(OPENERS))
            if (hostile.operations.has(operationId)) steps.push(`${operationId} ${await actWithin(page, open)}`);
          await quiet();

          const markers = await markersInPage(page, seen.hostileAnswers.length > 0);
          test.info().annotations.push({
            type: 'markers',
            description: `${hostile.path}: ${markers.shown} of ${markers.inDocument} corpus texts shown; ${steps.join(', ') || 'no step'}; hostile answers ${seen.hostileAnswers.length}`,
          });
          expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'a payload ran').toBeUndefined();
          expect(seen.dialogs, 'dialogs a payload opened').toEqual([]);
          expect(seen.foreign, 'requests or windows a payload sent to a foreign host').toEqual([]);
          // Where hostile text reached the page, the sanitizer kept the words around the payloads.
          if (markers.inDocument > 0) expect(markers.shown, 'the text around the payloads').toBeGreaterThan(0);
        });
      }
    });
  }
});
