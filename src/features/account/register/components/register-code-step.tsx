import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { CodeEntryInput, useCodeEntry } from '@/shared/ui/code-step/code-entry';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { validateRegisterOtp, type RegisterCodeOutcome } from '../api/register-api';
import { REGISTER_CODE_LENGTH } from '../constants';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';
import styles from './register-form.module.css';

const { fields, buttons, hints } = registerTexts;

export interface RegisterCodeStepProps {
  pending: PendingRegistration;
  /** The code check's answer: the page's flow decides what follows (the uuid, or the lockout to read). */
  onChecked: (outcome: RegisterCodeOutcome) => void;
}

/** Step 1: the 4-digit code; "Verificar" stays disabled while it is shorter (spec 5). */
export function RegisterCodeStep({ pending, onChecked }: RegisterCodeStepProps) {
  const [error, setError] = useState<string | undefined>();
  const validation = useMutation({ mutationFn: (otpCode: string) => validateRegisterOtp(pending, otpCode) });
  const entry = useCodeEntry({
    length: REGISTER_CODE_LENGTH,
    busy: validation.isPending,
    onVerify: async (code) => {
      const outcome = await validation.mutateAsync(code);
      onChecked(outcome);
      if (outcome.kind === 'valid') return true;
      // Spec 8: a wrong code resets the input and shows the server message or the default.
      setError(outcome.message);
      return false;
    },
    onChange: (next) => {
      if (next) setError(undefined);
    },
  });

  return (
    <form className={formGrid.column} noValidate onSubmit={entry.submit}>
      <p className={styles.status}>{hints.code(pending.number)}</p>
      <CodeEntryInput entry={entry} label={fields.code} error={error} busy={validation.isPending} />
      <Button type="submit" variant="accent" fullWidth disabled={!entry.complete} busy={validation.isPending}>
        {buttons.verify}
      </Button>
    </form>
  );
}
