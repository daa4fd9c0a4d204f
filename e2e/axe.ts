import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ContextObject, PartialResult, Result, RunOptions } from 'axe-core';

type FrameContext = { frameSelector: string; frameContext: ContextObject };

declare global {
  interface Window {
    /** Present once ensureAxe has run in the frame. */
    axe: {
      configure: (spec: { allowedOrigins: string[] }) => void;
      /** axe's rule table; each rule's impact is fixed (minor, moderate, serious or critical). */
      _audit: { rules: Array<{ id: string; impact?: string; enabled?: boolean; tags: string[] }> };
      runPartial: (context: ContextObject | Document, options: RunOptions) => Promise<PartialResult>;
      finishRun: (partials: Array<PartialResult | null>, options: RunOptions) => Promise<AxeResults>;
      run: (context: Document, options: RunOptions) => Promise<AxeResults>;
      utils: { getFrameContexts: (context: ContextObject | Document) => FrameContext[]; shadowSelect: (selector: string) => Element | null };
    };
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Only the rules whose violations are serious or critical, the only ones the tests fail on: the 32
 * minor and moderate rules (region, landmarks, heading order...) cost time and can never fail a
 * test. Read from the engine once, with the same axe everywhere.
 */
let blockingRules: string[] | undefined;

async function runOptions(frame: Frame): Promise<RunOptions> {
  blockingRules ??= await frame.evaluate(() =>
    window.axe._audit.rules
      // What a run without runOnly runs: enabled rules, not the experimental ones.
      .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
      .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
      .map((rule) => rule.id),
  );
  if (blockingRules.length === 0) throw new Error('axe reports no serious or critical rule: its rule table changed');
  return { resultTypes: ['violations'], runOnly: { type: 'rule', values: blockingRules } };
}
const WHOLE_DOCUMENT: ContextObject = { exclude: [] };

/** axe-core once per document, kept across client-side navigation and resizes. */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axeSource);
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/** The partial results of a frame, then of its frames depth first; null for a frame that failed. */
async function partialResults(frame: Frame, context: ContextObject, isTop: boolean): Promise<Array<PartialResult | null>> {
  try {
    await ensureAxe(frame);
    // The context travels as JSON: its nested selector types are too deep for evaluate's typing.
    const frameContexts = await frame.evaluate((own) => window.axe.utils.getFrameContexts(JSON.parse(own) as ContextObject), JSON.stringify(context));
    const own = await frame.evaluate(({ own, options }) => window.axe.runPartial(JSON.parse(own) as ContextObject, options), {
      own: JSON.stringify(context),
      options: await runOptions(frame),
    });
    const children: Array<PartialResult | null> = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const element = (await frame.evaluateHandle((selector) => window.axe.utils.shadowSelect(selector), frameSelector)).asElement();
      const child = await element?.contentFrame().catch(() => null);
      children.push(...(child ? await partialResults(child, frameContext, false) : [null]));
    }
    return [own, ...children];
  } catch (error) {
    if (isTop) throw error;
    return [null];
  }
}

/**
 * Every axe rule on the whole page and its frames, the way `@axe-core/playwright` runs them
 * (runPartial in each frame, then finishRun), but with the engine injected once per document,
 * the results finished in the page itself instead of a new blank page, and only violations
 * collected: about 0.2 s a scan instead of 0.9 s (decision 047).
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length === 1) {
    // Without frames, one axe.run is the same scan without the partial results' round trips.
    await ensureAxe(page.mainFrame());
    return page.evaluate(async (options) => (await window.axe.run(document, options)).violations, await runOptions(page.mainFrame()));
  }
  const partials = await partialResults(page.mainFrame(), WHOLE_DOCUMENT, true);
  const results = await page.evaluate(({ partials, options }) => window.axe.finishRun(partials, options), {
    partials,
    options: await runOptions(page.mainFrame()),
  });
  return results.violations;
}
