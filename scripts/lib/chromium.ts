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

/** Debian's Chromium, as every browser run of the project starts it (no downloads, no sandbox as root). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].join(',')}`,
  ],
};
