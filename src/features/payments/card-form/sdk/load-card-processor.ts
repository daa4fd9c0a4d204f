import { env } from '@/shared/config/env';
import { cardProcessorOf, type CardProcessorSdk } from './card-processor-sdk';
import { addPartyScript, sharedLoads } from '../../plugin/party-script';

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

const loads = sharedLoads<CardProcessorSdk>();

/**
 * Loads the processor's script once per page and resolves with its global. A failed load is
 * retried by the next call.
 */
export function loadCardProcessor({ merchantId, url = cardProcessorScriptUrl(), document: doc = document }: LoadOptions): Promise<CardProcessorSdk> {
  return loads.load('', () =>
    addPartyScript({
      url,
      document: doc,
      globalOf: cardProcessorOf,
      globalName: 'SDK',
      unavailable: (reason) => new CardProcessorUnavailableError(reason),
      // Read by the stand-in only: the contract's merchant segment and host.
      data: { merchantId, apiBase: env.cardTokenizationBaseUrl },
      reusePageGlobal: true,
    }),
  );
}

/** Tests only: forget the loaded script. */
export function resetCardProcessorLoader(): void {
  loads.clear();
}
