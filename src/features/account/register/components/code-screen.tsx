import { LockoutTimer } from '@/shared/ui/lockout-timer/lockout-timer';
import type { RegisterCodeOutcome } from '../api/register-api';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';
import { RegisterCodeStep } from './register-code-step';

export interface CodeScreenProps {
  pending: PendingRegistration;
  /** Set while the number is locked: the lockout timer replaces the code. */
  unlockDate: string | undefined;
  resending: boolean;
  onResend: () => void;
  /** The code check's answer. */
  onChecked: (outcome: RegisterCodeOutcome) => void;
}

/** Step 1 (verification=1): the code or the lockout timer; its own chunk, loaded at step 1. */
export function CodeScreen({ pending, unlockDate, resending, onResend, onChecked }: CodeScreenProps) {
  if (unlockDate) return <LockoutTimer unlockDate={unlockDate} onResend={onResend} resendDisabled={resending} />;
  return (
    <>
      <h2>{registerTexts.steps.code}</h2>
      <RegisterCodeStep pending={pending} onChecked={onChecked} />
    </>
  );
}
