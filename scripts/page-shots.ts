/**
 * Full-page screenshots of a few routes of the mock build at a phone and a desktop width, and a
 * pixel-by-pixel comparison of two such sets: proof that a change of structure left screens as
 * they were.
 *
 *   npx tsx scripts/page-shots.ts take <folder>            build the mock app, then shoot
 *   npx tsx scripts/page-shots.ts take <folder> --no-build shoot the existing dist/
 *   npx tsx scripts/page-shots.ts compare <before> <after> differing pixels per shot; exits 1 on any
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { SESSION_STORAGE_KEYS } from '../src/shared/domain/session/session-store';
import { encodeValue } from '../src/shared/storage/encoded-storage';
import { testSessionUser } from '../src/shared/testing/session-user';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/recargas', '/e-sim', '/login', '/cobertura', '/portabilidad', '/registro', '/mi-bait-pospago', '/home', '/no-existe'] as const;
/** Routes shot with a customer logged in, as after a login. */
const WITH_SESSION: ReadonlySet<string> = new Set(['/home']);
const WIDTHS = [375, 1280] as const;

function shotName(route: string, width: number): string {
  // `/` is `index`: `home` is the account's /home.
  const slug = route === '/' ? 'index' : route.slice(1).replaceAll('/', '_');
  return `${slug}-${width}.png`;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no server at ${url}`);
}

async function shoot(browser: Browser, baseUrl: string, folder: string, route: string, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City', reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    if (WITH_SESSION.has(route)) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEYS.user, encodeValue(testSessionUser())] as const);
    }
    await page.goto(new URL(route, baseUrl).href);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Mock answers arrive after a short latency: let every pending call land and fonts settle.
    await page.waitForTimeout(1_500);
    await page.evaluate(() => document.fonts.ready);
    // The fixed social bar moves with the viewport a full-page shot stretches, a few pixels apart
    // from one run to the next: masked, so only the page itself is compared.
    await page.screenshot({
      path: path.join(folder, shotName(route, width)),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: [page.locator('[data-fixed-bottom]')],
    });
  } finally {
    await context.close();
  }
}

async function take(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--mode', 'mock', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const port = await freePort();
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['preview', '--mode', 'mock', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await waitForServer(baseUrl);
    for (const route of ROUTES) for (const width of WIDTHS) await shoot(browser, baseUrl, folder, route, width);
    console.log(`${ROUTES.length * WIDTHS.length} shots in ${folder}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

/** Runs in the page: decodes two PNG data URLs and counts the pixels whose colour differs at all. */
const COUNT_DIFFERING_PIXELS = `async (left, right) => {
  const decode = async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height);
  };
  const [one, two] = await Promise.all([decode(left), decode(right)]);
  if (one.width !== two.width || one.height !== two.height) return { size: one.width + 'x' + one.height + ' vs ' + two.width + 'x' + two.height, pixels: -1 };
  let pixels = 0;
  let top = Infinity;
  let bottom = -1;
  for (let index = 0; index < one.data.length; index += 4) {
    if (one.data[index] !== two.data[index] || one.data[index + 1] !== two.data[index + 1] || one.data[index + 2] !== two.data[index + 2]) {
      pixels += 1;
      const row = Math.floor(index / 4 / one.width);
      top = Math.min(top, row);
      bottom = row;
    }
  }
  return { size: one.width + 'x' + one.height, pixels, rows: pixels ? top + '-' + bottom : '' };
}`;

/** Decodes both images in a blank page and counts the pixels whose colour differs at all. */
async function compare(before: string, after: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  let differing = 0;
  try {
    for (const name of readdirSync(before).filter((file) => file.endsWith('.png'))) {
      const encode = (folder: string) => `data:image/png;base64,${readFileSync(path.join(folder, name)).toString('base64')}`;
      // A string, not a function: tsx would wrap a function's inner helpers in a `__name` the page lacks.
      const result = (await page.evaluate(`(${COUNT_DIFFERING_PIXELS})(${JSON.stringify(encode(before))}, ${JSON.stringify(encode(after))})`)) as {
        size: string;
        pixels: number;
        rows?: string;
      };
      const where = result.rows ? ` (rows ${result.rows})` : '';
      console.log(`${name}\t${result.size}\t${result.pixels < 0 ? 'sizes differ' : `${result.pixels} differing pixels${where}`}`);
      if (result.pixels !== 0) differing += 1;
    }
  } finally {
    await browser.close();
  }
  writeFileSync(1, differing === 0 ? 'all shots match\n' : `${differing} shots differ\n`);
  process.exitCode = differing === 0 ? 0 : 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'take' && first) await take(path.resolve(first));
else if (command === 'compare' && first && second) await compare(path.resolve(first), path.resolve(second));
else {
  console.error('usage: page-shots.ts take <folder> [--no-build] | compare <before> <after>');
  process.exitCode = 2;
}
