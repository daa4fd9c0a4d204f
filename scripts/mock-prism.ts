/**
 * npm run mock:prism: every contract file of openapi/ as a Prism mock at once, one port each on
 * 127.0.0.1 (main-api on 4010, payments-api on 4011 and so on when those ports are free),
 * printed at start. Ctrl-C or SIGTERM stops them all.
 */
import { startPrismMocks } from './lib/prism-all';

/** The ports the README's examples use; a busy one is replaced by a free port. */
const PREFERRED_PORTS: Record<string, number> = {
  'main-api.yaml': 4010,
  'payments-api.yaml': 4011,
  'address-api.yaml': 4012,
  'card-tokenization-api.yaml': 4013,
  'site-assets.yaml': 4014,
  'ip-lookup-api.yaml': 4015,
  'payment-gateway-api.yaml': 4016,
  'wallet-api.yaml': 4017,
};

/** The app's variable for each file's base URL (.env.example), so `dev:real` can point at these mocks. */
const ENV_VARIABLES: Record<string, string> = {
  'main-api.yaml': 'VITE_API_BASE_URL',
  'payments-api.yaml': 'VITE_PAYMENTS_BASE_URL',
  'address-api.yaml': 'VITE_ADDRESS_BASE_URL',
  'card-tokenization-api.yaml': 'VITE_CARD_TOKENIZATION_BASE_URL',
  'site-assets.yaml': 'VITE_SITE_ASSETS_BASE_URL',
  'ip-lookup-api.yaml': 'VITE_IP_LOOKUP_BASE_URL',
  'payment-gateway-api.yaml': 'VITE_PAYMENT_GATEWAY_BASE_URL',
};

const mocks = await startPrismMocks(undefined, { preferredPorts: PREFERRED_PORTS });
const entries = Object.entries(mocks.services);
const width = Math.max(...entries.map(([file]) => file.length));
console.log('Prism mocks of openapi/ (Ctrl-C stops them all):');
for (const [file, baseUrl] of entries) console.log(`  ${file.padEnd(width)}  ${baseUrl}`);
console.log('\nThe app against them (e.g. in .env.real.local):');
for (const [file, baseUrl] of entries) {
  const variable = ENV_VARIABLES[file];
  if (variable) console.log(`  ${variable}=${baseUrl}`);
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void mocks.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
