import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button/button';
import { OtpInput, type OtpInputHandle } from '@/shared/ui/otp-input/otp-input';
import { validateRegisterOtp } from '../api/register-api';
import { REGISTER_CODE_LENGTH } from '../constants';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';
import styles from './register-form.module.css';

const { fields, buttons, hints } = registerTexts;

export interface RegisterCodeStepProps {
  pending: PendingRegistration;
  /** The code was right: the uuid of the registration. */
  onVerified: (uuid: string) => void;
  /** The code check answered the lockout: the caller reads the unlock date. */
  onLocked: () => void;
}

/** Step 1: the 4-digit code; "Verificar" stays disabled while it is shorter (spec 5). */
export function RegisterCodeStep({ pending, onVerified, onLocked }: RegisterCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const otpRef = useRef<OtpInputHandle>(null);
  const validation = useMutation({ mutationFn: (otpCode: string) => validateRegisterOtp(pending, otpCode) });

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length < REGISTER_CODE_LENGTH || validation.isPending) return;
    const outcome = await validation.mutateAsync(code);
    if (outcome.kind === 'valid') {
      onVerified(outcome.uuid);
      return;
    }
    // Spec 8: a wrong code resets the input and shows the server message or the default.
    setCode('');
    setError(outcome.message);
    otpRef.current?.reset();
    if (outcome.locked) onLocked();
  }

  function handleChange(next: string) {
    setCode(next);
    if (next) setError(undefined);
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void verify(event)}>
      <p className={styles.status}>{hints.code(pending.number)}</p>
      <OtpInput
        ref={otpRef}
        label={fields.code}
        length={REGISTER_CODE_LENGTH}
        value={code}
        onChange={handleChange}
        digitsOnly
        autoFocus
        error={error}
        disabled={validation.isPending}
      />
      <Button type="submit" variant="accent" fullWidth disabled={code.length < REGISTER_CODE_LENGTH} busy={validation.isPending}>
        {buttons.verify}
      </Button>
    </form>
  );
}
