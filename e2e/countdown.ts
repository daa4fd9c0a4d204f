import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A `mm:ss` countdown's remaining time, in seconds. */
async function secondsShown(timer: Locator): Promise<number> {
  const [minutes = NaN, seconds = NaN] = ((await timer.textContent()) ?? '').split(':').map(Number);
  return minutes * 60 + seconds;
}

/**
 * The countdown of an hour has just started: it shows at most one minute less. The page's clock runs
 * in real time between the lockout and this reading, seconds on a busy machine, not a minute.
 */
export async function expectHourCountdownStarted(timer: Locator): Promise<void> {
  await expect(timer).toHaveText(/^(60:00|59:[0-5]\d)$/);
}

/**
 * Moves the page's clock `minutes` ahead (firing every timer on the way, or each due one once) and
 * expects the countdown that many minutes lower, give or take the real seconds the machine took
 * meanwhile (at most one minute).
 */
export async function expectCountdownAfter(page: Page, timer: Locator, minutes: number, how: 'runFor' | 'fastForward'): Promise<void> {
  const before = await secondsShown(timer);
  await page.clock[how](minutes * 60 * 1000);
  const after = before - minutes * 60;
  await expect.poll(() => secondsShown(timer)).toBeLessThanOrEqual(after);
  expect(await secondsShown(timer)).toBeGreaterThan(after - 60);
}
