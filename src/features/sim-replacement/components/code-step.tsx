import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button/button';
import { OtpInput, type OtpInputHandle } from '@/shared/ui/otp-input/otp-input';
import { codeErrorText, SIM_REPLACEMENT_CODE_LENGTH } from '../rules';
import styles from '../sim-replacement-page.module.css';
import { simReplacementTexts as texts } from '../texts';

export interface CodeStepProps {
  phone: string;
  /** The message of the last refusal (a wrong code, a failed check, a failed resend). */
  error: string | undefined;
  /** Shown beside the message of a wrong code. */
  attemptsRemaining: number | undefined;
  busy: boolean;
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
  onChangeData: () => void;
}

/** The one-time code (shared input, decision 050): "Verificar" stays disabled until it is complete. */
export function CodeStep({ phone, error, attemptsRemaining, busy, onVerify, onResend, onChangeData }: CodeStepProps) {
  const [code, setCode] = useState('');
  const otpRef = useRef<OtpInputHandle>(null);
  const complete = code.length === SIM_REPLACEMENT_CODE_LENGTH;
  const shownError = error ? codeErrorText(error, attemptsRemaining) : undefined;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || busy) return;
    const accepted = await onVerify(code);
    if (!accepted) {
      // A refused code is typed again from the first box.
      setCode('');
      otpRef.current?.reset();
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void verify(event)} aria-label={texts.steps.code}>
      <p>{texts.code.sentTo(phone)}</p>
      <OtpInput
        ref={otpRef}
        label={texts.code.label}
        length={SIM_REPLACEMENT_CODE_LENGTH}
        value={code}
        onChange={setCode}
        digitsOnly
        autoFocus
        error={code ? undefined : shownError}
        disabled={busy}
      />
      <Button type="submit" variant="accent" fullWidth disabled={!complete || busy}>
        {texts.verify}
      </Button>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {texts.resend}
        </Button>
        <Button variant="secondary" onClick={onChangeData} disabled={busy}>
          {texts.changeData}
        </Button>
      </div>
    </form>
  );
}
