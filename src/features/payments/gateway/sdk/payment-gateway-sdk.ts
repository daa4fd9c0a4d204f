/**
 * The payment gateway's script API as it defines it on `window`: `embed(options)`
 * puts the gateway's card frame into the element with the given id and returns the frame, or
 * throws an error with code C002 (element not found) or C003 (missing details or configuration).
 * The real script and the mock build's stand-in (`mocks/public/payment-gateway/gateway.js`) both
 * provide it.
 */
interface GatewayOrder {
  /** Pesos. */
  amount: number;
  currency: 'MXN';
  description: string;
  email: string;
  phone: string;
}

export interface GatewayEmbedOptions {
  /** Id of the element the frame goes into. */
  element: string;
  /** proveedor.api: the store at the gateway. */
  merchant: string;
  /** proveedor.env: sandbox or production. */
  environment: string;
  /** proveedor.publico. */
  publicKey: string;
  /** The page's origin: the frame posts its messages to it only. */
  parentOrigin: string;
  /** Pixels (spec payments 9). */
  height: number;
  /** Accessible name of the frame. */
  title: string;
  /** Detail mode: the frame's button reads as a step, and the page shows the detail before paying. */
  detailMode: boolean;
  order: GatewayOrder;
}

interface EmbeddedGateway {
  frame: HTMLIFrameElement;
  destroy: () => void;
}

export interface PaymentGatewaySdk {
  embed: (options: GatewayEmbedOptions) => EmbeddedGateway;
}

export type EmbedErrorCode = 'C002' | 'C003';

/** The code of an embedding error thrown by the script; anything else counts as C003 (no usable gateway). */
export function embedErrorCodeOf(error: unknown): EmbedErrorCode {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'C002' ? 'C002' : 'C003';
}

export function paymentGatewayOf(view: Window): PaymentGatewaySdk | undefined {
  const candidate = (view as Window & { PaymentGateway?: unknown }).PaymentGateway;
  if (typeof candidate === 'object' && candidate !== null && 'embed' in candidate && typeof candidate.embed === 'function') {
    return candidate as PaymentGatewaySdk;
  }
  return undefined;
}
