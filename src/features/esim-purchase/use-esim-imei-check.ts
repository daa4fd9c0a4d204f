import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { checkEsimImei } from './api/check-imei';
import { recordEsimStep } from './esim-visitor';
import { createImeiCheckScheduler, type ImeiCheckState } from './rules';

/**
 * The IMEI check of the eSIM dialog: `typed` on every change; the check runs 600 ms after typing
 * stops. An answer for an IMEI that is no longer the one typed is dropped. A compatible, eSIM-
 * capable device records the imeicompatible step.
 */
export function useEsimImeiCheck() {
  const latest = useRef('');
  const { mutate: recordCompatible } = useMutation({ mutationFn: (imei: string) => recordEsimStep('imeicompatible', imei) });
  const check = useMutation({
    mutationFn: checkEsimImei,
    onSuccess: (outcome, imei) => {
      if (latest.current === imei && outcome.kind === 'esimCapable') recordCompatible(imei);
    },
  });
  const { mutate, reset } = check;
  const scheduler = useRef<ReturnType<typeof createImeiCheckScheduler> | null>(null);

  useEffect(() => {
    const current = createImeiCheckScheduler((imei) => mutate(imei));
    scheduler.current = current;
    return current.cancel;
  }, [mutate]);

  function typed(imei: string) {
    latest.current = imei;
    // A result next to a different IMEI would mislead: it goes as soon as the IMEI changes.
    if (check.variables !== undefined && check.variables !== imei) reset();
    scheduler.current?.typed(imei);
  }

  let state: ImeiCheckState = { status: 'idle' };
  if (check.isPending) state = { status: 'checking', imei: check.variables };
  else if (check.isSuccess) state = { status: 'done', imei: check.variables, outcome: check.data };
  return { state, typed };
}
