import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { PHONE_PATTERN } from '@/shared/validation/patterns';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { captchaConfigQueryOptions, captchaTokenFor, type CaptchaConfig } from './captcha';
import { checkLineNumber, type LineCheckOutcome } from './check-line-number';
import { LINE_CHECK_DELAY_MS } from './constants';
import type { LineType } from './line-type';
import { lineCheckTexts } from './texts';

export type LineNumberCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

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
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  useQuery(captchaConfigQueryOptions());
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; outcome: LineCheckOutcome } | undefined>();

  const complete = PHONE_PATTERN.test(number);
  const checkKey = checker ? checker.key : lineType;
  const key = `${checkKey}:${number}:${attempt}`;
  const runCheck = useEffectEvent((config: CaptchaConfig, token: string) =>
    checker ? checker.check(number, config, token) : checkLineNumber(number, lineType, config, token),
  );
  const retry = () => setAttempt((current) => current + 1);

  const announce = useEffectEvent((outcome: LineCheckOutcome) => {
    if (!showAlerts || outcome.status === 'valid') return;
    showAlert(
      outcome.status === 'failed'
        ? { type: 'danger', message: outcome.message, onAccept: retry, onXButton: () => undefined }
        : { type: 'danger', message: outcome.message },
    );
  });

  useEffect(() => {
    if (!complete) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        const config = await queryClient.fetchQuery(captchaConfigQueryOptions());
        const token = await captchaTokenFor(config);
        if (!current) return;
        const outcome = await runCheck(config, token);
        if (!current) return;
        setAnswer({ key, outcome });
        announce(outcome);
      })();
    }, LINE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [complete, key, queryClient]);

  if (!complete) return { status: 'idle', retry };
  if (answer?.key !== key) return { status: 'checking', retry };
  const { outcome } = answer;
  if (outcome.status === 'valid') return { status: 'valid', retry };
  return {
    status: outcome.status,
    message: outcome.message,
    ...(outcome.status === 'invalid' ? { fieldError: lineCheckTexts.invalidNumber } : {}),
    retry,
  };
}
