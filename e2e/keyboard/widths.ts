import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures';

/** The two widths every dialog state is scanned at (issue 15). */
const PHONE_VIEWPORT = { width: 375, height: 812 } as const;
const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * axe on the state on screen at 375 px and at 1280 px, in the same page (a resize costs far less
 * than a second page load walking to the same state); the test's own viewport comes back after.
 */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page): Promise<void> {
  const own = page.viewportSize();
  for (const size of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
  if (own) await page.setViewportSize(own);
}
