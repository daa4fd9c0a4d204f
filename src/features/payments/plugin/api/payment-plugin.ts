import { paymentsApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { env } from '@/shared/config/env';
import { decryptInformation, deriveInformationKey, importPaymentPublicKey, sealForService } from '../../crypto/payment-crypto';
import type { PaymentPurchase, PluginConfiguration } from '../types';
import { toPluginRequestData } from './charge-request';
import { ClientDataError } from './payment-errors';
import { decryptedInformationSchema, toPluginConfiguration } from './plugin-configuration';

let publicKey: Promise<CryptoKey> | undefined;
/** The payment service's public key, imported once (decision 088). */
export function paymentPublicKey(): Promise<CryptoKey> {
  publicKey ??= importPaymentPublicKey(env.paymentPublicKey);
  // A failed import is not kept: the next payment tries again.
  publicKey.catch(() => (publicKey = undefined));
  return publicKey;
}

export interface PluginConfigurationRequest {
  purchase: PaymentPurchase;
  /** The secure-data key (llavero) that the answer's information is encrypted with. */
  llavero: string;
}

/** The plugin call with its encrypted request, and its answer decrypted and mapped. */
export async function fetchPluginConfiguration({ purchase, llavero }: PluginConfigurationRequest): Promise<PluginConfiguration> {
  let sealed: string;
  try {
    sealed = await sealForService(await paymentPublicKey(), toPluginRequestData(purchase));
  } catch (cause) {
    throw new ClientDataError(undefined, { cause });
  }
  const answer = await settle(() => paymentsApi.POST('/servicio/angular/plugin', { body: { data: sealed } }));
  const informacion = answer.okBody?.success === true ? answer.okBody.informacion : undefined;
  if (!informacion) throw new ClientDataError(answer.body?.mensaje || undefined);
  try {
    const key = await deriveInformationKey(llavero);
    const { config } = informacion;
    const [cliente, proveedor, form, direcciones, info, data, legales] = await Promise.all(
      [informacion.cliente, informacion.proveedor, informacion.form, informacion.direcciones, config.info, config.data, config.legales].map((field) =>
        field === undefined ? Promise.resolve(undefined) : decryptInformation(key, field),
      ),
    );
    const decrypted = decryptedInformationSchema.parse({ cliente, proveedor, form, direcciones, info, data, legales });
    return toPluginConfiguration(decrypted, purchase.channel);
  } catch (cause) {
    throw new ClientDataError(undefined, { cause });
  }
}
