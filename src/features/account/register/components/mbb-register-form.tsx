import { useForm, useWatch } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { useLineNumberCheck } from '@/shared/domain/line-check';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useLazyValidation } from '@/shared/forms/use-lazy-validation';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { emptyMbbRegisterForm, type MbbRegisterValues } from '../constants';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';

const resolver = lazyResolver<MbbRegisterValues>(async () => (await import('../schemas')).mbbRegisterResolver);

const { fields, buttons } = registerTexts;

export interface MbbRegisterFormProps {
  defaultValues?: MbbRegisterValues | undefined;
  /** The code is being asked for: the button is busy and a submit does nothing. */
  busy: boolean;
  onSubmit: (pending: PendingRegistration) => void;
}

/** Step 0 of a mobile line: the line number, checked with the server, and its confirmation. */
export function MbbRegisterNumberForm({ defaultValues = emptyMbbRegisterForm, busy, onSubmit }: MbbRegisterFormProps) {
  const { control, handleSubmit, trigger, formState } = useForm<MbbRegisterValues>({ resolver, mode: 'all', defaultValues });
  const { isValid, onFocus } = useLazyValidation(resolver, formState, trigger);
  const number = useWatch({ control, name: 'number' });
  const check = useLineNumberCheck({ lineType: 'mbb', number });

  const submit = handleSubmit((form) => {
    onSubmit({ lineType: 'mbb', number: form.number });
  });

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(busy || formState.isSubmitting, submit)} onFocus={onFocus}>
      <FormDigitsField
        name="number"
        control={control}
        rules={{ deps: ['numberConfirm'] }}
        label={fields.lineNumber}
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
        extraError={check.fieldError}
        aria-busy={check.status === 'checking' || undefined}
      />
      <FormDigitsField name="numberConfirm" control={control} label={fields.lineNumberConfirmation} maxLength={PHONE_DIGITS} />
      <Button type="submit" variant="accent" fullWidth disabled={!isValid || check.status !== 'valid'} busy={busy || formState.isSubmitting}>
        {buttons.sendCode}
      </Button>
    </form>
  );
}
