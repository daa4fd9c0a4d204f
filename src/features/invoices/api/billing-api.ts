import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries, type QueriedOperation } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import type { InvoiceFormValues } from '../form-values';
import { parseAmount } from '../invoice-rules';

type BillRegistrationRequest = components['schemas']['BillRegistrationRequest'];
type BillRegistration = components['schemas']['BillRegistration'];

/** A SAT catalogue's or the recharge methods' answer, as the contract types it. */
type CatalogueAnswer = components['schemas']['RechargeMethodList' | 'TaxRegimeList' | 'CfdiUsageList' | 'PaymentMethodList'];

/** One option of a SAT catalogue or of the recharge methods. */
export type CatalogueOption = NonNullable<CatalogueAnswer['data']>[number];

export type CatalogueName = 'rechargeMethod' | 'taxRegime' | 'cfdiUsage' | 'paymentMethod';

/** A list that could not be read; the server's message when it sent one. */
export class CatalogueError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(`The billing catalogue could not be read${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'CatalogueError';
  }
}

/** Each list's contract path and operation (the operation names its retries). */
const catalogues = {
  rechargeMethod: { path: '/api/billing/v1/recharge-method-list', operation: 'listBillingRechargeMethods' },
  taxRegime: { path: '/api/billing/v1/tax-regime-list', operation: 'listTaxRegimes' },
  cfdiUsage: { path: '/api/billing/v1/cfdi-usage-list', operation: 'listCfdiUsages' },
  paymentMethod: { path: '/api/billing/v1/payment-method-list', operation: 'listBillingPaymentMethods' },
} as const satisfies Record<CatalogueName, { path: string; operation: QueriedOperation }>;

/** The options of an answer; success false (or no answer) is a failure with the server's message. */
export function catalogueOptionsOf(answer: CatalogueAnswer | undefined): CatalogueOption[] {
  if (answer?.success !== true) throw new CatalogueError(answer?.message?.trim() || undefined);
  return (answer.data ?? []).map(({ code, description }) => ({ code, description }));
}

export function catalogueQueryOptions(name: CatalogueName) {
  const { path, operation } = catalogues[name];
  return queryOptions({
    queryKey: apiQueryKey('mainApi', path),
    queryFn: async () => catalogueOptionsOf((await settle(() => mainApi.GET(path))).okBody),
    // The SAT catalogues change seldom: read once per visit.
    staleTime: Infinity,
    retry: readRetries(operation),
  });
}

/** What the visitor sees after sending the form. */
export type BillOutcome =
  { kind: 'registered'; message: string | undefined; folio: string | undefined } | { kind: 'notRegistered'; message: string | undefined } | { kind: 'failed' };

/** The form's values as the contract names them (phone without spaces, RFC uppercase already). */
export function toBillRequest(values: InvoiceFormValues): BillRegistrationRequest {
  const reference = values.reference.trim();
  return {
    rfc: values.rfc,
    businessName: values.businessName.trim(),
    taxRegime: values.taxRegime,
    postalCode: values.postalCode,
    cfdiUsage: values.cfdiUsage,
    paymentMethod: values.paymentMethod,
    rechargeMethod: values.rechargeMethod,
    phoneNumber: values.phoneNumber,
    email: values.email.trim(),
    rechargeDate: values.rechargeDate,
    amount: parseAmount(values.amount) ?? 0,
    ...(reference ? { reference } : {}),
  };
}

/** 200 with success true: registered; 200 with success false: its message; 5xx or no answer: failed. */
export function billOutcomeOf(status: number | undefined, body: BillRegistration | undefined): BillOutcome {
  if (status === 200 && body?.success === true) {
    return { kind: 'registered', message: body.message?.trim() || undefined, folio: body.folio?.trim() || undefined };
  }
  if (status === 200 && body) return { kind: 'notRegistered', message: body.message?.trim() || undefined };
  return { kind: 'failed' };
}

/** registerBill: sends the form; never throws. */
export async function registerBill(values: InvoiceFormValues): Promise<BillOutcome> {
  const { status, body } = await settle(() => mainApi.POST('/api/billing/v1/register-bill', { body: toBillRequest(values) }));
  return status === undefined ? { kind: 'failed' } : billOutcomeOf(status, body);
}
