import type { EsimImeiOutcome } from '@/shared/domain/imei-check/api/imei-result';
import { imeiCheckTexts } from '@/shared/domain/imei-check/texts';
import { EMAIL_PATTERN, IMEI_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import type { EsimJourneyStep } from './api/esim-journey';
import { IMEI_CHECK_DELAY_MS, IMEI_CHECK_MIN_LENGTH } from './constants';
import type { EsimForm } from './schemas';
import { esimTexts } from './texts';

/** The field whose loss of focus records each journey step (spec 4 "Visitor journey tracking"). */
const FIELD_STEPS = {
  contactNumber: 'telefono',
  email: 'correo',
  imei: 'imei',
  emailconfirmar: 'emailconfirmar',
} as const satisfies Record<keyof EsimForm, EsimJourneyStep>;

export type EsimField = keyof typeof FIELD_STEPS;

function isFieldValid(field: EsimField, form: EsimForm): boolean {
  switch (field) {
    case 'contactNumber':
      return PHONE_PATTERN.test(form.contactNumber);
    case 'email':
      return EMAIL_PATTERN.test(form.email);
    case 'imei':
      return form.imei.length >= IMEI_CHECK_MIN_LENGTH && IMEI_PATTERN.test(form.imei);
    case 'emailconfirmar':
      return EMAIL_PATTERN.test(form.emailconfirmar) && form.emailconfirmar === form.email;
  }
}

/** A journey step with the value it captures. */
export interface EsimStep {
  paso: EsimJourneyStep;
  valor: string;
}

/** The step a field records when it loses focus, with its value; none while the field is invalid. */
export function stepOnBlur(field: EsimField, form: EsimForm): EsimStep | undefined {
  return isFieldValid(field, form) ? { paso: FIELD_STEPS[field], valor: form[field] } : undefined;
}

/** The IMEI the dialog checks: from 13 characters on (spec 4, 9); none before. */
export function imeiToCheck(imei: string): string | undefined {
  return imei.length >= IMEI_CHECK_MIN_LENGTH && IMEI_PATTERN.test(imei) ? imei : undefined;
}

export type ImeiCheckState = { status: 'idle' } | { status: 'checking'; imei: string } | { status: 'done'; imei: string; outcome: EsimImeiOutcome };

/** The pay button is enabled only with a valid form and an eSIM-capable device for the IMEI typed (spec 4). */
export function canPay(formValid: boolean, check: ImeiCheckState, imei: string): boolean {
  return formValid && check.status === 'done' && check.imei === imei && check.outcome.kind === 'esimCapable';
}

/** What the visitor reads for each outcome: green only when the payment is allowed. */
export function imeiOutcomeMessage(outcome: EsimImeiOutcome): { message: string; positive: boolean; offersPhysicalSim: boolean } {
  switch (outcome.kind) {
    case 'esimCapable':
      return { message: imeiCheckTexts.results[outcome.key], positive: true, offersPhysicalSim: false };
    case 'noEsim':
      return { message: imeiCheckTexts.results.noEsim, positive: false, offersPhysicalSim: true };
    case 'notCompatible':
      return { message: imeiCheckTexts.results.default, positive: false, offersPhysicalSim: false };
    case 'serviceError':
      return { message: outcome.serverMessage ?? esimTexts.imei.serviceError, positive: false, offersPhysicalSim: false };
  }
}

/**
 * Waits IMEI_CHECK_DELAY_MS after the last keystroke, then checks the IMEI typed if it is long
 * enough; a new keystroke cancels the pending check (spec 4: "600 ms after typing stops").
 */
export function createImeiCheckScheduler(check: (imei: string) => void, delayMs: number = IMEI_CHECK_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    typed(imei: string) {
      cancel();
      const candidate = imeiToCheck(imei);
      if (candidate === undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        check(candidate);
      }, delayMs);
    },
    cancel,
  };
}
