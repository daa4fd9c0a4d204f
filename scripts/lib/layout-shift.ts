/**
 * The layout shift of a page as the page itself sees it (issue 38): a `layout-shift`
 * PerformanceObserver, buffered, installed before the page's first script. The figure is the sum
 * of every shift without a recent input, at least the CLS that Lighthouse and web-vitals report
 * (they keep the worst five-second window), and a property of the layout alone: it does not
 * depend on how fast the machine is.
 */
import type { Page, Request } from '@playwright/test';

export type LayoutShift = { value: number; at: number; sources: string[] };
type ShiftWindow = Window & { __layoutShifts?: LayoutShift[] };

/**
 * Passed to `page.addInitScript`: collects the shifts in `window.__layoutShifts`. Plain JavaScript
 * in a string: a function would reach the page as tsx compiled it, with helpers the page lacks.
 */
export const OBSERVE_LAYOUT_SHIFTS = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    return node.tagName.toLowerCase() + classes;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** The shifts so far and their sum. */
export async function layoutShiftOf(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * Follows the page's calls (fetches) from before its first request; `settled()` waits until none
 * is under way and none started for `quietMs`, longer than the longest pause between a failed
 * read's retries (TanStack Query's 1, 2 and 4 s), so that a failing page has shown its error
 * state. Gives up after `limitMs`.
 */
export function followCalls(page: Page): { settled: (quietMs?: number, limitMs?: number) => Promise<void>; count: () => number } {
  let pending = 0;
  let total = 0;
  let lastActivity = Date.now();
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (!isCall(request)) return;
    pending += 1;
    total += 1;
    lastActivity = Date.now();
  });
  const onEnd = (request: Request) => {
    if (!isCall(request)) return;
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    count: () => total,
    settled: async (quietMs = 4_500, limitMs = 30_000) => {
      const started = Date.now();
      while (Date.now() - started < limitMs && (pending > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(250);
    },
  };
}
