import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chromiumLaunchOptions,
  PLAYWRIGHT_DISABLED_FEATURES,
  HEADLESS_SHELL,
  testBrowserLaunchOptions,
  UNUSED_BROWSER_UI_FEATURES,
} from '../../scripts/lib/chromium';

/** The features the installed Playwright turns off, read from its source. */
function featuresPlaywrightDisables(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  if (!list) throw new Error("playwright-core's list of disabled features moved: read chromiumSwitches.ts again");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map(([, feature]) => feature ?? '');
}

describe('the Chromium of every browser run', () => {
  it("keeps every feature Playwright turns off, since its own --disable-features replaces Playwright's", () => {
    const playwrights = featuresPlaywrightDisables();
    expect(playwrights.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
  });

  it('turns off the browser interface a headless run never shows, in a single --disable-features', () => {
    const switches = chromiumLaunchOptions.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]?.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES]));
  });

  it('starts the test runs with the same switches as the whole browser, on the headless shell when it is installed', () => {
    expect(testBrowserLaunchOptions.args).toEqual(chromiumLaunchOptions.args);
    if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) expect(testBrowserLaunchOptions.executablePath).toBe(HEADLESS_SHELL);
    else expect(testBrowserLaunchOptions.executablePath).toBe(chromiumLaunchOptions.executablePath);
  });
});
