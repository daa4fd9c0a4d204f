/**
 * `npm run qa:codegen -- <reproduce link>`: Playwright's own recorder on the mock site at the
 * state the link sets (issue 47). Opens the link's server when it answers, else starts the mock
 * dev server (`npm run dev`'s) on a free port; then Debian's Chromium with the Playwright
 * Inspector, whose "Record" writes a test. `codegen` itself launches only Playwright's own
 * browsers or an installed Chrome channel, so the script launches the browser and pauses in it.
 */
import { chromium } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { parseQaCodegenArgs, QA_CODEGEN_USAGE } from './lib/qa-codegen-args';

/** How long an address may take to answer before the script starts a server of its own. */
const PROBE_TIMEOUT_MS = 1_500;

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(origin, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

async function startMockDevServer(): Promise<ViteDevServer> {
  const port = await freePort();
  const server = await createServer({
    mode: 'development',
    cacheDir: 'node_modules/.vite-qa-codegen',
    server: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'warn',
  });
  await server.listen();
  return server;
}

async function main(): Promise<number> {
  const request = parseQaCodegenArgs(process.argv.slice(2));
  if (request.kind === 'help') {
    console.log(QA_CODEGEN_USAGE);
    return 0;
  }
  if (request.kind === 'error') {
    console.error(request.message);
    return 2;
  }
  if (!request.check && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error(
      'No hay pantalla (DISPLAY) para abrir el navegador; --check lo abre sin ventana.\nNo display (DISPLAY) to open the browser on; --check opens it headless.',
    );
    return 2;
  }
  let server: ViteDevServer | undefined;
  let address = request.link;
  if (!(await answers(address.origin))) {
    server = await startMockDevServer();
    const origin = server.resolvedUrls?.local[0] ?? '';
    address = new URL(address.pathname + address.search + address.hash, origin);
    console.log(`Servidor de desarrollo simulado / mock dev server: ${origin}`);
  }
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: request.check });
  try {
    const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    const page = await context.newPage();
    await page.goto(address.toString());
    if (request.check) {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      console.log(`Abierto / opened: ${address.toString()} (${await page.title()})`);
      return 0;
    }
    console.log(`Abierto / opened: ${address.toString()}\nPulsa «Record» en el Inspector de Playwright / press "Record" in the Playwright Inspector.`);
    // The recorder stays until the tester closes the browser, whatever "Resume" in the Inspector does.
    const closed = new Promise((resolve) => browser.on('disconnected', resolve));
    void page.pause().catch(() => undefined);
    await closed;
    return 0;
  } finally {
    await browser.close().catch(() => undefined);
    await server?.close();
  }
}

process.exitCode = await main();
