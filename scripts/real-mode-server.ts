/**
 * npm run dev:real:prism: the app in real mode (`vite --mode real`, no MSW) against the six
 * contract files served by Prism, all on 127.0.0.1 and free ports; the real-mode Playwright
 * project uses it as its web server (decision 071). The main API's base URL is a QA host that
 * the app itself redirects to the page's origin (spec 7); this dev server proxies those paths to
 * the main API's mock. The other services are called at their own Prism address.
 *
 * REAL_MODE_PORT picks the app's port. Ctrl-C or SIGTERM stops the server and every mock.
 */
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from './lib/free-port';
import { startPrismMocks, type PrismMocks } from './lib/prism-all';
import { REAL_MODE_QA_HOST, REAL_MODE_SERVICE_KEY } from './lib/real-mode';
import { MOCK_PAYMENT_PUBLIC_KEY } from '../mocks/payment-keys';

/** The app's variable for each contract file's base URL (.env.example). */
const BASE_URL_VARIABLES: Record<string, string> = {
  'payments-api.yaml': 'VITE_PAYMENTS_BASE_URL',
  'address-api.yaml': 'VITE_ADDRESS_BASE_URL',
  'card-tokenization-api.yaml': 'VITE_CARD_TOKENIZATION_BASE_URL',
  'site-assets.yaml': 'VITE_SITE_ASSETS_BASE_URL',
  'ip-lookup-api.yaml': 'VITE_IP_LOOKUP_BASE_URL',
  'payment-gateway-api.yaml': 'VITE_PAYMENT_GATEWAY_BASE_URL',
};

/** First path segments of the main API's operations (openapi/main-api.yaml). */
const MAIN_API_PATHS = '^/(api|conn)/';

function realModeEnvironment(mocks: PrismMocks): Record<string, string> {
  const variables: Record<string, string> = {
    VITE_API_MODE: 'real',
    VITE_API_BASE_URL: `http://${REAL_MODE_QA_HOST}`,
    VITE_QA_API_HOST: REAL_MODE_QA_HOST,
    VITE_SERVICE_KEY: REAL_MODE_SERVICE_KEY,
    // Prism does not decrypt; the app only needs a valid key to encrypt its payment requests (decision 088).
    VITE_PAYMENT_PUBLIC_KEY: MOCK_PAYMENT_PUBLIC_KEY,
  };
  for (const [file, variable] of Object.entries(BASE_URL_VARIABLES)) {
    const baseUrl = mocks.services[file];
    if (baseUrl) variables[variable] = baseUrl;
  }
  return variables;
}

async function main(): Promise<void> {
  const port = Number(process.env.REAL_MODE_PORT) || (await freePort());
  const mocks = await startPrismMocks();
  let server: ViteDevServer | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await server?.close().catch(() => undefined);
    await mocks.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    // Variables already in the environment win over the .env files (Vite's rule), so they set the mode's hosts.
    Object.assign(process.env, realModeEnvironment(mocks));
    const mainApi = mocks.services['main-api.yaml'];
    if (!mainApi) throw new Error('Prism did not serve main-api.yaml');
    server = await createServer({
      mode: 'real',
      // Its own dependency cache, apart from `npm run dev`'s and the other test servers' (decision 192).
      cacheDir: 'node_modules/.vite-real-mode',
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        proxy: { [MAIN_API_PATHS]: { target: mainApi, changeOrigin: true } },
      },
    });
    await server.listen();
    console.log(`App in real mode on http://127.0.0.1:${port}/ against Prism:`);
    for (const [file, baseUrl] of Object.entries(mocks.services)) console.log(`  ${file}  ${baseUrl}`);
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

await main();
