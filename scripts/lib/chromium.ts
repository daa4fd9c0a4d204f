import { existsSync } from 'node:fs';

/**
 * Features Playwright turns off in every Chromium it launches (`chromiumSwitches.ts` of
 * playwright-core). Chromium reads only the last `--disable-features`, so a launch that turns off
 * features of its own must repeat these; tests/scripts/chromium.test.ts keeps the copy in step.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser interface that a headless run never shows but pays for: Chromium 156 gives every window
 * (each browser context of a test) a WebUI omnibox popup in a renderer of its own, about 0.6 CPU
 * seconds per context, half the cost of a test's page load (decision 210).
 */
export const UNUSED_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const FULL_BROWSER = '/usr/bin/chromium';
/** Debian's package chromium-headless-shell: the same Chromium without the browser around the page. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].join(',')}`,
];

/**
 * Debian's Chromium, the whole browser (no downloads, no sandbox as root): what the measuring
 * scripts (Lighthouse, layout shift, interaction speed, size) and a headed test run start, since
 * they stand for a visitor's browser. `CHROMIUM_PATH` chooses another binary for every run.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER,
  args: SWITCHES,
};

/**
 * The browser of the headless test runs: Debian's headless shell of the same Chromium when it is
 * installed (it is what Playwright itself runs headless), else the whole browser. A context and a
 * page load cost about a quarter less CPU in it, the browser stage about 12% less; the one thing it
 * lacks is the PDF viewer, so a test that opens a PDF in a window of its own runs on
 * `chromiumLaunchOptions` (decision 256).
 */
export const testBrowserLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: SWITCHES,
};
