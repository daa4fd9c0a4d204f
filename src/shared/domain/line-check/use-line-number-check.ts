import { useState } from 'react';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { useAlert } from '@/shared/ui/alert/alert-context';
import type { CaptchaConfig } from './api/captcha';
import { checkLineNumber, type LineCheckOutcome } from './api/check-line-number';
import { LINE_CHECK_DELAY_MS } from './constants';
import type { LineType } from './line-type';
import { lineCheckTexts } from './texts';
import { useCaptchaCheck } from './use-captcha-check';

type LineNumberCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

export interface LineNumberCheck {
  status: LineNumberCheckStatus;
  /** The message shown in the danger alert (invalid and failed). */
  message?: string;
  /** "Número inválido" while the server rejects the number: show it as the field's error. */
  fieldError?: string;
  /** Checks the same number again (after a failure of the service). */
  retry: () => void;
}

/**
 * A remote check other than validateLineNumber (the top-up's validateTopUpLine): `key` names what
 * it checks for, so a change of it drops an answer on its way like a change of line type does.
 */
export interface LineNumberChecker {
  key: string;
  check: (number: string, config: CaptchaConfig, token: string) => Promise<LineCheckOutcome>;
}

export type UseLineNumberCheckOptions = {
  /** The digits typed so far; only a complete 10-digit number is checked. */
  number: string;
  /** Shows the danger alert of a rejection or failure (default true); false leaves it to the caller. */
  showAlerts?: boolean;
} & ({ lineType: LineType; checker?: never } | { checker: LineNumberChecker; lineType?: never });

/**
 * The remote check of a line or service number (spec 4 "Login", 5 "Account forms", 8 "Account
 * errors"), shared by login, registration, recovery and the top-up modal.
 *
 * The captcha configuration is read as soon as the hook mounts. Once `number` has 10 digits and
 * has not changed for 300 ms, the invisible captcha runs when active (a local stand-in in mock
 * mode) and validateLineNumber is called. Status: `idle` (incomplete number), `checking`
 * (waiting or asking), `valid`, `invalid` (statusCode: danger alert with `#numero#` replaced,
 * statusCode 4 built from the line type, `fieldError` "Número inválido") or `failed` (service
 * error: danger alert whose "Reintentar" checks again). Changing the number or the line type
 * drops an answer still on its way. With `checker` instead of `lineType` the same debounce,
 * captcha and alerts serve another check (the top-up's validateTopUpLine).
 */
export function useLineNumberCheck({ lineType, checker, number, showAlerts = true }: UseLineNumberCheckOptions): LineNumberCheck {
  const { showAlert } = useAlert();
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((current) => current + 1);
  const check = useCaptchaCheck<LineCheckOutcome>({
    ready: PHONE_PATTERN.test(number),
    key: `${checker ? checker.key : lineType}:${number}:${attempt}`,
    delayMs: LINE_CHECK_DELAY_MS,
    check: (config, token) => (checker ? checker.check(number, config, token) : checkLineNumber(number, lineType, config, token)),
    onAnswer: (outcome) => {
      if (!showAlerts || outcome.kind === 'valid') return;
      showAlert(
        outcome.kind === 'failed'
          ? { type: 'danger', message: outcome.message, onAccept: retry, onXButton: () => undefined }
          : { type: 'danger', message: outcome.message },
      );
    },
  });

  if (check.status !== 'answered') return { status: check.status, retry };
  const { outcome } = check;
  if (outcome.kind === 'valid') return { status: 'valid', retry };
  return {
    status: outcome.kind,
    message: outcome.message,
    ...(outcome.kind === 'invalid' ? { fieldError: lineCheckTexts.invalidNumber } : {}),
    retry,
  };
}
