/**
 * The postpaid page reads two query parameters (spec 2.4): typeService=portabilidad starts the
 * port-in flow, billPay=pagar-factura the bill payment. They exclude each other; any other
 * parameter of the current address is kept.
 */
export const POSTPAID_QUERY = {
  typeService: { name: 'typeService', portIn: 'portabilidad' },
  billPay: { name: 'billPay', payBill: 'pagar-factura' },
} as const;

export type PostpaidFlow = 'portIn' | 'payBill';

/** The query string of a link to the postpaid page: the current parameters merged with the flow's own. */
export function postpaidSearch(currentSearch: string, flow?: PostpaidFlow): string {
  const params = new URLSearchParams(currentSearch);
  if (flow === 'portIn') {
    params.delete(POSTPAID_QUERY.billPay.name);
    params.set(POSTPAID_QUERY.typeService.name, POSTPAID_QUERY.typeService.portIn);
  } else if (flow === 'payBill') {
    params.delete(POSTPAID_QUERY.typeService.name);
    params.set(POSTPAID_QUERY.billPay.name, POSTPAID_QUERY.billPay.payBill);
  }
  return params.size > 0 ? `?${params}` : '';
}

/** Which flow an address of the postpaid page asks for; billPay wins if a hand-made link has both. */
export function postpaidFlowOf(search: string): PostpaidFlow | undefined {
  const params = new URLSearchParams(search);
  if (params.get(POSTPAID_QUERY.billPay.name) === POSTPAID_QUERY.billPay.payBill) return 'payBill';
  if (params.get(POSTPAID_QUERY.typeService.name) === POSTPAID_QUERY.typeService.portIn) return 'portIn';
  return undefined;
}
