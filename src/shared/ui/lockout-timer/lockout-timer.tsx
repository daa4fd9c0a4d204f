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
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** Whole seconds left until `unlockDate`, rounded up so 00:00 shows only once it has passed; 0 when unreadable. */
export function secondsUntil(unlockDate: string, now: number): number {
  const end = Date.parse(unlockDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / MS_PER_SECOND));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown in days, hours, minutes and seconds (spec payments 3), as short as it can be:
 * mm:ss up to an hour (spec 8; the usual one-hour lockout starts at "60:00"), hh:mm:ss up to a
 * day, and the days before it beyond ("1 día 00:00:00"), never "1440:00".
 */
export function formatCountdown(seconds: number): string {
  if (seconds <= SECONDS_PER_HOUR) return `${twoDigits(Math.floor(seconds / SECONDS_PER_MINUTE))}:${twoDigits(seconds % SECONDS_PER_MINUTE)}`;
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const hours = Math.floor((seconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % SECONDS_PER_MINUTE)}`;
  return days > 0 ? `${lockoutTimerTexts.days(days)} ${clock}` : clock;
}

/**
 * The lockout screen (spec 8: too many attempts): its two texts, a countdown to
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
