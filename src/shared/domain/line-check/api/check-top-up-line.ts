import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { settle } from '@/shared/api/settle';
import type { CaptchaConfig } from './captcha';
import type { LineCheckOutcome } from './check-line-number';
import { NUMBER_PLACEHOLDER } from '../constants';
import { lineStatusMessage } from '../line-status-texts';
import { topUpLineTexts as texts } from '../top-up-texts';

type TopUpLineValidation = components['schemas']['TopUpLineValidation'];

/*
 * Imported by its own path, not through the folder's index: the account routes (login,
 * registration, recovery) then do not load the top-up check and its texts.
 */

/** validateTopUpLine's `type`: which kind of number is checked (spec payments 7). */
const TOP_UP_LINE_KIND_CODES = { general: 1, service: 2, associated: 4 } as const;

export type TopUpLineKind = keyof typeof TOP_UP_LINE_KIND_CODES;

/** Offer types whose top-up goes to a service number (spec payments 3 and 9). */
export const SERVICE_NUMBER_OFFER_TYPES: readonly number[] = [3, 8];
/** The associates' offer type (spec payments 3). */
export const ASSOCIATES_OFFER_TYPE = 4;

/**
 * The number a top-up checks is the one recharged: the service number for offer types 3 and 8
 * (kind 2), the phone for the associates' offers (kind 4), the phone otherwise (kind 1).
 */
export function topUpLineKindOf(offerType: number): TopUpLineKind {
  if (SERVICE_NUMBER_OFFER_TYPES.includes(offerType)) return 'service';
  return offerType === ASSOCIATES_OFFER_TYPE ? 'associated' : 'general';
}

/**
 * Whose words a rejection is told in: the modal shows the server's message with #numero#
 * replaced (spec payments 8 "Payment plugin"); the associates page shows its own catalogue
 * ("Line-check messages by status"), as does the modal when the server sent none.
 */
export type TopUpLineMessages = 'server' | 'catalogue';

const ACCEPTED_STATUS_CODE = 5;
const SERVICE_FAILURE_STATUS_CODE = 500;
const WRONG_PRODUCT_STATUS_CODE = 4;

/** The one mapper of validateTopUpLine's answer (spec payments 8). */
export function topUpLineOutcomeOf(
  answer: TopUpLineValidation | undefined,
  number: string,
  offerType: number,
  messages: TopUpLineMessages = 'server',
): LineCheckOutcome {
  const statusCode: number | undefined = answer?.statusCode;
  if (!answer || !answer.success || statusCode === SERVICE_FAILURE_STATUS_CODE) {
    return { kind: 'failed', message: texts.serviceUnavailable };
  }
  if (statusCode === undefined || statusCode === ACCEPTED_STATUS_CODE) return { kind: 'valid' };
  if (statusCode === WRONG_PRODUCT_STATUS_CODE) return { kind: 'invalid', message: texts.wrongProduct(number, offerType) };
  const serverMessage = messages === 'server' ? answer.message : undefined;
  const message = serverMessage
    ? serverMessage.replaceAll(NUMBER_PLACEHOLDER, number)
    : (lineStatusMessage(texts.byStatus, statusCode, number) ?? texts.serviceUnavailable);
  return { kind: 'invalid', message };
}

/** validateTopUpLine: url of the captcha information, msisdn, type 1/2/4 and the captcha token. */
export async function checkTopUpLine(
  number: string,
  offerType: number,
  config: CaptchaConfig,
  token: string,
  messages: TopUpLineMessages = 'server',
): Promise<LineCheckOutcome> {
  const { status, body } = await settle(() =>
    mainApi.POST('/api/core/validaciones/recarga/numero', {
      body: { url: config.url, msisdn: number, type: TOP_UP_LINE_KIND_CODES[topUpLineKindOf(offerType)], token },
    }),
  );
  // A proxy's error page, or an HTTP 500, is no answer at all.
  const answered = status !== undefined && status >= 200 && status < 300;
  return topUpLineOutcomeOf(answered ? body : undefined, number, offerType, messages);
}
