import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { OtpInput } from '@/shared/ui/otp-input/otp-input';
import { RECOVERY_CODE_MAX_DIGITS, RECOVERY_CODE_MIN_DIGITS } from '../form-values';
import { recoveryTexts } from '../texts';

const { fields, hints, buttons } = recoveryTexts;

export interface RecoveryCodeFormProps {
  /** Validates the code; resolves once the answer was handled. `clear` empties the boxes. */
  onSubmit: (code: string, clear: () => void) => Promise<void>;
}

/**
 * Step 2 (spec 2.9 and 5 "One-time code input"): digits only, sent from 4 digits up to 6.
 */
export function RecoveryCodeForm({ onSubmit }: RecoveryCodeFormProps) {
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isComplete = code.length >= RECOVERY_CODE_MIN_DIGITS;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isSubmitting) return;
    setIsSubmitting(true);
    try {
      await onSubmit(code, () => setCode(''));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form className={formGrid.column} noValidate onSubmit={(event) => void submit(event)}>
      <p>{hints.code}</p>
      <OtpInput label={fields.code} length={RECOVERY_CODE_MAX_DIGITS} value={code} onChange={setCode} digitsOnly disabled={isSubmitting} />
      <Button type="submit" variant="accent" fullWidth disabled={!isComplete} busy={isSubmitting}>
        {buttons.verify}
      </Button>
    </form>
  );
}
