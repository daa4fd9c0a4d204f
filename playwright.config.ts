import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions, testBrowserLaunchOptions } from './scripts/lib/chromium';
import { freePort } from './scripts/lib/free-port';
import { machineSlowness } from './scripts/lib/machine-slowness';

/** Chosen once by the main process; workers inherit it through the environment. */
async function pickPort(): Promise<string> {
  process.env.E2E_PORT ??= String(await freePort());
  return process.env.E2E_PORT;
}

const port = await pickPort();
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_REAL_PORT ??= String(await freePort());
const realModeURL = `http://127.0.0.1:${process.env.E2E_REAL_PORT}`;
process.env.E2E_DEV_PORT ??= String(await freePort());
const devServerURL = `http://127.0.0.1:${process.env.E2E_DEV_PORT}`;
process.env.E2E_REAL_BUILD_PORT ??= String(await freePort());
const realBuildURL = `http://127.0.0.1:${process.env.E2E_REAL_BUILD_PORT}`;
// Measured once by the main process, like the ports; every timeout below and in the specs is
// multiplied by it (`scaledTimeout`, decision 288). MACHINE_SLOWNESS=1 keeps the reference timeouts.
const slowness = machineSlowness();

/** Spec files that also run against `npm run dev` (the dev-server project): the mode people use every day. */
const DEV_SERVER_SPECS = ['payment-safety.spec.ts'];

/** Options of `playwright test` followed by a value, so that value is not taken for a file filter. */
const OPTIONS_WITH_VALUE = new Set([
  '--workers',
  '-j',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--retries',
  '--timeout',
  '--shard',
  '--config',
  '-c',
  '--repeat-each',
  '--max-failures',
  '--output',
  '--trace',
]);

/** The projects and file filters named on the command line (empty: the whole suite). */
function selectionOfThisRun(): { projects: string[]; files: string[] } {
  const args = process.argv.slice(2).filter((arg) => arg !== 'test');
  const projects: string[] = [];
  const files: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--project' || arg === '-p') projects.push(args[(index += 1)] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (OPTIONS_WITH_VALUE.has(arg)) index += 1;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  return { projects, files };
}

/** A run that shows its browser (headed, UI mode, debugging) needs the whole browser, not the headless shell. */
const showsTheBrowser = ['--headed', '--ui', '--debug'].some((flag) => process.argv.includes(flag)) || Boolean(process.env.PWDEBUG);
const launchOptions = showsTheBrowser ? chromiumLaunchOptions : testBrowserLaunchOptions;

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

/** Folders of the projects that run on a server of their own, not on the mock build. */
const OWN_SERVER_FOLDERS = ['real-mode', 'real-build'];

/**
 * Each server starts only for runs that may reach its project: a run that names only `real-mode`
 * or `real-build` (project or folder) skips the mock build; a run of other spec files or of the
 * chromium project skips the six Prism mocks and the real build; the dev server starts only for
 * the dev-server project's specs.
 */
function serversOfThisRun(mock: WebServer, realMode: WebServer, devServer: WebServer, realBuild: WebServer): WebServer[] {
  const { projects, files } = selectionOfThisRun();
  const wantsRealMode = projects.length > 0 ? projects.includes('real-mode') : files.length === 0 || files.some((file) => file.includes('real-mode'));
  const wantsRealBuild = projects.length > 0 ? projects.includes('real-build') : files.length === 0 || files.some((file) => file.includes('real-build'));
  const wantsMock =
    projects.length > 0
      ? projects.includes('chromium')
      : files.length === 0 || files.some((file) => !OWN_SERVER_FOLDERS.some((folder) => file.includes(folder)));
  const wantsDevServer =
    projects.length > 0
      ? projects.includes('dev-server')
      : files.length === 0 || files.some((file) => DEV_SERVER_SPECS.some((spec) => file.includes(spec.replace('.spec.ts', ''))));
  return [...(wantsMock ? [mock] : []), ...(wantsRealMode ? [realMode] : []), ...(wantsDevServer ? [devServer] : []), ...(wantsRealBuild ? [realBuild] : [])];
}

const mockServer: WebServer = {
  // The static mock build, as a demo deployment would serve it; `npm test` builds it once for
  // Playwright and `size` (BAIT_PREBUILT), a run of its own builds it first.
  command: `${process.env.BAIT_PREBUILT ? '' : 'npm run -s build:mock && '}node_modules/.bin/vite preview --mode mock --host 127.0.0.1 --port ${port} --strictPort`,
  url: baseURL,
  reuseExistingServer: false,
  timeout: 120_000 * slowness,
  stdout: 'ignore',
  stderr: 'pipe',
};

/** The app in real mode (no MSW) against Prism mocks of every contract file (decision 071). */
const realModeServer: WebServer = {
  command: `node_modules/.bin/tsx scripts/real-mode-server.ts`,
  env: { REAL_MODE_PORT: process.env.E2E_REAL_PORT ?? '' },
  // Without it Playwright SIGKILLs the server and the Prism mocks (their own process groups) outlive the run.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  url: realModeURL,
  reuseExistingServer: false,
  timeout: 120_000 * slowness,
  stdout: 'ignore',
  stderr: 'pipe',
};

/** `npm run dev` as a developer runs it: mock mode, MSW in a service worker, modules served one by one. */
const devServer: WebServer = {
  command: `node_modules/.bin/vite --mode development --host 127.0.0.1 --port ${process.env.E2E_DEV_PORT} --strictPort`,
  env: { BAIT_VITE_CACHE_DIR: 'node_modules/.vite-e2e-dev' },
  url: devServerURL,
  reuseExistingServer: false,
  timeout: 120_000 * slowness,
  stdout: 'ignore',
  stderr: 'pipe',
};

/** The real-mode production build with a backend in the state each test chooses (issue 38, decision 254). */
const realBuildServer: WebServer = {
  // `npm test` has built dist/ already (BAIT_PREBUILT); a run of its own builds it first.
  command: `${process.env.BAIT_PREBUILT ? '' : 'node_modules/.bin/vite build --logLevel warn && '}node_modules/.bin/tsx scripts/real-build-server.ts`,
  env: { REAL_BUILD_PORT: process.env.E2E_REAL_BUILD_PORT ?? '' },
  url: realBuildURL,
  reuseExistingServer: false,
  timeout: 120_000 * slowness,
  stdout: 'ignore',
  stderr: 'pipe',
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more and reported as flaky if it then passes: the suite
  // runs four workers on two cores, where a step can starve (decision 049).
  retries: process.env.CI ? 1 : 0,
  // Two more than the cores: browser tests often wait (debounces, mock latency, transitions).
  // PLAYWRIGHT_WORKERS overrides it, e.g. to compare runs.
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 4,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000 * slowness,
  expect: {
    timeout: 7_000 * slowness,
    // The pictures of e2e/screen-pictures.spec.ts are of the one browser the suite runs, Debian's
    // Chromium on Linux: their names carry neither the project nor the platform (decision 290).
    toHaveScreenshot: { pathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}' },
  },
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // No trace by default, in CI and locally alike: recording every test to keep the failed ones
    // cost a fifth of the browser stage's CPU and took a local `npm test` past its 10 minutes. A
    // failure prints its error context (page snapshot, call log) anyway; to trace one, run its
    // file with `--trace retain-on-failure` (decision 226).
    trace: 'off',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['real-mode/**', 'real-build/**'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
    {
      // The card-data scan against `npm run dev`, where the mocks log each call (issue 22).
      name: 'dev-server',
      testMatch: DEV_SERVER_SPECS,
      // A dev server compiles each module on its first request: the first page takes longer.
      timeout: 90_000 * slowness,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: devServerURL,
        launchOptions,
      },
    },
    {
      // The real-mode production build, its first views included, with a slow or failing backend.
      name: 'real-build',
      testDir: './e2e/real-build',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: realBuildURL,
        launchOptions,
      },
    },
    {
      name: 'real-mode',
      testDir: './e2e/real-mode',
      // A dev server compiles each module on its first request: the first page takes longer.
      timeout: 90_000 * slowness,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: realModeURL,
        launchOptions,
      },
    },
  ],
  webServer: serversOfThisRun(mockServer, realModeServer, devServer, realBuildServer),
});
