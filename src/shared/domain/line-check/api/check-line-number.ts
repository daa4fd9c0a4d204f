import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { answerBody } from '@/shared/api/settle';
import type { CaptchaConfig } from './captcha';
import { NUMBER_PLACEHOLDER } from '../constants';
import { LINE_TYPE_CODES, type LineType } from '../line-type';
import { lineCheckTexts as texts } from '../texts';

type LineNumberCheckResult = components['schemas']['LineNumberCheckResult'];

/**
 * What the visitor is told about a checked number:
 * - valid: the form may go on;
 * - invalid: the server rejected the number (statusCode): danger alert, field "Número inválido";
 * - failed: the service did not answer properly (success false, 500, no answer): danger alert
 *   offering a retry; the number itself is not blamed.
 */
export type LineCheckOutcome = { kind: 'valid' } | { kind: 'invalid' | 'failed'; message: string };

/** statusCode 5 accepts the number (contract: "accepted with a notice"); 500 is the service failing. */
const ACCEPTED_STATUS_CODE = 5;
const SERVICE_FAILURE_STATUS_CODE = 500;
const WRONG_LINE_TYPE_STATUS_CODE = 4;

/** The one mapper of the number check's answer (spec 8 "Account errors"). */
export function lineCheckOutcomeOf(answer: LineNumberCheckResult | undefined, number: string, lineType: LineType): LineCheckOutcome {
  const statusCode = answer?.statusCode;
  if (!answer || statusCode === SERVICE_FAILURE_STATUS_CODE || (!answer.success && statusCode === undefined)) {
    return { kind: 'failed', message: answer?.message || texts.serviceUnavailable };
  }
  if (statusCode === undefined || statusCode === ACCEPTED_STATUS_CODE) return { kind: 'valid' };
  if (statusCode === WRONG_LINE_TYPE_STATUS_CODE) return { kind: 'invalid', message: texts.wrongLineType(number, lineType) };
  const message = answer.message ? answer.message.replaceAll(NUMBER_PLACEHOLDER, number) : texts.rejectedDefault(number);
  return { kind: 'invalid', message };
}

/** validateLineNumber: body url, msisdn, type 1/2/3 and the captcha token (spec 7). */
export async function checkLineNumber(number: string, lineType: LineType, config: CaptchaConfig, token: string): Promise<LineCheckOutcome> {
  const answer = await answerBody(() =>
    mainApi.POST('/api/core/validaciones/cuenta/numero', {
      body: { url: config.url, msisdn: number, type: LINE_TYPE_CODES[lineType], token },
    }),
  );
  return lineCheckOutcomeOf(answer, number, lineType);
}
