import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { OtpInput } from '@/shared/ui/otp-input/otp-input';
import { RECOVERY_CODE_MAX_DIGITS, RECOVERY_CODE_MIN_DIGITS } from '../form-values';
import { recoveryTexts } from '../texts';

const { fields, hints, buttons } = recoveryTexts;

export interface RecoveryCodeFormProps {
  /** The code is being checked: the boxes are locked and the button busy. */
  busy: boolean;
  /** Validates the code; `clear` empties the boxes. */
  onSubmit: (code: string, clear: () => void) => void;
}

/**
 * Step 2 (spec 2.9 and 5 "One-time code input"): digits only, sent from 4 digits up to 6.
 */
export function RecoveryCodeForm({ busy, onSubmit }: RecoveryCodeFormProps) {
  const [code, setCode] = useState('');
  const isComplete = code.length >= RECOVERY_CODE_MIN_DIGITS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || busy) return;
    onSubmit(code, () => setCode(''));
  }

  return (
    <form className={formGrid.column} noValidate onSubmit={submit}>
      <p>{hints.code}</p>
      <OtpInput label={fields.code} length={RECOVERY_CODE_MAX_DIGITS} value={code} onChange={setCode} digitsOnly disabled={busy} />
      <Button type="submit" variant="accent" fullWidth disabled={!isComplete} busy={busy}>
        {buttons.verify}
      </Button>
    </form>
  );
}
