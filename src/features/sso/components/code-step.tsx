import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button/button';
import { OtpInput, type OtpInputHandle } from '@/shared/ui/otp-input/otp-input';
import { checkSsoOtp } from '../api/sso-api';
import { SSO_CODE_LENGTH } from '../constants';
import styles from '../sso.module.css';
import { ssoTexts } from '../texts';

const { code: texts } = ssoTexts;

export interface CodeStepProps {
  number: string;
  uuid: string;
  /** Attempts the code request left, if it said. */
  attemptsLeft: number | undefined;
  onValid: () => void;
  onLocked: (unlockDate: string) => void;
  onChangeNumber: () => void;
}

/** The SMS code with the shared code input; a wrong code empties it and says why (spec 8). */
export function CodeStep({ number, uuid, attemptsLeft, onValid, onLocked, onChangeNumber }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(attemptsLeft);
  const otpRef = useRef<OtpInputHandle>(null);
  const check = useMutation({ mutationFn: (otp: string) => checkSsoOtp({ number, code: otp, uuid }) });

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length < SSO_CODE_LENGTH || check.isPending) return;
    const outcome = await check.mutateAsync(code);
    if (outcome.kind === 'valid') {
      onValid();
      return;
    }
    if (outcome.kind === 'locked') {
      onLocked(outcome.unlockDate);
      return;
    }
    setCode('');
    setError(outcome.message);
    setAttempts(outcome.attemptsLeft);
    otpRef.current?.reset();
  }

  function handleChange(next: string) {
    setCode(next);
    if (next) setError(undefined);
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void verify(event)}>
      <p className={styles.status}>{texts.hint(number)}</p>
      <OtpInput
        ref={otpRef}
        label={texts.label}
        length={SSO_CODE_LENGTH}
        value={code}
        onChange={handleChange}
        digitsOnly
        autoFocus
        error={error}
        disabled={check.isPending}
      />
      <p className={styles.status} role="status">
        {error && attempts !== undefined ? texts.attemptsLeft(attempts) : ''}
      </p>
      <Button type="submit" variant="accent" fullWidth disabled={code.length < SSO_CODE_LENGTH || check.isPending}>
        {texts.submit}
      </Button>
      <Button variant="secondary" fullWidth onClick={onChangeNumber}>
        {texts.changeNumber}
      </Button>
    </form>
  );
}
