import { env } from '@/shared/config/env';
import { hostedCheckoutOf, type HostedCheckoutSdk } from './hosted-checkout-sdk';
import { addPartyScript, sharedLoads } from '../../plugin/party-script';

/** Where the mock build serves the stand-in of the hosted-checkout script (never in a real build). */
export const HOSTED_CHECKOUT_STAND_IN_PATH = '/hosted-checkout/checkout.js';

class HostedCheckoutUnavailableError extends Error {
  readonly code = 'C003';
  constructor(reason: string) {
    super(`The hosted-checkout script is unavailable: ${reason}`);
    this.name = 'HostedCheckoutUnavailableError';
  }
}

/** Real mode: the configured address; mock mode: the local stand-in whose frame calls the tokens contract. */
export function hostedCheckoutScriptUrl(): string {
  return env.apiMode === 'mock' ? HOSTED_CHECKOUT_STAND_IN_PATH : env.hostedCheckoutScriptUrl;
}

const loads = sharedLoads<HostedCheckoutSdk>();

/** Loads the script once per page and resolves with its global; a failed load is retried by the next call. */
export function loadHostedCheckout({
  url = hostedCheckoutScriptUrl(),
  document: doc = document,
}: { url?: string; document?: Document } = {}): Promise<HostedCheckoutSdk> {
  return loads.load('', () =>
    addPartyScript({
      url,
      document: doc,
      globalOf: hostedCheckoutOf,
      globalName: 'CheckoutComponents',
      unavailable: (reason) => new HostedCheckoutUnavailableError(reason),
      // Read by the stand-in only: the host of the tokens contract its frame calls.
      data: { apiBase: env.cardTokenizationBaseUrl },
      reusePageGlobal: true,
    }),
  );
}

/** Tests only: forget the loaded script. */
export function resetHostedCheckoutLoader(): void {
  loads.clear();
}
