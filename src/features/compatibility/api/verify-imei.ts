import { askImei, IMEI_CHECK_PATHS, imeiResultKeyOf, type ImeiResultKey } from '@/shared/domain/imei-check';

/** Checks a device against the network; resolves to the key of the message to show. */
export async function verifyImei(imei: string): Promise<ImeiResultKey> {
  return imeiResultKeyOf(await askImei(IMEI_CHECK_PATHS.compatibilityPage, imei));
}
