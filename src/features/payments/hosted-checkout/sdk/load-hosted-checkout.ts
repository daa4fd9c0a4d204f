import { env } from '@/shared/config/env';
import { hostedCheckoutOf, type HostedCheckoutSdk } from './hosted-checkout-sdk';

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

let loading: Promise<HostedCheckoutSdk> | undefined;

/** Loads the script once per page and resolves with its global; a failed load is retried by the next call. */
export function loadHostedCheckout({
  url = hostedCheckoutScriptUrl(),
  document: doc = document,
}: { url?: string; document?: Document } = {}): Promise<HostedCheckoutSdk> {
  loading ??= new Promise<HostedCheckoutSdk>((resolve, reject) => {
    const view = doc.defaultView ?? window;
    const already = hostedCheckoutOf(view);
    if (already) return resolve(already);
    if (!url) return reject(new HostedCheckoutUnavailableError('no script address is configured'));
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    // Read by the stand-in only: the host of the tokens contract its frame calls.
    script.dataset.apiBase = env.cardTokenizationBaseUrl;
    script.addEventListener('load', () => {
      const sdk = hostedCheckoutOf(view);
      if (sdk) resolve(sdk);
      else reject(new HostedCheckoutUnavailableError('the script defined no CheckoutComponents'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new HostedCheckoutUnavailableError('the script did not load'));
    });
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Tests only: forget the loaded script. */
export function resetHostedCheckoutLoader(): void {
  loading = undefined;
}
