import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';

describe('a browser context of the test runs', () => {
  it('opens its page and no browser interface of its own (decision 210)', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await browser.newContext();
      await (await context.newPage()).goto('data:text/html,<title>x</title>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      // A renamed feature in a newer Chromium brings the omnibox popup back: find its new name.
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page data:text/html,<title>x</title>']);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
