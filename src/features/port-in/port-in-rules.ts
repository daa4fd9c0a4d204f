import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import type { PortInOutcome } from './api/outcomes';

/** The port-in NIP has 4 digits (spec 5 "PIN: 4 digits"; the NIP of the 051 service). */
export const NIP_DIGITS = 4;
export const NIP_PATTERN = new RegExp(`^\\d{${NIP_DIGITS}}$`);
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** The port-in request form, in the app's names. */
export interface PortInForm {
  number: string;
  nip: string;
  name: string;
  email: string;
}

export const EMPTY_PORT_IN_FORM: PortInForm = { number: '', nip: '', name: '', email: '' };

/** Journey names of the port-in steps (the contract's PortabilityTrackingStep). */
const PORT_IN_STEPS = { number: 'numero', nip: 'nip', name: 'nombre', email: 'correo' } as const satisfies Record<keyof PortInForm, string>;
export const PORT_IN_REQUEST_STEP = 'solicitud';
export type PortInStep = (typeof PORT_IN_STEPS)[keyof PortInForm] | typeof PORT_IN_REQUEST_STEP;

/** A field's value is tracked when it leaves the field valid (as the eSIM fields are). */
function isTrackable(field: keyof PortInForm, value: string): boolean {
  switch (field) {
    case 'number':
      return PHONE_PATTERN.test(value);
    case 'nip':
      return NIP_PATTERN.test(value);
    case 'name':
      return value.trim().length > 0 && value.length <= NAME_MAX_LENGTH;
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) && value.length <= EMAIL_MAX_LENGTH;
  }
}

/** The step a field sends on blur, or none while it is not valid. */
export function trackedStepOf(field: keyof PortInForm, value: string): { step: PortInStep; value: string } | undefined {
  return isTrackable(field, value) ? { step: PORT_IN_STEPS[field], value: value.trim() } : undefined;
}

/**
 * The portability funnel of the advertising tags (payments spec "Advertising tags"): a
 * journey_step event per step, named portabilidad_<step>.
 */
export const PORT_IN_FUNNEL = {
  start: 'portabilidad_inicio',
  step: (step: PortInStep) => `portabilidad_${step}`,
  outcome: {
    requested: 'portabilidad_solicitud_enviada',
    alreadyPorted: 'portabilidad_ya_registrada',
    lookupFailed: 'portabilidad_error',
    requestFailed: 'portabilidad_error',
  } satisfies Record<PortInOutcome, string>,
} as const;
