import type { operations as AddressApi } from '@/api/generated/address-api';
import type { operations as CardTokenizationApi } from '@/api/generated/card-tokenization-api';
import type { operations as IpLookupApi } from '@/api/generated/ip-lookup-api';
import type { operations as MainApi } from '@/api/generated/main-api';
import type { operations as PaymentGatewayApi } from '@/api/generated/payment-gateway-api';
import type { operations as PaymentsApi } from '@/api/generated/payments-api';
import type { operations as SiteAssets } from '@/api/generated/site-assets';
import type { operations as WalletApi } from '@/api/generated/wallet-api';
/** Every operation of the contract, by its operationId. */
export type OperationId =
  | keyof AddressApi
  | keyof CardTokenizationApi
  | keyof IpLookupApi
  | keyof MainApi
  | keyof PaymentGatewayApi
  | keyof PaymentsApi
  | keyof SiteAssets
  | keyof WalletApi;

/**
 * How many times a query sends a failed read again before its screen shows the error, by the
 * operation it reads. Every query takes its `retry` from here (`readRetries`), so this table, the
 * docs and the QA panel cannot disagree. Offer lists and the FAQ retry once: three retries with
 * back-off would keep the visitor waiting about 7 s before the error and its "Reintentar".
 */
export const QUERY_RETRIES = {
  listPrepaidOffers: 1,
  listHomeInternetOffers: 1,
  listAssociateOffers: 1,
  listPackageOffers: 1,
  listSimOffers: 1,
  listPortableInternetOffers: 1,
  listBusinessOffers: 1,
  listBusinessMifiOffers: 1,
  listStoreOffers: 1,
  listInternationalOffers: 1,
  listFrequentQuestions: 1,
  getCaptchaInfo: 3,
  getSsoIntroImages: 3,
  getBasicProfile: 0,
  getConsumption: 0,
  getSsoConsumption: 0,
  listActiveRecurringTopUps: 0,
  getCardReplacementProcessor: 0,
  getPageBanners: 0,
  getWidgetCatalogue: 0,
  listAvailableNirs: 0,
  getPdfDocument: 0,
  listTaxRegimes: 0,
  listCfdiUsages: 0,
  listBillingPaymentMethods: 0,
  listBillingRechargeMethods: 0,
  // its query sends the call up to three times itself (LOOPED_ATTEMPTS of src/shared/domain/call-policy)
  getPortabilityGuest: 0,
} as const satisfies Partial<Record<OperationId, number>>;

export type QueriedOperation = keyof typeof QUERY_RETRIES;

/** The `retry` of the query that reads this operation. */
export function readRetries(operation: QueriedOperation): number {
  return QUERY_RETRIES[operation];
}
