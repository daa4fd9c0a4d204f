import { formatPhone } from '@/shared/format/phone';
import type { EsimAssignment } from './api/esim-portability';
import { esimTexts as texts } from './texts';

/**
 * The success alert of a paid eSIM with what the portability lookup said: the
 * success text, then the ICCID and number, or that the number is not yet assigned. Nothing
 * when the lookup said nothing usable: the plain success stays. The numbers were checked to be
 * digits, so the alert's HTML carries no server text.
 */
export function paidEsimMessage(assignment: EsimAssignment): string | undefined {
  if (assignment.kind === 'unknown') return undefined;
  const detail = assignment.kind === 'assigned' ? texts.assignment.assigned(assignment.iccid, formatPhone(assignment.dn)) : texts.assignment.notAssigned;
  return `<p>${texts.alerts.paid}</p><p>${detail}</p>`;
}
