import { brand } from '@/shared/config/brand';
import { walletTexts } from './texts';
import { CURRENCY, totalOf } from '../plugin/api/charge-request';
import type { PaymentPurchase } from '../plugin/types';
import type { WalletButtonStyle, WalletCreateOrderActions, WalletOrderRequest } from './sdk/wallet-sdk';

/** Spec payments 9: the wallet's order is a digital good without shipping. */
const WALLET_SHIPPING_PREFERENCE = 'NO_SHIPPING';
const WALLET_ITEM_CATEGORY = 'DIGITAL_GOODS';
/** Spec payments 2: a vertical gold rectangular button. */
export const WALLET_BUTTON_STYLE: WalletButtonStyle = { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal' };
/** The Orders API's limit of names and descriptions. */
const ORDER_TEXT_MAX = 127;
const ORDER_LOCALE = 'es-MX';

function money(pesos: number): { currency_code: string; value: string } {
  return { currency_code: CURRENCY, value: pesos.toFixed(2) };
}

/** The order the site creates on the client for a purchase: one digital good, no shipping. */
export function walletOrderRequest(purchase: PaymentPurchase): WalletOrderRequest {
  const total = money(totalOf(purchase));
  const { offer } = purchase;
  const description = (offer.description || offer.name).slice(0, ORDER_TEXT_MAX);
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: offer.offerId,
        custom_id: purchase.uuid,
        description,
        amount: { ...total, breakdown: { item_total: total } },
        items: [
          {
            name: offer.name.slice(0, ORDER_TEXT_MAX),
            quantity: '1',
            category: WALLET_ITEM_CATEGORY,
            unit_amount: total,
            sku: offer.offerId,
          },
        ],
      },
    ],
    application_context: { shipping_preference: WALLET_SHIPPING_PREFERENCE, brand_name: brand.name, locale: ORDER_LOCALE, user_action: 'PAY_NOW' },
  };
}

/** How the order is created: on the client with the SDK's `actions.order.create`, or by the site's server. */
export interface WalletOrderConfig {
  createOrderOnClient?: () => WalletOrderRequest;
  createOrderOnServer?: () => Promise<string>;
}

export type WalletOrderCreation =
  { kind: 'ready'; createOrder: (data: unknown, actions: WalletCreateOrderActions) => Promise<string> } | { kind: 'misconfigured'; message: string };

/** Spec payments 5, wallet client rule: exactly one of client-side or server-side order creation, else an error. */
export function walletOrderCreation(config: WalletOrderConfig): WalletOrderCreation {
  const { createOrderOnClient: onClient, createOrderOnServer: onServer } = config;
  if (onClient && onServer) return { kind: 'misconfigured', message: walletTexts.bothOrderCreators };
  if (onClient) return { kind: 'ready', createOrder: (_data, actions) => actions.order.create(onClient()) };
  if (onServer) return { kind: 'ready', createOrder: () => onServer() };
  return { kind: 'misconfigured', message: walletTexts.noOrderCreator };
}
