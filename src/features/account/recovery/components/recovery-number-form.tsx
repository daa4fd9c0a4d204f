import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { usesServiceNumber, type LineType } from '@/shared/domain/line-check/line-type';
import { fieldBinder } from '@/shared/forms/field-binder';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver, type LazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { emptyRecoveryNumberForm, type RecoveryNumberForm } from '../form-values';
import { recoveryTexts } from '../texts';

const { fields, buttons } = recoveryTexts;

const lazyNumberResolver = (lineType: LineType) => lazyResolver<RecoveryNumberForm>(async () => (await import('../schemas')).recoveryNumberResolver(lineType));

// Validation (zod and the schemas) loads when the visitor first focuses the form, not with the route.
const resolvers: Record<LineType, LazyResolver<RecoveryNumberForm>> = {
  mbb: lazyNumberResolver('mbb'),
  hbb: lazyNumberResolver('hbb'),
  mifi: lazyNumberResolver('mifi'),
};

export interface RecoveryNumberFormProps {
  lineType: LineType;
  /** What the visitor typed before (coming back from step 2 keeps it). */
  defaultValues?: RecoveryNumberForm | undefined;
  /** The code is being asked for: the button is busy and a submit does nothing. */
  busy: boolean;
  /** Sends the number; `reset` empties the form. */
  onSubmit: (form: RecoveryNumberForm, reset: () => void) => void;
}

/** Step 1 (spec 2.9): the line number and its confirmation, or the service number and the phone. */
export function RecoveryNumberForm({ lineType, defaultValues, busy, onSubmit }: RecoveryNumberFormProps) {
  const resolver = resolvers[lineType];
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isSubmitted },
  } = useForm<RecoveryNumberForm>({
    resolver,
    mode: 'all',
    defaultValues: defaultValues ?? emptyRecoveryNumberForm,
  });
  // Not reading formState.isValid keeps the validation code from loading before the first
  // interaction: the button stays enabled and a submit shows every error.

  const submit = handleSubmit((form) => onSubmit(form, () => reset(emptyRecoveryNumberForm)));
  const field = fieldBinder(control, isSubmitted, fields);

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(busy || isSubmitting, submit)} onFocus={resolver.preload}>
      {usesServiceNumber(lineType) ? (
        <>
          <FormDigitsField {...field('serviceNumber')} maxLength={PHONE_DIGITS} />
          <FormDigitsField {...field('phone')} autoComplete="tel-national" maxLength={PHONE_DIGITS} />
        </>
      ) : (
        <>
          <FormDigitsField {...field('lineNumber')} rules={{ deps: ['lineNumberConfirmation'] }} autoComplete="tel-national" maxLength={PHONE_DIGITS} />
          <FormDigitsField {...field('lineNumberConfirmation')} maxLength={PHONE_DIGITS} />
        </>
      )}
      <Button type="submit" variant="accent" fullWidth busy={busy || isSubmitting}>
        {buttons.sendCode}
      </Button>
    </form>
  );
}
