import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { IMEI_MAX_DIGITS } from '@/shared/domain/constants';
import { ImeiResultMessage, imeiCheckTexts, isPositiveImeiResult, offersPhysicalSim } from '@/shared/domain/imei-check';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { verifyImei } from '../api/verify-imei';
import type { ImeiForm } from '../schemas';
import { compatibilityTexts as texts } from '../texts';
import styles from './imei-check-form.module.css';

// Validation (zod and the schema) loads when the visitor first focuses or submits the form, not with the route.
const imeiFormResolver = lazyResolver<ImeiForm>(async () => (await import('../schemas')).imeiFormResolver);

export function ImeiCheckForm() {
  const verification = useMutation({ mutationFn: verifyImei });
  const {
    control,
    handleSubmit,
    formState: { isSubmitted },
  } = useForm<ImeiForm>({
    resolver: imeiFormResolver,
    mode: 'onTouched',
    defaultValues: { imei: '' },
  });

  const submit = handleSubmit(({ imei }) => verification.mutate(imei));

  return (
    <form className={formGrid.narrowColumn} noValidate onSubmit={(event) => void submit(event)} onFocus={imeiFormResolver.preload}>
      <FormDigitsField
        name="imei"
        control={control}
        showErrors={isSubmitted}
        // A result next to a different IMEI would mislead: it goes as soon as the IMEI changes.
        afterChange={() => {
          if (verification.data) verification.reset();
        }}
        label={texts.imeiLabel}
        hint={texts.imeiHint}
        maxLength={IMEI_MAX_DIGITS}
      />
      <div>
        <Button type="submit" variant="primary" disabled={verification.isPending}>
          {texts.verify}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {verification.isPending && <p className={styles.pending}>{texts.verifying}</p>}
        {verification.data && (
          <ImeiResultMessage
            message={imeiCheckTexts.results[verification.data]}
            positive={isPositiveImeiResult(verification.data)}
            offersPhysicalSim={offersPhysicalSim(verification.data)}
          />
        )}
      </div>
    </form>
  );
}
