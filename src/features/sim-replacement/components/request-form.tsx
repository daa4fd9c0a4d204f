import { useId, useState, type FormEvent } from 'react';
import { ICCID_PREFIX, ICCID_TYPED_DIGITS, PHONE_DIGITS } from '@/shared/domain/constants';
import { Button } from '@/shared/ui/button/button';
import { stepPageStyles } from '@/shared/ui/page/step-page-styles';
import { DigitsField } from '@/shared/ui/text-field/digits-field';
import { PrefixedField } from '@/shared/ui/text-field/prefixed-field';
import { TextField } from '@/shared/ui/text-field/text-field';
import { EMAIL_MAX_LENGTH, formErrorsOf, REPLACEMENT_REASONS, type ReplacementReason, type SimReplacementForm } from '../form';
import styles from './request-form.module.css';
import { simReplacementTexts as texts } from '../texts';

export interface RequestFormProps {
  defaultValues: SimReplacementForm;
  busy: boolean;
  onSubmit: (form: SimReplacementForm) => void;
}

type Touched = Partial<Record<keyof SimReplacementForm, boolean>>;

/**
 * The line, the new SIM's ICCID, the e-mail and the reason. A field's message shows once it was
 * left or the form sent; a message never clears what was typed.
 */
export function RequestForm({ defaultValues, busy, onSubmit }: RequestFormProps) {
  const [form, setForm] = useState<SimReplacementForm>(defaultValues);
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(false);
  const reasonErrorId = useId();
  const errors = formErrorsOf(form);
  const shown = (field: keyof SimReplacementForm) => (submitted || touched[field] ? errors[field] : undefined);
  const set = <K extends keyof SimReplacementForm>(field: K, value: SimReplacementForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const leave = (field: keyof SimReplacementForm) => () => setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (busy) return;
    if (Object.keys(errors).length > 0) {
      // Focus goes to the first field that needs the visitor.
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    onSubmit(form);
  }

  return (
    <form className={stepPageStyles.form} noValidate onSubmit={submit} aria-label={texts.steps.request}>
      <DigitsField
        label={texts.fields.phone}
        hint={texts.fields.phoneHint}
        value={form.phone}
        onChange={(digits) => set('phone', digits)}
        onBlur={leave('phone')}
        maxLength={PHONE_DIGITS}
        autoComplete="tel-national"
        error={shown('phone')}
      />
      <PrefixedField prefix={ICCID_PREFIX}>
        <DigitsField
          label={texts.fields.iccid}
          hint={texts.fields.iccidHint(ICCID_PREFIX)}
          value={form.iccid}
          onChange={(digits) => set('iccid', digits)}
          onBlur={leave('iccid')}
          maxLength={ICCID_TYPED_DIGITS}
          autoComplete="off"
          error={shown('iccid')}
        />
      </PrefixedField>
      <TextField
        label={texts.fields.email}
        hint={texts.fields.emailHint}
        type="email"
        value={form.email}
        onChange={(event) => set('email', event.target.value)}
        onBlur={leave('email')}
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
        error={shown('email')}
      />
      <fieldset
        role="radiogroup"
        className={styles.reasons}
        aria-invalid={shown('reason') ? true : undefined}
        aria-describedby={shown('reason') ? reasonErrorId : undefined}
      >
        <legend>{texts.fields.reason}</legend>
        {REPLACEMENT_REASONS.map((reason: ReplacementReason) => (
          <label key={reason} className={styles.reason}>
            <input type="radio" name="reason" value={reason} checked={form.reason === reason} onChange={() => set('reason', reason)} />
            {texts.reasons[reason]}
          </label>
        ))}
        {shown('reason') && (
          <p id={reasonErrorId} className={styles.fieldError}>
            {shown('reason')}
          </p>
        )}
      </fieldset>
      <Button type="submit" variant="accent" fullWidth disabled={busy}>
        {texts.send}
      </Button>
    </form>
  );
}
