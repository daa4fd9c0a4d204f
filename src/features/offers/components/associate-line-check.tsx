import { Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { LINE_CHECK_DIGITS } from '@/shared/domain/line-check/constants';
import type { LineNumberCheck } from '@/shared/domain/line-check/use-line-number-check';
import { useSessionUser } from '@/shared/domain/session';
import { Button } from '@/shared/ui/button/button';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { DigitsField } from '@/shared/ui/text-field/digits-field';
import { lineCheckTexts } from '../line-check-texts';
import styles from './associate-line-check.module.css';

const texts = lineCheckTexts;

const AssociateLineChecker = lazyWithRetry(async () => (await import('./associate-line-checker')).default);

const IDLE: LineNumberCheck = { status: 'idle', retry: () => undefined };

function sameCheck(a: LineNumberCheck, b: LineNumberCheck): boolean {
  return a.status === b.status && a.message === b.message && a.fieldError === b.fieldError;
}

export interface AssociateLine {
  check: LineNumberCheck;
  number: string;
  setNumber: (number: string) => void;
  /** The check's code, mounted from the first complete number on (or a prefilled one). */
  checker: ReactNode;
}

/**
 * The number of /recargas-asociados, prefilled with the logged-in customer's, and its check. The
 * check's code (captcha, validateTopUpLine and their texts) loads with the first complete number,
 * so the offer route stays within its budget before the visitor types.
 */
export function useAssociateLine(): AssociateLine {
  const user = useSessionUser();
  const [number, setNumber] = useState(() => user?.number ?? '');
  const [reported, setReported] = useState<LineNumberCheck>(IDLE);
  const [engaged, setEngaged] = useState(false);
  const complete = number.length === LINE_CHECK_DIGITS;
  if (complete && !engaged) setEngaged(true);
  const onCheck = useCallback((next: LineNumberCheck) => setReported((current) => (sameCheck(current, next) ? current : next)), []);
  // While the checker's code arrives, a complete number is already being checked.
  const check: LineNumberCheck = complete && reported.status === 'idle' ? { status: 'checking', retry: IDLE.retry } : reported;
  const checker = engaged ? (
    <Suspense fallback={null}>
      <AssociateLineChecker number={number} onCheck={onCheck} />
    </Suspense>
  ) : null;
  return { check, number, setNumber, checker };
}

/** The line check before buying: the offers' buy buttons wait for a valid associate line. */
export function AssociateLineCheck({ line }: { line: AssociateLine }) {
  const headingId = useId();
  const { check, number, setNumber, checker } = line;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      {checker}
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.hint}>{texts.hint}</p>
      <DigitsField label={texts.label} value={number} onChange={setNumber} maxLength={LINE_CHECK_DIGITS} autoComplete="tel-national" error={check.fieldError} />
      <p className={styles.status} role="status" aria-live="polite">
        {check.status === 'checking' ? texts.checking : check.status === 'valid' ? texts.valid : ''}
      </p>
      {check.message && (
        <p className={styles.message} role="alert">
          {check.message}
        </p>
      )}
      {check.status === 'failed' && (
        <Button variant="secondary" className={styles.retry} onClick={check.retry}>
          {texts.retry}
        </Button>
      )}
    </section>
  );
}
