import { useCallback, useId, useSyncExternalStore } from 'react';
import styles from './lockout-timer.module.css';
import { lockoutTimerTexts } from './texts';
import { Button } from '../button/button';

export interface LockoutTimerProps {
  /** End of the lockout, the contract's `unlockDate` (ISO 8601 date-time, e.g. "2026-01-15T13:00:00Z"). */
  unlockDate: string;
  onResend: () => void;
  resendDisabled?: boolean;
  /** The title's heading level within the page (default 2). */
  headingLevel?: 2 | 3;
}

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;

/** Whole seconds left until `unlockDate`, rounded up so 00:00 shows only once it has passed; 0 when unreadable. */
export function secondsUntil(unlockDate: string, now: number): number {
  const end = Date.parse(unlockDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / MS_PER_SECOND));
}

/** mm:ss, minutes not capped at 59 (a lockout lasts an hour: "60:00"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The lockout screen (spec 8: too many attempts): its two texts, an mm:ss countdown to
 * `unlockDate`, and once it reaches 00:00 the "Enviar nuevamente" button.
 */
export function LockoutTimer({ unlockDate, onResend, resendDisabled = false, headingLevel = 2 }: LockoutTimerProps) {
  const titleId = useId();
  const subscribe = useCallback(
    (onTick: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Wake up when the shown second changes, reading the clock each time so the countdown never drifts.
      function scheduleTick() {
        const left = Date.parse(unlockDate) - Date.now();
        if (!(left > 0)) return;
        timer = setTimeout(
          () => {
            onTick();
            scheduleTick();
          },
          left % MS_PER_SECOND || MS_PER_SECOND,
        );
      }
      scheduleTick();
      return () => clearTimeout(timer);
    },
    [unlockDate],
  );
  const seconds = useSyncExternalStore(
    subscribe,
    () => secondsUntil(unlockDate, Date.now()),
    () => secondsUntil(unlockDate, Date.now()),
  );

  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <section className={styles.lockout} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {lockoutTimerTexts.title}
      </Heading>
      <p className={styles.body}>{lockoutTimerTexts.body}</p>
      <div role="timer" aria-label={lockoutTimerTexts.timerLabel} className={styles.timer}>
        {formatCountdown(seconds)}
      </div>
      {seconds === 0 && (
        <Button variant="primary" onClick={onResend} disabled={resendDisabled}>
          {lockoutTimerTexts.resend}
        </Button>
      )}
    </section>
  );
}
