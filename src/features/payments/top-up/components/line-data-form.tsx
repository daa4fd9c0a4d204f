import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LINE_CHECK_DIGITS, useLineNumberCheck, type LineNumberChecker } from '@/shared/domain/line-check';
import { checkTopUpLine } from '@/shared/domain/line-check/api/check-top-up-line';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { checkedNumberOf, needsServiceNumber, type LineDataValues } from '../line-data';
import { lineDataResolver } from '../schemas';
import { topUpTexts } from '../texts';
import styles from '../top-up-modal.module.css';

const texts = topUpTexts.lineData;

export interface LineDataFormProps {
  offerType: number;
  defaultValues: LineDataValues;
  onNext: (values: LineDataValues) => void;
}

/**
 * Step 1 of the top-up modal (spec payments 2 and 5): service number (offer types 3 and 8),
 * phone and e-mail, digits only and at most 10; the recharged number is checked remotely 300 ms
 * after typing stops at 10 digits; Next waits for a valid form and a valid check.
 */
export function LineDataForm({ offerType, defaultValues, onNext }: LineDataFormProps) {
  const withServiceNumber = needsServiceNumber(offerType);
  const resolver = useMemo(() => lineDataResolver(withServiceNumber), [withServiceNumber]);
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitted },
  } = useForm<LineDataValues>({ resolver, mode: 'onTouched', defaultValues });
  const headingId = useId();
  const [serviceNumber, phone] = useWatch({ control, name: ['serviceNumber', 'phone'] });
  const checker = useMemo<LineNumberChecker>(
    () => ({ key: `top-up:${offerType}`, check: (number, config, token) => checkTopUpLine(number, offerType, config, token) }),
    [offerType],
  );
  const check = useLineNumberCheck({ checker, number: checkedNumberOf({ serviceNumber, phone, email: '' }, offerType) });
  const canGoOn = isValid && check.status === 'valid';

  const submit = handleSubmit((submitted) => {
    if (check.status === 'valid') onNext(submitted);
  });

  return (
    <form className={formGrid.stack} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.stepHeading}>
        {texts.heading}
      </h3>
      {withServiceNumber && (
        <FormDigitsField
          name="serviceNumber"
          control={control}
          showErrors={isSubmitted}
          extraError={check.fieldError}
          label={texts.serviceNumber}
          maxLength={LINE_CHECK_DIGITS}
          autoComplete="off"
        />
      )}
      <FormDigitsField
        name="phone"
        control={control}
        showErrors={isSubmitted}
        extraError={withServiceNumber ? undefined : check.fieldError}
        label={texts.phone}
        maxLength={LINE_CHECK_DIGITS}
        autoComplete="tel-national"
      />
      <FormTextField name="email" control={control} showErrors={isSubmitted} label={texts.email} type="email" autoComplete="email" />
      <p className={styles.status} role="status" aria-live="polite">
        {check.status === 'checking' ? texts.checking : ''}
      </p>
      <Button type="submit" variant="accent" fullWidth disabled={!canGoOn}>
        {texts.next}
      </Button>
    </form>
  );
}
