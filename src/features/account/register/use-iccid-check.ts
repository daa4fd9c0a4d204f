import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { captchaConfigQueryOptions, captchaTokenFor, type LineType } from '@/shared/line-check';
import { checkIccid, type IccidCheckOutcome } from './api/register-api';
import { ICCID_CHECK_DELAY_MS, ICCID_TYPED_PATTERN } from './constants';

export type IccidCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

export interface IccidCheck {
  status: IccidCheckStatus;
  /** What the field shows while the ICCID is rejected or could not be checked. */
  message?: string;
}

/**
 * The remote ICCID check of the hbb and mifi registration (spec 5 and 9): once the 13 digits
 * after the prefix are typed and have not changed for 500 ms, the captcha runs when active and
 * validateIccid is called. Changing the digits drops an answer still on its way.
 */
export function useIccidCheck({ lineType, typedDigits }: { lineType: LineType; typedDigits: string }): IccidCheck {
  const queryClient = useQueryClient();
  useQuery(captchaConfigQueryOptions());
  const [answer, setAnswer] = useState<{ key: string; outcome: IccidCheckOutcome } | undefined>();
  const complete = ICCID_TYPED_PATTERN.test(typedDigits);
  const key = `${lineType}:${typedDigits}`;

  useEffect(() => {
    if (!complete) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        const config = await queryClient.fetchQuery(captchaConfigQueryOptions());
        const token = await captchaTokenFor(config);
        if (!current) return;
        const outcome = await checkIccid(typedDigits, lineType, config, token);
        if (current) setAnswer({ key, outcome });
      })();
    }, ICCID_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [complete, key, typedDigits, lineType, queryClient]);

  if (!complete) return { status: 'idle' };
  if (answer?.key !== key) return { status: 'checking' };
  return answer.outcome.status === 'valid' ? { status: 'valid' } : { status: answer.outcome.status, message: answer.outcome.message };
}
