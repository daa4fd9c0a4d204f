import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import type { ImeiAnswer } from './api/imei-result';

type ImeiPath = '/api/core/captacion/imei/verificacion' | '/api/core/api/validate/IMEI';

/**
 * The two IMEI checks of the contract: the server variant the compatibility page reads
 * (`verifyImei`) and the compatibility-result variant the eSIM dialog reads (`validateImei`).
 */
export const IMEI_CHECK_PATHS = {
  compatibilityPage: '/api/core/captacion/imei/verificacion',
  esim: '/api/core/api/validate/IMEI',
} as const satisfies Record<string, ImeiPath>;

/** Asks one of the IMEI checks; a proxy's error page instead of JSON is no body at all for the mapping. */
export async function askImei(path: ImeiPath, imei: string): Promise<ImeiAnswer> {
  return settle(() => mainApi.POST(path, { body: { IMEI: imei } }));
}
