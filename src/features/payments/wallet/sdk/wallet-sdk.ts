/**
 * The wallet provider's browser SDK, as its script defines it on `window`: the shape of the PayPal
 * JS SDK for what the site calls (`paypal.Buttons({ style, onInit, onClick, createOrder,
 * onApprove, onCancel, onError }).render(container)`, `actions.order.create(order)`). The real
 * script and the mock build's stand-in (`mocks/public/wallet-sdk/sdk.js`) both provide it.
 */

interface WalletMoney {
  currency_code: string;
  /** Decimal string with two places, e.g. '200.00'. */
  value: string;
}

interface WalletOrderItem {
  name: string;
  quantity: string;
  category: 'DIGITAL_GOODS' | 'PHYSICAL_GOODS' | 'DONATION';
  unit_amount: WalletMoney;
  sku?: string;
  description?: string;
}

interface WalletPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  description?: string;
  amount: WalletMoney & { breakdown?: { item_total: WalletMoney } };
  items: WalletOrderItem[];
}

/** The order the site creates on the client (the Orders v2 request body). */
export interface WalletOrderRequest {
  intent: 'CAPTURE';
  purchase_units: WalletPurchaseUnit[];
  application_context: {
    shipping_preference: 'NO_SHIPPING' | 'GET_FROM_FILE' | 'SET_PROVIDED_ADDRESS';
    brand_name?: string;
    locale?: string;
    user_action?: 'PAY_NOW' | 'CONTINUE';
  };
}

export interface WalletCreateOrderActions {
  order: { create: (order: WalletOrderRequest) => Promise<string> };
}

interface WalletApproveData {
  orderID: string;
  payerID?: string;
}

export interface WalletInitActions {
  enable: () => Promise<void> | void;
  disable: () => Promise<void> | void;
}

interface WalletClickActions {
  resolve: () => Promise<void> | void;
  reject: () => Promise<void> | void;
}

export interface WalletButtonStyle {
  layout: 'vertical' | 'horizontal';
  color: 'gold' | 'blue' | 'silver' | 'white' | 'black';
  shape: 'rect' | 'pill';
  label: 'paypal' | 'checkout' | 'buynow' | 'pay';
}

export interface WalletButtonsOptions {
  style: WalletButtonStyle;
  onInit?: (data: unknown, actions: WalletInitActions) => void;
  onClick?: (data: unknown, actions: WalletClickActions) => Promise<void> | void;
  /** Client-side order creation (the site's choice); a server-side one would return the server's order id. */
  createOrder: (data: unknown, actions: WalletCreateOrderActions) => Promise<string>;
  onApprove: (data: WalletApproveData) => Promise<void> | void;
  onCancel?: (data: { orderID?: string }) => void;
  onError?: (error: unknown) => void;
}

export interface WalletButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void> | void;
  isEligible?: () => boolean;
}

export interface WalletSdk {
  Buttons: (options: WalletButtonsOptions) => WalletButtonsInstance;
}

/** The global the script defines. */
const WALLET_SDK_GLOBAL = 'paypal';

export function walletSdkOf(scope: object): WalletSdk | undefined {
  const candidate = (scope as Record<string, unknown>)[WALLET_SDK_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof (candidate as Partial<WalletSdk>).Buttons === 'function' ? (candidate as WalletSdk) : undefined;
}
