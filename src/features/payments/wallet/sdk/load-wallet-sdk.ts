import { env } from '@/shared/config/env';
import { walletSdkOf, type WalletSdk } from './wallet-sdk';
import { CURRENCY } from '../../plugin/api/charge-request';

/** Where the mock build serves the stand-in of the wallet's SDK (never in a real build). */
export const WALLET_SDK_STAND_IN_PATH = '/wallet-sdk/sdk.js';
/** The SDK's locale parameter for Mexican Spanish. */
const SDK_LOCALE = 'es_MX';

export class WalletSdkUnavailableError extends Error {
  constructor(reason: string) {
    super(`The wallet SDK is unavailable: ${reason}`);
    this.name = 'WalletSdkUnavailableError';
  }
}

/** Real mode: the configured address; mock mode: the local stand-in. */
export function walletSdkBaseUrl(): string {
  return env.apiMode === 'mock' ? WALLET_SDK_STAND_IN_PATH : env.walletSdkUrl;
}

/**
 * The script's address with the store's client id (`proveedor.publico` of the plugin answer),
 * the currency MXN and the buttons component; empty when no address is configured.
 */
export function walletSdkUrl(clientId: string, base: string = walletSdkBaseUrl()): string {
  if (!base) return '';
  const params = new URLSearchParams({ 'client-id': clientId, currency: CURRENCY, intent: 'capture', components: 'buttons', locale: SDK_LOCALE });
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

const loading = new Map<string, Promise<WalletSdk>>();

/**
 * Loads the SDK script once per address (the client id is part of it) and resolves with its
 * global. A failed load is retried by the next call.
 */
export function loadWalletSdk(
  clientId: string,
  { url = walletSdkUrl(clientId), document: doc = document }: { url?: string; document?: Document } = {},
): Promise<WalletSdk> {
  const known = loading.get(url);
  if (known) return known;
  const view = doc.defaultView ?? window;
  const promise = new Promise<WalletSdk>((resolve, reject) => {
    if (!url) return reject(new WalletSdkUnavailableError('no script address is configured'));
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const sdk = walletSdkOf(view);
      if (sdk) resolve(sdk);
      else reject(new WalletSdkUnavailableError('the script defined no SDK'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new WalletSdkUnavailableError('the script did not load'));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading.delete(url);
    throw error;
  });
  loading.set(url, promise);
  return promise;
}

/** Tests only: forget the loaded scripts. */
export function resetWalletSdkLoader(): void {
  loading.clear();
}
