import { useCaptchaCheck, type LineType } from '@/shared/domain/line-check';
import { checkIccid, type IccidCheckOutcome } from './api/register-api';
import { ICCID_CHECK_DELAY_MS, ICCID_TYPED_PATTERN } from './constants';

type IccidCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

export interface IccidCheck {
  status: IccidCheckStatus;
  /** What the field shows while the ICCID is rejected or could not be checked. */
  message?: string;
}

/**
 * The remote ICCID check of the hbb and mifi registration (spec 5 and 9): once the 13 digits
 * after the prefix are typed and have not changed for 500 ms, the captcha runs when active and
 * validateIccid is called. Changing the digits drops an answer still on its way (the waiting
 * logic is the shared useCaptchaCheck of the line check).
 */
export function useIccidCheck({ lineType, typedDigits }: { lineType: LineType; typedDigits: string }): IccidCheck {
  const check = useCaptchaCheck<IccidCheckOutcome>({
    ready: ICCID_TYPED_PATTERN.test(typedDigits),
    key: `${lineType}:${typedDigits}`,
    delayMs: ICCID_CHECK_DELAY_MS,
    check: (config, token) => checkIccid(typedDigits, lineType, config, token),
  });
  if (check.status !== 'answered') return { status: check.status };
  const { outcome } = check;
  return outcome.kind === 'valid' ? { status: 'valid' } : { status: outcome.kind, message: outcome.message };
}
