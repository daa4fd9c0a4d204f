import { env } from '@/shared/config/env';
import { walletSdkOf, type WalletSdk } from './wallet-sdk';
import { CURRENCY } from '../../plugin/api/charge-request';
import { addPartyScript, sharedLoads } from '../../plugin/party-script';

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

const loads = sharedLoads<WalletSdk>();

/**
 * Loads the SDK script once per address (the client id is part of it) and resolves with its
 * global. A failed load is retried by the next call.
 */
export function loadWalletSdk(
  clientId: string,
  { url = walletSdkUrl(clientId), document: doc = document }: { url?: string; document?: Document } = {},
): Promise<WalletSdk> {
  return loads.load(url, () =>
    addPartyScript({ url, document: doc, globalOf: walletSdkOf, globalName: 'SDK', unavailable: (reason) => new WalletSdkUnavailableError(reason) }),
  );
}

/** Tests only: forget the loaded scripts. */
export function resetWalletSdkLoader(): void {
  loads.clear();
}
