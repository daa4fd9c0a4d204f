import { paymentsApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { sealForService } from '../../crypto/payment-crypto';
import type { ChargeInput, PaymentPurchase, PluginConfiguration } from '../types';
import { toChargeBlocks } from './charge-request';
import { ChargeFailedError, ChargeOutcomeUnknownError } from './payment-errors';
import { paymentPublicKey } from './payment-plugin';
import { UNKNOWN_OUTCOME_STATUSES } from './unsettled-charges';

export interface ChargeRequest {
  configuration: PluginConfiguration;
  purchase: PaymentPurchase;
  input: ChargeInput;
}

/**
 * Charges the sale: the four blocks encrypted for the payment service; resolves with the server's
 * mensaje. A refusal (success false, a 4xx, a 500 with the service's answer) throws
 * ChargeFailedError; no answer at all (dropped connection, 502/503/504) throws
 * ChargeOutcomeUnknownError, since the card may have been charged (decision 180).
 */
export async function chargePayment({ configuration, purchase, input }: ChargeRequest): Promise<string | undefined> {
  const blocks = toChargeBlocks(purchase, input);
  let body: { data: string; extra: string; info: string; meta: string };
  try {
    const key = await paymentPublicKey();
    const [data, extra, info, meta] = await Promise.all([blocks.data, blocks.extra, blocks.info, blocks.meta].map((block) => sealForService(key, block)));
    body = { data: data ?? '', extra: extra ?? '', info: info ?? '', meta: meta ?? '' };
  } catch (cause) {
    throw new ChargeFailedError(0, undefined, { cause });
  }
  const answer = await settle(() =>
    paymentsApi.POST('/servicio/angular/{channel}/{providerType}/cobrar', {
      params: {
        path: { channel: configuration.client.channel, providerType: configuration.provider.type },
        header: { tienda: configuration.client.store, origen: configuration.formOrigin },
      },
      body,
    }),
  );
  // No answer at all: the charge may have reached the processor, so its outcome is unknown.
  if (answer.status === undefined) throw new ChargeOutcomeUnknownError(0);
  if (UNKNOWN_OUTCOME_STATUSES.includes(answer.status)) throw new ChargeOutcomeUnknownError(answer.status);
  if (answer.okBody?.success !== true) throw new ChargeFailedError(answer.status, answer.body?.mensaje || undefined);
  return answer.okBody.mensaje;
}
