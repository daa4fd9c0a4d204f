import { env } from '@/shared/config/env';
import { cardProcessorOf, type CardProcessorSdk } from './card-processor-sdk';

/** Where the mock build serves the stand-in of the processor's script (never in a real build). */
export const CARD_PROCESSOR_STAND_IN_PATH = '/card-processor/tokenizer.js';

export class CardProcessorUnavailableError extends Error {
  constructor(reason: string) {
    super(`The card processor's script is unavailable: ${reason}`);
    this.name = 'CardProcessorUnavailableError';
  }
}

/** Real mode: the configured address; mock mode: the local stand-in that calls the tokenisation contract. */
export function cardProcessorScriptUrl(): string {
  return env.apiMode === 'mock' ? CARD_PROCESSOR_STAND_IN_PATH : env.cardProcessorScriptUrl;
}

export interface LoadOptions {
  /** proveedor.api: the store at the processor; the stand-in puts it in the contract's path. */
  merchantId: string;
  url?: string;
  document?: Document;
}

let loading: Promise<CardProcessorSdk> | undefined;

/**
 * Loads the processor's script once per page and resolves with its global. A failed load is
 * retried by the next call.
 */
export function loadCardProcessor({ merchantId, url = cardProcessorScriptUrl(), document: doc = document }: LoadOptions): Promise<CardProcessorSdk> {
  loading ??= new Promise<CardProcessorSdk>((resolve, reject) => {
    const view = doc.defaultView ?? window;
    const already = cardProcessorOf(view);
    if (already) return resolve(already);
    if (!url) return reject(new CardProcessorUnavailableError('no script address is configured'));
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    // Read by the stand-in only: the contract's merchant segment and host.
    script.dataset.merchantId = merchantId;
    script.dataset.apiBase = env.cardTokenizationBaseUrl;
    script.addEventListener('load', () => {
      const sdk = cardProcessorOf(view);
      if (sdk) resolve(sdk);
      else reject(new CardProcessorUnavailableError('the script defined no SDK'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new CardProcessorUnavailableError('the script did not load'));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Tests only: forget the loaded script. */
export function resetCardProcessorLoader(): void {
  loading = undefined;
}
