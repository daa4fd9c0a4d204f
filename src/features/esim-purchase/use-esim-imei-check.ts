import { useEffect, useRef, useState } from 'react';
import { checkEsimImei } from './api/check-imei';
import { recordEsimStep } from './esim-visitor';
import { createImeiCheckScheduler, imeiToCheck, type ImeiCheckState } from './rules';

/**
 * The IMEI check of the eSIM dialog: `typed` on every change; the check runs 600 ms after typing
 * stops. An answer for an IMEI that is no longer the one typed is dropped. A compatible, eSIM-
 * capable device records the imeicompatible step.
 */
export function useEsimImeiCheck() {
  const [state, setState] = useState<ImeiCheckState>({ status: 'idle' });
  const latest = useRef('');
  const scheduler = useRef<ReturnType<typeof createImeiCheckScheduler> | null>(null);

  useEffect(() => {
    const current = createImeiCheckScheduler((imei) => {
      setState({ status: 'checking', imei });
      void checkEsimImei(imei).then((outcome) => {
        if (latest.current !== imei) return;
        setState({ status: 'done', imei, outcome });
        if (outcome.kind === 'esimCapable') void recordEsimStep('imeicompatible', imei);
      });
    });
    scheduler.current = current;
    return current.cancel;
  }, []);

  function typed(imei: string) {
    latest.current = imei;
    // A result next to a different IMEI would mislead: it goes as soon as the IMEI changes.
    setState((previous) => (previous.status !== 'idle' && previous.imei !== imei ? { status: 'idle' } : previous));
    if (imeiToCheck(imei) === undefined) setState({ status: 'idle' });
    scheduler.current?.typed(imei);
  }

  return { state, typed };
}
