import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { CodeEntryInput, useCodeEntry } from '@/shared/ui/code-step/code-entry';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
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
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(attemptsLeft);
  const check = useMutation({ mutationFn: (otp: string) => checkSsoOtp({ number, code: otp, uuid }) });
  const entry = useCodeEntry({
    length: SSO_CODE_LENGTH,
    busy: check.isPending,
    onVerify: async (code) => {
      const outcome = await check.mutateAsync(code);
      if (outcome.kind === 'valid') {
        onValid();
        return true;
      }
      if (outcome.kind === 'locked') {
        onLocked(outcome.unlockDate);
        return true;
      }
      setError(outcome.message);
      setAttempts(outcome.attemptsLeft);
      return false;
    },
    onChange: (next) => {
      if (next) setError(undefined);
    },
  });

  return (
    <form className={formGrid.column} noValidate onSubmit={entry.submit}>
      <p className={styles.status}>{texts.hint(number)}</p>
      <CodeEntryInput entry={entry} label={texts.label} error={error} busy={check.isPending} />
      <p className={styles.status} role="status">
        {error && attempts !== undefined ? texts.attemptsLeft(attempts) : ''}
      </p>
      <Button type="submit" variant="accent" fullWidth disabled={!entry.complete} busy={check.isPending}>
        {texts.submit}
      </Button>
      <Button variant="secondary" fullWidth onClick={onChangeNumber}>
        {texts.changeNumber}
      </Button>
    </form>
  );
}
