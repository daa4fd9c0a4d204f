import { z } from 'zod/mini';

/**
 * The card processor's hosted-checkout script as it defines it on `window` (decision 269), shaped
 * like a hosted card component (Conekta's Checkout Components): `CheckoutComponents.Card({ config,
 * callbacks })` mounts the processor's tokenising card frame into the element `config.targetIFrame`
 * names and calls back with the token or the error, after checking the frame's messages itself.
 * It throws an error with code C002 (element not found) or C003 (missing configuration). The real
 * script and the mock build's stand-in (`mocks/public/hosted-checkout/checkout.js`) both provide it.
 */
interface HostedCardConfig {
  /** CSS selector of the element the frame goes into. */
  targetIFrame: string;
  /** proveedor.publico. */
  publicKey: string;
  /** proveedor.api: the store at the processor (the tokens call's merchant). */
  merchant: string;
  locale: 'es';
  /** Pixels (spec payments 9). */
  height: number;
  /** Accessible name of the frame. */
  title: string;
  /** The frame's own submit button: its text and the configuration's colours; outlined in the text colour when the site chose the background (decision 272). */
  button: { text: string; background: string; color: string; radius: string; outlined: boolean };
}

/** What the frame's token request gave, as the script hands it over (contract createCardToken). */
export interface HostedCardToken {
  id?: unknown;
}

/** The processor's error object, as the script hands it over; any field may be missing. */
export interface HostedCardError {
  code?: unknown;
  param?: unknown;
  message_to_purchaser?: unknown;
}

interface HostedCardCallbacks {
  onGetInfoSuccess: (info: unknown) => void;
  onCreateTokenSucceeded: (token: HostedCardToken) => void;
  onCreateTokenError: (error: HostedCardError) => void;
}

export interface MountedHostedCard {
  frame: HTMLIFrameElement;
  destroy: () => void;
}

export interface HostedCheckoutSdk {
  Card: (options: { config: HostedCardConfig; callbacks: HostedCardCallbacks }) => MountedHostedCard;
}

export type MountErrorCode = 'C002' | 'C003';

/** The code of a mounting error thrown by the script; anything else counts as C003 (no usable checkout). */
export function mountErrorCodeOf(error: unknown): MountErrorCode {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'C002' ? 'C002' : 'C003';
}

/** The global the script defines. */
const HOSTED_CHECKOUT_GLOBAL = 'CheckoutComponents';

export function hostedCheckoutOf(scope: object): HostedCheckoutSdk | undefined {
  const candidate = (scope as Record<string, unknown>)[HOSTED_CHECKOUT_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof (candidate as Partial<HostedCheckoutSdk>).Card === 'function' ? (candidate as HostedCheckoutSdk) : undefined;
}

/** The contract's CardToken id. */
const TOKEN_PATTERN = /^tok_[A-Za-z0-9]{10,32}$/;
const TEXT_MAX = 300;

const tokenSchema = z.object({ id: z.string().check(z.regex(TOKEN_PATTERN)) });
const errorSchema = z.object({
  code: z.optional(z.string().check(z.maxLength(60))),
  param: z.optional(z.string().check(z.maxLength(60))),
  message_to_purchaser: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
});

/** A token request's outcome, in the app's names. */
export type HostedCardOutcome = { kind: 'token'; token: string } | { kind: 'refused'; code?: string; param?: string; messageToPurchaser?: string };

export interface HostedCardHandlers {
  onReady: () => void;
  onOutcome: (outcome: HostedCardOutcome) => void;
}

export interface HostedCardOptions {
  /** Id of the element the frame goes into. */
  elementId: string;
  publicKey: string;
  merchant: string;
  height: number;
  title: string;
  button: HostedCardConfig['button'];
}

/**
 * Mounts the card frame through the script and maps its callbacks to outcomes. What the callbacks
 * carry is checked again here: a token that is not the contract's shape is a refusal with nothing
 * for the buyer, and an error's fields outside their limits are dropped.
 */
export function mountHostedCard(sdk: HostedCheckoutSdk, options: HostedCardOptions, handlers: HostedCardHandlers): MountedHostedCard {
  return sdk.Card({
    config: {
      targetIFrame: `#${options.elementId}`,
      publicKey: options.publicKey,
      merchant: options.merchant,
      locale: 'es',
      height: options.height,
      title: options.title,
      button: options.button,
    },
    callbacks: {
      onGetInfoSuccess: () => handlers.onReady(),
      onCreateTokenSucceeded: (token) => {
        const parsed = tokenSchema.safeParse(token);
        handlers.onOutcome(parsed.success ? { kind: 'token', token: parsed.data.id } : { kind: 'refused' });
      },
      onCreateTokenError: (error) => {
        const parsed = errorSchema.safeParse(error);
        const { code, param, message_to_purchaser: message } = parsed.success ? parsed.data : {};
        handlers.onOutcome({
          kind: 'refused',
          ...(code ? { code } : {}),
          ...(param ? { param } : {}),
          ...(message?.trim() ? { messageToPurchaser: message.trim() } : {}),
        });
      },
    },
  });
}
