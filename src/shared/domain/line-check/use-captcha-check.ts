import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { captchaConfigQueryOptions, captchaTokenFor, type CaptchaConfig } from './api/captcha';

export interface CaptchaCheckOptions<TOutcome> {
  /** The value is complete enough to check (10 digits of a number, 13 of an ICCID). */
  ready: boolean;
  /** Names what is checked (type, value, attempt): a new key drops an answer still on its way. */
  key: string;
  /** How long the value must stay unchanged before the check runs. */
  delayMs: number;
  /** The remote call, given the captcha configuration and its token. */
  check: (config: CaptchaConfig, token: string) => Promise<TOutcome>;
  /** Called once with each answer that still belongs to the current key (e.g. to show an alert). */
  onAnswer?: (outcome: TOutcome) => void;
}

export type CaptchaCheckState<TOutcome> = { status: 'idle' } | { status: 'checking' } | { status: 'answered'; outcome: TOutcome };

/**
 * The waiting logic of every remote check of a typed value (line number, top-up line, ICCID): the
 * captcha configuration is read as soon as the hook mounts; once the value is `ready` and its `key`
 * has not changed for `delayMs`, the invisible captcha runs when active and `check` is called. An
 * answer for a key no longer current is dropped. `idle` while not ready, `checking` while waiting
 * or asking, then `answered`.
 */
export function useCaptchaCheck<TOutcome>({ ready, key, delayMs, check, onAnswer }: CaptchaCheckOptions<TOutcome>): CaptchaCheckState<TOutcome> {
  const queryClient = useQueryClient();
  useQuery(captchaConfigQueryOptions());
  const [answer, setAnswer] = useState<{ key: string; outcome: TOutcome } | undefined>();
  const runCheck = useEffectEvent(check);
  const announce = useEffectEvent((outcome: TOutcome) => onAnswer?.(outcome));

  useEffect(() => {
    if (!ready) return;
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
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, key, delayMs, queryClient]);

  if (!ready) return { status: 'idle' };
  if (answer?.key !== key) return { status: 'checking' };
  return { status: 'answered', outcome: answer.outcome };
}
