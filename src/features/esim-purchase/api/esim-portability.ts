import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';

/** What the eSIM portability lookup says of a paid eSIM. */
export type EsimAssignment =
  | { kind: 'assigned'; iccid: string; dn: string }
  | { kind: 'notAssigned' }
  /** No answer, an unknown visitor, or an answer whose numbers are not numbers: nothing to add. */
  | { kind: 'unknown' };

const ICCID_PATTERN = /^\d{19,20}$/;

export function esimAssignmentOf(status: number | undefined, answer: { success?: boolean; iccid?: string; dn?: string } | undefined): EsimAssignment {
  if (status !== 200 || !answer) return { kind: 'unknown' };
  if (answer.success === false) return { kind: 'notAssigned' };
  if (answer.success === true && answer.iccid && answer.dn && ICCID_PATTERN.test(answer.iccid) && PHONE_PATTERN.test(answer.dn)) {
    return { kind: 'assigned', iccid: answer.iccid, dn: answer.dn };
  }
  return { kind: 'unknown' };
}

/** getEsimPortability: the ICCID and number assigned to the visitor's eSIM, by the purchase's uuid. */
export async function lookupEsimAssignment(uuid: string): Promise<EsimAssignment> {
  const { status, okBody } = await settle(() => mainApi.GET('/api/esim/v1/api/publico/portabilidad/{uuid}', { params: { path: { uuid } } }));
  return esimAssignmentOf(status, okBody);
}
