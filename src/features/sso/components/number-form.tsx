import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import type { SsoNumberFormValues } from '../schemas';
import { ssoTexts } from '../texts';

const { number: texts } = ssoTexts;

// Validation (zod and the schema) loads when the visitor first focuses the form, not with the route.
const resolver = lazyResolver<SsoNumberFormValues>(async () => (await import('../schemas')).ssoNumberFormResolver);

export interface NumberFormProps {
  defaultNumber: string;
  /** Verifies the profile and sends the code; the form waits for it. */
  onSubmit: (number: string) => Promise<void>;
}

/** The number of the profile verification (tipo 6, identificador, +52). */
export function NumberForm({ defaultNumber, onSubmit }: NumberFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
  } = useForm<SsoNumberFormValues>({ resolver, mode: 'onTouched', defaultValues: { number: defaultNumber } });

  return (
    <form
      className={formGrid.column}
      noValidate
      onFocus={resolver.preload}
      onSubmit={submitUnlessBusy(
        isSubmitting,
        handleSubmit(async ({ number }) => onSubmit(number)),
      )}
    >
      <FormDigitsField name="number" control={control} showErrors={isSubmitted} label={texts.label} maxLength={PHONE_DIGITS} autoComplete="tel-national" />
      <Button type="submit" variant="accent" fullWidth busy={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
