import { mainApi } from '@/api/clients';
import { readDocumentCookie, XSRF_COOKIE } from '@/shared/api/request-headers-middleware';
import { settle } from '@/shared/api/settle';
import { env } from '@/shared/config/env';
import { checkOutcomeOf, replacementOutcomeOf, sendOutcomeOf, type CheckOutcome, type ReplacementOutcome, type SendOutcome } from './outcomes';
import type { SimReplacementRequest } from './replacement-request';

/**
 * requestSimReplacementOtp: the contract names its two headers (spec payments 7: "headers service
 * key and csrf; the full response is observed"), so they are sent here and not left to the
 * shared middleware, and the status and headers of the answer are read, not only its body.
 */
export async function requestReplacementCode(dn: string): Promise<SendOutcome> {
  const header = { Ordservicio: env.serviceKey, 'X-XSRF-TOKEN': readDocumentCookie(XSRF_COOKIE) ?? '' };
  return sendOutcomeOf(await settle(() => mainApi.POST('/api/core/bait/servicio/reemplazo-sim/otp', { params: { header }, body: { dn } })));
}

export async function checkReplacementCode(dn: string, otp: string): Promise<CheckOutcome> {
  return checkOutcomeOf(await settle(() => mainApi.PATCH('/api/core/bait/servicio/reemplazo-sim/otp', { body: { dn, otp } })));
}

export async function requestReplacement(request: SimReplacementRequest): Promise<ReplacementOutcome> {
  return replacementOutcomeOf(await settle(() => mainApi.POST('/api/core/bait/servicio/reemplazo-sim', { body: request })));
}
