import type { PurchaseRequest } from '@/shared/domain/top-up/top-up-request';
import { toPaymentPurchase } from './line-data';
import type { PaymentPurchase } from '../plugin/types';

/**
 * What the payment plugin is handed for an acquisition purchase (eSIM, replacement SIM): the
 * dialog's contact data and journey uuid, its channel and, for a SIM, the shipping.
 */
export function toRequestedPurchase(request: PurchaseRequest, { logged, search }: { logged: boolean; search: string }): PaymentPurchase {
  const purchase = toPaymentPurchase({
    offer: request.offer,
    values: { serviceNumber: '', phone: request.phone, email: request.email },
    channel: request.channel,
    uuid: request.uuid,
    logged,
    search,
  });
  return request.shipping ? { ...purchase, shipping: request.shipping } : purchase;
}
