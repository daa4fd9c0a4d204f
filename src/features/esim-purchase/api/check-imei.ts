import { esimImeiOutcomeOf, type EsimImeiOutcome } from '@/shared/domain/imei-check/api/imei-result';
import { askImei, IMEI_CHECK_PATHS } from '@/shared/domain/imei-check/ask-imei';

/** The eSIM dialog's IMEI check: the compatibility-result variant of the contract (validateImei). */
export async function checkEsimImei(imei: string): Promise<EsimImeiOutcome> {
  return esimImeiOutcomeOf(await askImei(IMEI_CHECK_PATHS.esim, imei));
}
