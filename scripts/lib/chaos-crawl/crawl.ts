/**
 * The chaos crawl's visit of one route (issue 47 part 4): the mock build opened at a width under
 * `?chaos=<seed>:<rate>`, then a bounded walk that clicks visible buttons and links and fills
 * forms with valid data, watching for what scripts/lib/chaos-crawl/detectors.ts calls a finding.
 * The walk's choices come from the chaos seed too, so a finding's link and steps replay it.
 */
import type { Browser, Page } from '@playwright/test';
import { busyProblem, doubleCharges, shapeProblems, unexplainedConsoleErrors, uncaughtErrors, type Finding, type PageShape } from './detectors';
import { hashToSeed } from '../../../mocks/engine/seed';
import { operations } from '../../../mocks/generated/operations';
import { buildRouteTable } from '../../../mocks/route-table';
import { failureGroups } from '../../../src/shared/domain/call-policy/call-policy';
import { pages, type PageGuard } from '../../../src/shared/domain/routing/pages';
import { SESSION_STORAGE_KEYS } from '../../../src/shared/domain/session/session-store';
import { encodeValue } from '../../../src/shared/storage/encoded-storage';
import { testSessionUser } from '../../../src/shared/testing/session-user';
import { machineSlowness } from '../machine-slowness';

export type CrawlRoute = { key: string; path: string; guard: PageGuard };

/** Every route of the page table (src/shared/domain/routing/pages.ts), or those named by path or key. */
export function crawlRoutes(only: readonly string[] = []): CrawlRoute[] {
  const all = Object.entries(pages).map(([key, row]) => ({ key, path: row.path, guard: row.guard as PageGuard }));
  if (only.length === 0) return all;
  const chosen = all.filter((route) => only.includes(route.path) || only.includes(route.key));
  const unknown = only.filter((name) => !all.some((route) => route.path === name || route.key === name));
  if (unknown.length > 0) throw new Error(`Unknown routes: ${unknown.join(', ')}. Known: ${all.map((route) => route.path).join(' ')}`);
  return chosen;
}

export type Visit = {
  route: CrawlRoute;
  seed: number;
  rate: number;
  width: number;
  /** Clicks at most. */
  maxSteps: number;
  /** The walk's time, load and final busy check aside. */
  maxMs: number;
  /** The `timeout` outcome's wait per attempt (?timeout=), short so a crawl does not idle. */
  timeoutMs: number;
};

export type VisitResult = { visit: Visit; link: string; steps: string[]; findings: Array<Finding & { step: number }>; chaosFailures: number };

/** The page's address: chaos, the short timeout, no added latency, and the flag its guard needs. */
export function visitPath(visit: Visit): string {
  const params = new URLSearchParams();
  params.set('chaos', `${visit.seed}:${visit.rate}`);
  params.set('timeout', String(visit.timeoutMs));
  params.set('latency', '0');
  if (typeof visit.route.guard === 'object') params.set('flags', `${visit.route.guard.flag}:on`);
  return `${visit.route.path}?${params.toString().replace(/%3A/gi, ':')}`;
}

/** mulberry32: the walk's choices, from the chaos seed, the route and the width. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

const findRoute = buildRouteTable(operations);
const CRAWL_ATTRIBUTE = 'data-chaos-crawl';
/**
 * How long a page may take to show its heading and content after a click (a lazy route's chunk
 * included), and the app to mount its layout at all, on the reference machine; a slower or busier
 * one waits as much longer (decision 288): a lazy login page still loading at load 15 was once
 * taken for an empty page.
 */
const SETTLE_MS = 8_000 * machineSlowness();
const MOUNT_MS = 25_000 * machineSlowness();

/** Valid data for a field, by its label, name and type (the e2e flows' test data). */
function valueFor(field: { label: string; type: string; maxLength: number }): string {
  const text = field.label.toLowerCase();
  const fit = (value: string) => (field.maxLength > 0 ? value.slice(0, field.maxLength) : value);
  if (field.type === 'email' || /correo|e-?mail/.test(text)) return 'ana.lopez@correo.mx';
  if (field.type === 'password' || /contraseña/.test(text)) return 'Prueba.2024';
  if (/imei/.test(text)) return '356938035643809';
  if (/iccid/.test(text)) return fit('8952140061234567890');
  if (/tarjeta|card/.test(text) && /n[úu]mero|number/.test(text)) return '4242424242424242';
  if (/vencimiento|expira|mm\/aa/.test(text)) return '11/33';
  if (/cvv|cvc|seguridad/.test(text)) return '987';
  if (/postal|c\.p\./.test(text)) return '04100';
  if (/c[óo]digo|code/.test(text)) return field.maxLength === 1 ? '1' : fit('1234');
  if (field.type === 'tel' || /n[úu]mero|tel[ée]fono|celular|l[íi]nea|whatsapp/.test(text)) return fit('5512345678');
  if (/apellido/.test(text)) return 'López Núñez';
  if (/nombre/.test(text)) return 'Ana';
  if (/calle|direcci[óo]n|domicilio/.test(text)) return 'Av. Universidad 1200';
  if (field.type === 'number') return '1';
  if (field.type === 'date') return '1990-05-17';
  return fit('Prueba');
}

type Candidate = { id: number; kind: 'button' | 'link'; name: string; form: number };

/** Tags the visible, enabled buttons and same-site links of the page (never the QA panel's). */
async function candidatesOf(page: Page): Promise<Candidate[]> {
  return page.evaluate((attribute) => {
    document.querySelectorAll(`[${attribute}]`).forEach((element) => element.removeAttribute(attribute));
    const forms = [...document.forms];
    const found: Candidate[] = [];
    const elements = [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')];
    for (const element of elements) {
      if (element.closest('#qa-panel')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[inert]')) continue;
      if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true') continue;
      if (element instanceof HTMLAnchorElement) {
        const url = new URL(element.href, location.href);
        if (url.origin !== location.origin || element.target === '_blank' || element.hasAttribute('download') || /\.(pdf|xml|txt)$/.test(url.pathname))
          continue;
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const id = found.length;
      element.setAttribute(attribute, String(id));
      const form = element.closest('form');
      found.push({ id, kind: element instanceof HTMLAnchorElement ? 'link' : 'button', name, form: form ? forms.indexOf(form) : -1 });
    }
    return found;
  }, CRAWL_ATTRIBUTE);
}

/** Fills the form's visible fields with valid data; returns what it did, for the steps. */
async function fillForm(page: Page, formIndex: number): Promise<string[]> {
  const fields = await page.evaluate(
    ([index, attribute]) => {
      const form = document.forms[index];
      if (!form) return [];
      const out: Array<{ id: string; label: string; type: string; maxLength: number; tag: string }> = [];
      form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea').forEach((field, position) => {
        const box = field.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || field.disabled || ('readOnly' in field && field.readOnly)) return;
        const type = field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase();
        if (['hidden', 'submit', 'button', 'radio', 'file'].includes(type)) return;
        const id = `f${index}-${position}`;
        field.setAttribute(attribute, id);
        const label =
          [...(field.labels ?? [])].map((element) => element.textContent ?? '').join(' ') ||
          field.getAttribute('aria-label') ||
          field.name ||
          field.getAttribute('placeholder') ||
          '';
        out.push({ id, label: label.trim(), type, maxLength: field instanceof HTMLSelectElement ? -1 : field.maxLength, tag: field.tagName.toLowerCase() });
      });
      return out;
    },
    [formIndex, CRAWL_ATTRIBUTE] as const,
  );
  const done: string[] = [];
  for (const field of fields) {
    const locator = page.locator(`[${CRAWL_ATTRIBUTE}="${field.id}"]`);
    try {
      if (field.type === 'checkbox') {
        await locator.check({ timeout: 1_000 });
        done.push(`check "${field.label}"`);
      } else if (field.tag === 'select') {
        const options = await locator.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
        if (options[0]) await locator.selectOption(options[0], { timeout: 1_000 });
        done.push(`select "${field.label}"`);
      } else {
        const value = valueFor(field);
        await locator.fill(value, { timeout: 1_000 });
        done.push(`fill "${field.label}" with ${field.type === 'password' ? '(a password)' : value}`);
      }
    } catch {
      // A field that went away or stayed read-only: the walk goes on without it.
    }
  }
  return done;
}

async function shapeOf(page: Page): Promise<PageShape> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return { hasMain: main !== null, mainText: main?.innerText.trim().length ?? 0, headings: document.querySelectorAll('h1').length };
  });
}

/** The page's shape once it settled: polls until it has content and a heading, or SETTLE_MS. */
async function settledShape(page: Page): Promise<PageShape> {
  const until = Date.now() + SETTLE_MS;
  let shape = await shapeOf(page);
  while ((shape.mainText === 0 || shape.headings === 0) && Date.now() < until) {
    await page.waitForTimeout(150);
    shape = await shapeOf(page);
  }
  return shape;
}

const BUSY_SELECTOR = '[aria-busy="true"], [role="progressbar"]';

async function busyThing(page: Page): Promise<string | undefined> {
  return page.evaluate((selector) => {
    const busy = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest('#qa-panel');
    });
    return busy ? `<${busy.tagName.toLowerCase()}${busy.getAttribute('aria-label') ? ` aria-label="${busy.getAttribute('aria-label')}"` : ''}>` : undefined;
  }, BUSY_SELECTOR);
}

/**
 * One visit: load, then clicks until maxSteps or maxMs, checking the page after each. `plant` runs
 * in every document before the page's own scripts: the crawler's own test plants a defect with it.
 */
export async function crawlVisit(browser: Browser, baseUrl: string, visit: Visit, plant?: string): Promise<VisitResult> {
  const link = new URL(visitPath(visit), baseUrl).toString();
  const context = await browser.newContext({
    viewport: { width: visit.width, height: 844 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    serviceWorkers: 'allow',
  });
  const session: [string, string] | undefined = visit.route.guard === 'session' ? [SESSION_STORAGE_KEYS.user, encodeValue(testSessionUser())] : undefined;
  await context.addInitScript((entry) => {
    if (window !== window.top) return;
    localStorage.setItem('cookie-consent', '[1,2]');
    if (entry && !sessionStorage.getItem('chaos-crawl-session')) {
      localStorage.setItem(entry[0], entry[1]);
      sessionStorage.setItem('chaos-crawl-session', '1');
    }
  }, session);
  if (plant) await context.addInitScript({ content: plant });
  const page = await context.newPage();
  // Windows the site opens (a PDF, a payment's approval page) are closed: the walk stays on the page.
  context.on('page', (other) => {
    if (other !== page) void other.close();
  });
  let step = 0;
  const steps: string[] = [`open ${visitPath(visit)} at ${visit.width} px`];
  const findings: VisitResult['findings'] = [];
  const add = (found: Finding[]) => {
    for (const finding of found)
      if (!findings.some((seen) => seen.kind === finding.kind && seen.detail === finding.detail)) findings.push({ ...finding, step });
  };
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const callsOfStep: string[] = [];
  let inFlight = 0;
  let chaosFailures = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('request', (request) => {
    inFlight += 1;
    const url = new URL(request.url());
    const route = findRoute(request.method(), url.origin + url.pathname);
    if (route) callsOfStep.push(route.operation.operationId);
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    if (response.headers()['x-mock-source']?.startsWith('chaos:')) chaosFailures += 1;
  });
  const quiet = async (limitMs: number) => {
    const until = Date.now() + limitMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 250) return;
      await page.waitForTimeout(50);
    }
  };
  const check = async () => {
    add(uncaughtErrors(pageErrors.splice(0)));
    add(unexplainedConsoleErrors(consoleErrors.splice(0)));
    add(doubleCharges(callsOfStep.splice(0)));
    if (new URL(page.url()).origin === new URL(baseUrl).origin) add(shapeProblems(await settledShape(page), true));
  };

  try {
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('main', { timeout: MOUNT_MS }).catch(() => undefined);
    await quiet(3_000);
    await check();
    const choose = random(hashToSeed(String(visit.seed), visit.route.path, String(visit.width)));
    const started = Date.now();
    while (step < visit.maxSteps && Date.now() - started < visit.maxMs && findings.length === 0) {
      const candidates = await candidatesOf(page);
      if (candidates.length === 0) break;
      const candidate = candidates[Math.floor(choose() * candidates.length)];
      if (!candidate) break;
      step += 1;
      if (candidate.form >= 0 && candidate.kind === 'button') steps.push(...(await fillForm(page, candidate.form)));
      steps.push(`click ${candidate.kind} "${candidate.name}"`);
      callsOfStep.length = 0;
      try {
        await page.locator(`[${CRAWL_ATTRIBUTE}="${candidate.id}"]`).click({ timeout: 1_000 });
      } catch {
        steps.push('(the click did not land: something covered the target or it went away)');
      }
      await page.waitForTimeout(200);
      await quiet(3_000);
      if (new URL(page.url()).origin !== new URL(baseUrl).origin) {
        steps.push(`left the site for ${new URL(page.url()).origin}; back`);
        await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
      }
      await check();
    }
    // Busy after the walk: it must end within the slowest failure of the retry table (every
    // attempt of the most retried call timing out), plus a second.
    const limit = Math.max(...failureGroups(visit.timeoutMs).map((group) => group.afterMs)) + 1_000;
    const busySince = Date.now();
    let busy = await busyThing(page);
    while (busy !== undefined && Date.now() - busySince <= limit) {
      await page.waitForTimeout(250);
      busy = await busyThing(page);
    }
    if (busy !== undefined) add(busyProblem(Date.now() - busySince, limit, busy));
    add(uncaughtErrors(pageErrors.splice(0)));
    add(unexplainedConsoleErrors(consoleErrors.splice(0)));
  } finally {
    await context.close();
  }
  return { visit, link, steps, findings, chaosFailures };
}

/** A finding as the crawl prints it: what, where, the link that replays it and the steps. */
export function formatFinding(result: VisitResult, finding: VisitResult['findings'][number]): string {
  const { visit } = result;
  return [
    `✗ ${finding.kind} on ${visit.route.path} at ${visit.width} px, chaos seed ${visit.seed} (step ${finding.step}): ${finding.detail}`,
    `  reproduce: ${result.link}`,
    ...result.steps.map((line, index) => `  ${index + 1}. ${line}`),
  ].join('\n');
}
