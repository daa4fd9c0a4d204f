import { env } from '@/shared/config/env';
import { paymentGatewayOf, type PaymentGatewaySdk } from './payment-gateway-sdk';
import { addPartyScript, sharedLoads } from '../../plugin/party-script';

/** Where the mock build serves the stand-in of the gateway's script (never in a real build). */
const PAYMENT_GATEWAY_STAND_IN_PATH = '/payment-gateway/gateway.js';

class PaymentGatewayUnavailableError extends Error {
  readonly code = 'C003';
  constructor(reason: string) {
    super(`The payment gateway's script is unavailable: ${reason}`);
    this.name = 'PaymentGatewayUnavailableError';
  }
}

/** Real mode: the configured address; mock mode: the local stand-in whose frame calls the gateway contract. */
function paymentGatewayScriptUrl(): string {
  return env.apiMode === 'mock' ? PAYMENT_GATEWAY_STAND_IN_PATH : env.paymentGatewayScriptUrl;
}

/**
 * The only origin whose messages the page accepts: the script's. Undefined when no
 * address is configured.
 */
export function paymentGatewayOrigin(url: string = paymentGatewayScriptUrl(), base: string = window.location.href): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

const loads = sharedLoads<PaymentGatewaySdk>();

/** Loads the gateway's script once per page and resolves with its global; a failed load is retried by the next call. */
export function loadPaymentGateway({
  url = paymentGatewayScriptUrl(),
  document: doc = document,
}: { url?: string; document?: Document } = {}): Promise<PaymentGatewaySdk> {
  return loads.load('', () =>
    addPartyScript({
      url,
      document: doc,
      globalOf: paymentGatewayOf,
      globalName: 'gateway',
      unavailable: (reason) => new PaymentGatewayUnavailableError(reason),
      // Read by the stand-in only: the host of the contract its frame calls.
      data: { apiBase: env.paymentGatewayBaseUrl },
      reusePageGlobal: true,
    }),
  );
}
