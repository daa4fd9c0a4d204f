import type { components } from '@/api/generated/main-api';
import { ICCID_PREFIX, PHONE_DIGITS } from '@/shared/domain/constants';
import type { SimReplacementForm } from '../form';

/** What the replacement request sends (contract SimReplacementRequest); the form must be valid. */
export type SimReplacementRequest = components['schemas']['SimReplacementRequest'];

export function toReplacementRequest(form: SimReplacementForm): SimReplacementRequest {
  if (form.reason === '' || form.phone.length !== PHONE_DIGITS) throw new Error('the form is not valid');
  return { dn: form.phone, iccid: `${ICCID_PREFIX}${form.iccid}`, email: form.email.trim(), reason: form.reason };
}
