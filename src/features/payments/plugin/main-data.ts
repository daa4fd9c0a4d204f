import type { PaymentPurchase, PurchaseShipping } from '../plugin/types';

export type MainDataField = 'email' | 'phone' | 'description' | 'shipping';

const SHIPPING_TEXT_FIELDS = [
  'contactName',
  'contactLastName',
  'phone',
  'email',
  'street',
  'exteriorNumber',
  'city',
  'postalCode',
  'neighbourhood',
  'municipality',
  'state',
  'country',
] as const satisfies readonly (keyof PurchaseShipping)[];

function blank(value: string | undefined): boolean {
  return !value || value.trim() === '';
}

/**
 * The main data a hosted checkout needs before the gateway is embedded (spec payments 5, "Wallet
 * client rules", second bullet): e-mail, phone, description, and every shipping field when the
 * purchase ships something. Returns what is missing, in that order; empty when nothing is.
 */
export function missingMainData(purchase: PaymentPurchase): MainDataField[] {
  const missing: MainDataField[] = [];
  if (blank(purchase.email)) missing.push('email');
  if (blank(purchase.phone)) missing.push('phone');
  if (blank(purchase.offer.description)) missing.push('description');
  const { shipping } = purchase;
  if (shipping && (SHIPPING_TEXT_FIELDS.some((field) => blank(shipping[field])) || !Number.isFinite(shipping.cost))) missing.push('shipping');
  return missing;
}
