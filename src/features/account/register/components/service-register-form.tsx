import { useForm, useWatch } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { useLineNumberCheck, type LineType } from '@/shared/domain/line-check';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useLazyValidation } from '@/shared/forms/use-lazy-validation';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { PrefixedField } from '@/shared/ui/text-field/prefixed-field';
import { EMAIL_MAX_LENGTH, emptyServiceRegisterForm, ICCID_PREFIX, ICCID_TYPED_DIGITS, type ServiceRegisterValues } from '../constants';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';
import { useIccidCheck } from '../use-iccid-check';

const resolver = lazyResolver<ServiceRegisterValues>(async () => (await import('../schemas')).serviceRegisterResolver);

const { fields, buttons, hints } = registerTexts;

export interface ServiceRegisterFormProps {
  lineType: Exclude<LineType, 'mbb'>;
  defaultValues?: ServiceRegisterValues | undefined;
  /** The code is being asked for: the button is busy and a submit does nothing. */
  busy: boolean;
  onSubmit: (pending: PendingRegistration) => void;
}

/**
 * Step 0 of a home or portable internet line: the service number (checked with the server), the
 * phone the code goes to, the e-mail and the ICCID of the SIM (checked 500 ms after its 13 digits).
 */
export function ServiceRegisterNumberForm({ lineType, defaultValues = emptyServiceRegisterForm, busy, onSubmit }: ServiceRegisterFormProps) {
  const { control, handleSubmit, trigger, formState } = useForm<ServiceRegisterValues>({ resolver, mode: 'all', defaultValues });
  const { isValid, onFocus } = useLazyValidation(resolver, formState, trigger);
  const [serviceNumber, iccid] = useWatch({ control, name: ['serviceNumber', 'iccid'] });
  const numberCheck = useLineNumberCheck({ lineType, number: serviceNumber });
  const iccidCheck = useIccidCheck({ lineType, typedDigits: iccid });

  const submit = handleSubmit((form) => {
    onSubmit({ lineType, number: form.number, serviceNumber: form.serviceNumber, email: form.email.trim() });
  });

  const checksPassed = numberCheck.status === 'valid' && iccidCheck.status === 'valid';

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(busy || formState.isSubmitting, submit)} onFocus={onFocus}>
      <FormDigitsField
        name="serviceNumber"
        control={control}
        label={fields.serviceNumber}
        maxLength={PHONE_DIGITS}
        extraError={numberCheck.fieldError}
        aria-busy={numberCheck.status === 'checking' || undefined}
      />
      <FormDigitsField name="number" control={control} label={fields.phone} autoComplete="tel-national" maxLength={PHONE_DIGITS} />
      <FormTextField name="email" control={control} type="email" label={fields.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <PrefixedField prefix={ICCID_PREFIX}>
        <FormDigitsField
          name="iccid"
          control={control}
          label={fields.iccid}
          maxLength={ICCID_TYPED_DIGITS}
          hint={iccidCheck.status === 'checking' ? hints.iccidChecking : hints.iccid(ICCID_PREFIX)}
          extraError={iccidCheck.message}
          aria-busy={iccidCheck.status === 'checking' || undefined}
        />
      </PrefixedField>
      <Button type="submit" variant="accent" fullWidth disabled={!isValid || !checksPassed} busy={busy || formState.isSubmitting}>
        {buttons.sendCode}
      </Button>
    </form>
  );
}
