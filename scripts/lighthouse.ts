/**
 * npm run lighthouse: Lighthouse (mobile, Debian's Chromium) on the home page of the real-mode
 * production build. Prints the performance and accessibility scores, writes the HTML report to
 * reports/lighthouse/, and exits 1 when either is under 95. A measurement, kept out of `npm test`:
 * a performance score on a busy 2-core machine varies from run to run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');
const MINIMUM_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility'] as const;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await preview({ root: ROOT, mode: 'production', logLevel: 'silent', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1'],
  });
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('vite preview did not report its address');
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'html',
      onlyCategories: [...CATEGORIES],
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    mkdirSync(REPORT_DIR, { recursive: true });
    const reportFile = path.join(REPORT_DIR, 'home.html');
    writeFileSync(reportFile, String(result.report));

    const scores = CATEGORIES.map((category) => ({ category, score: Math.round((result.lhr.categories[category]?.score ?? 0) * 100) }));
    console.table(scores);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.table(metrics.map((id) => ({ metric: id, value: result.lhr.audits[id]?.displayValue ?? '' })));
    console.log(`Report: ${path.relative(ROOT, reportFile)}`);
    const low = scores.filter(({ score }) => score < MINIMUM_SCORE);
    if (low.length > 0) {
      console.error(`lighthouse: under ${MINIMUM_SCORE}: ${low.map(({ category, score }) => `${category} ${score}`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main();
