import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { verifyLine } from '../api/verify-line';
import type { LineFormValues } from '../schemas';
import { nirChangeTexts } from '../texts';

const texts = nirChangeTexts.line;

const resolver = lazyResolver<LineFormValues>(async () => (await import('../schemas')).lineFormResolver);

export interface LineFormProps {
  /** The logged-in customer's line, offered as the number to start with. */
  defaultNumber: string;
  onVerified: (dn: string) => void;
}

/**
 * The line step: the number, the captcha (a stand-in in mock mode), the line check and the line
 * form. A refusal shows as a danger alert and the number stays for another try.
 */
export function LineForm({ defaultNumber, onVerified }: LineFormProps) {
  const { showAlert } = useAlert();
  const verify = useMutation({ mutationFn: verifyLine });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
  } = useForm<LineFormValues>({ resolver, mode: 'onTouched', defaultValues: { number: defaultNumber } });

  const submit = handleSubmit(async ({ number }) => {
    const outcome = await verify.mutateAsync(number);
    if (outcome.kind === 'passed') onVerified(number);
    else showAlert({ type: 'danger', message: outcome.message });
  });

  return (
    <form className={formGrid.narrowColumn} noValidate onSubmit={submitUnlessBusy(isSubmitting, submit)} onFocus={resolver.preload} aria-busy={isSubmitting}>
      <FormDigitsField
        name="number"
        control={control}
        showErrors={isSubmitted}
        label={texts.numberLabel}
        maxLength={PHONE_DIGITS}
        autoComplete="tel-national"
      />
      <Button type="submit" variant="accent" fullWidth busy={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
