import type { components } from '@/api/generated/main-api';
import { lineStatusMessage, lineStatusTexts } from '@/shared/domain/line-check/line-status-texts';
import type { BasicProfile } from '@/shared/domain/profile/api/basic-profile';
import type { SelectOption } from '@/shared/ui/searchable-select/search-options';
import { searchKey } from '@/shared/ui/searchable-select/search-options';
import { nirChangeTexts as texts } from '../texts';

type LineCheck = components['schemas']['LineCheck'];
type OperationResult = components['schemas']['OperationResult'];
type AvailableNirs = components['schemas']['AvailableNirs'];

/** Whether the page may go on with the line, or what the visitor is told instead. */
export type StepOutcome = { kind: 'passed' } | { kind: 'refused'; message: string };

/** A usable line: status 0 (contract, assumed) with success. */
const USABLE_LINE_STATUS = 0;

/** checkBaitLine's status 4: the number is not of a phone line. */
const NOT_A_PHONE_LINE_STATUS = 4;

/**
 * checkBaitLine's answer (payments spec 7 and 8 "Line-check messages by status"): status 0 goes on;
 * -1, 1, 2, 3 and 4 each have their message; 500, another status or no answer is the service failing.
 */
export function lineCheckOutcomeOf(answer: LineCheck | undefined, dn: string): StepOutcome {
  if (answer?.status === USABLE_LINE_STATUS && answer.success) return { kind: 'passed' };
  if (answer?.status === NOT_A_PHONE_LINE_STATUS) return { kind: 'refused', message: texts.errors.notAPhoneLine(dn) };
  const message = answer ? lineStatusMessage(lineStatusTexts.lineService, answer.status, dn) : undefined;
  return { kind: 'refused', message: message ?? texts.errors.serviceUnavailable };
}

/** submitLineForm's answer: success goes on; otherwise the server's mensaje, or the service failing. */
export function lineFormOutcomeOf(answer: OperationResult | undefined): StepOutcome {
  if (answer?.success) return { kind: 'passed' };
  return { kind: 'refused', message: answer?.mensaje || texts.errors.serviceUnavailable };
}

/** The available NIRs as options of the select, or why they cannot be listed. */
export type NirList = { kind: 'listed'; options: SelectOption[] } | { kind: 'failed'; message: string };

/** listAvailableNirs' answer: each NIR an option "55 · Ciudad de México, Ciudad de México" whose id is the NIR. */
export function toNirList(answer: AvailableNirs | undefined): NirList {
  if (!answer?.success) return { kind: 'failed', message: answer?.mensaje || texts.nir.listFailed };
  const options = (answer.lista ?? []).map(({ nir, ciudad, estado }) => ({ id: nir, name: texts.nir.option(nir, ciudad, estado) }));
  return { kind: 'listed', options };
}

/** The name of the line's owner from its basic profile (getBasicProfile), when it has one. */
export function ownerNameOf(profile: Pick<BasicProfile, 'name'> | undefined): string | undefined {
  return profile?.name.trim() || undefined;
}

/** Every outcome of changeNir as the page shows it. */
export type NirChangeOutcome =
  | { kind: 'changed'; message: string }
  | { kind: 'limitExceeded'; message: string }
  | { kind: 'notChanged'; message: string }
  | { kind: 'failed'; message: string };

const LIMIT_EXCEEDED_KEY = searchKey(texts.result.limitExceeded);

/** The contract tells the limit apart from other refusals only by its message (no code). */
function isLimitExceeded(message: string | undefined): boolean {
  return message !== undefined && searchKey(message).replace(/[.!]+$/, '') === LIMIT_EXCEEDED_KEY;
}

/**
 * changeNir's answer (spec 8): success is "changed" with the server's message; a refusal is the
 * limit of changes ("Lo sentimos, ha superado los cambios de número permitidos") or "not changed"
 * with the server's message; no usable answer is the service failing.
 */
export function nirChangeOutcomeOf(answer: OperationResult | undefined): NirChangeOutcome {
  if (!answer) return { kind: 'failed', message: texts.errors.serviceUnavailable };
  if (answer.success) return { kind: 'changed', message: answer.mensaje || texts.result.changedDefault };
  if (isLimitExceeded(answer.mensaje)) return { kind: 'limitExceeded', message: texts.result.limitExceeded };
  return { kind: 'notChanged', message: answer.mensaje || texts.result.notChangedDefault };
}
