/**
 * The seams of the payment feature: what a purchase flow (the top-up modal today; SIM and eSIM
 * later) hands the payment plugin, what the plugin hands a provider's form (the card form of
 * provider type 1 today; hosted checkout and wallet next), and what that form gives back to charge.
 * App names here; the contract's names stay in `api/` and the mappers.
 */

import type { PurchaseShipping } from '@/shared/domain/top-up/top-up-request';

/** Secure-data channels of the main API (spec payments 7, "Secure data per channel"). */
export type PaymentChannel = 'pagos' | 'asociados' | 'captacion' | 'esim';

export type ProviderType = 1 | 2 | 3;

/** What is being bought, as the purchase flow knows it before the plugin opens. */
export interface PaymentPurchase {
  channel: PaymentChannel;
  /** The journey or sale uuid (a fresh one per modal opening when the flow has none). */
  uuid: string;
  offer: {
    offerId: string;
    name: string;
    /** Pesos. */
    price: number;
    /** Days. */
    duration: number;
    /** Offer type code (spec payments 3). */
    type: number;
    description: string;
    /** The offer's image, when the catalogue has one (the hosted checkout's detail view). */
    image?: string;
  };
  /** 10 digits, no spaces. */
  phone: string;
  /** Offer types 3 and 8 only; referencia1 of the sale when present. */
  serviceNumber?: string;
  email: string;
  logged: boolean;
  /** From the utm_* query parameters, when any. */
  campaign?: { source?: string; medium?: string; campaign?: string; content?: string };
  /** Replacement SIM delivery; its cost is added to the price. */
  shipping?: PurchaseShipping;
}

/** Replacement SIM delivery: defined in the shared seam the acquisition flows hand it through. */
export type { PurchaseShipping };

/** The decrypted plugin answer (`informacion`), mapped. */
export interface PluginConfiguration {
  client: { channel: string; store: string };
  provider: { type: ProviderType; api: string; env: string; publicKey: string };
  formOrigin: string;
  addressCredentials: { service: string; client: string; secret: string };
  legalTexts: LegalText[];
  /** Which legal checkboxes the payment shows (spec payments 3, Payment: "flags for the presence of the recurring, notice and terms legal texts"). */
  legal: LegalFlags;
  style: PluginStyle;
}

/** The presence of each legal checkbox of the payment: the recurring top-up, the privacy notice, the terms. */
export interface LegalFlags {
  recurring: boolean;
  notice: boolean;
  terms: boolean;
}

export interface LegalText {
  /** 1 privacy notice, 2 terms. */
  type: 1 | 2;
  /** Server HTML: render only through the sanitizer. */
  html: string;
}

export interface PluginStyle {
  loaderText: string;
  fonts: string[];
  /** `color` is the text's; `outlined` when the background was chosen by the site, not sent (decision 272). */
  button: { text: string; background: string; color: string; outlined: boolean; font: string; radius: string };
  background: string;
}

/** The card holder and billing address of the card form, before accents are stripped. */
export interface BillingDetails {
  firstName: string;
  lastNames: string;
  address: string;
  postalCode: string;
  /** Neighbourhood id ('00' is the placeholder) and its name. */
  neighbourhoodId: string;
  neighbourhood: string;
  city: string;
  state: string;
  municipality: string;
  country: string;
}

/**
 * What a provider's form hands the plugin to charge: the provider's one-use token and the billing
 * data. Card number, CVV and expiry never travel past the tokeniser.
 */
export interface ChargeInput {
  token: string;
  recurring: boolean;
  billing?: BillingDetails;
}

/** Props every provider form receives from the plugin. */
export interface ProviderFormProps {
  configuration: PluginConfiguration;
  purchase: PaymentPurchase;
  /** Detail mode: a Next button and a summary step before the charge (spec payments 4). */
  detailMode: boolean;
  /** True while the charge is under way: the pay button is disabled. */
  isCharging: boolean;
  /** Charges the sale; the plugin shows the loader, the success or the failure. */
  onCharge: (input: ChargeInput) => void;
  /**
   * A payment the provider itself refused before any charge (the gateway's PaymentError): the
   * purchase flow counts it like a failed charge. Empty message: the default text.
   */
  onPaymentFailure?: (message: string) => void;
}
