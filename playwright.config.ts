import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';
import { freePort } from './scripts/lib/free-port';

/** Chosen once by the main process; workers inherit it through the environment. */
async function pickPort(): Promise<string> {
  process.env.E2E_PORT ??= String(await freePort());
  return process.env.E2E_PORT;
}

const port = await pickPort();
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    // The static mock build, as a demo deployment would serve it; `npm test` builds it once for
    // Playwright and `size` (BAIT_PREBUILT), a run of its own builds it first.
    command: `${process.env.BAIT_PREBUILT ? '' : 'npm run -s build:mock && '}node_modules/.bin/vite preview --mode mock --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
