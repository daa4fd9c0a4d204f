import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { formatPhone } from '@/shared/format/phone';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { touchedError } from '@/shared/forms/touched-error';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { SearchableSelect } from '@/shared/ui/searchable-select/searchable-select';
import { changeNir } from '../api/change-nir';
import { availableNirsQueryOptions, lineOwnerQueryOptions } from '../api/line-queries';
import type { NirChangeOutcome } from '../api/outcomes';
import { NIR_SEARCH_MIN_LENGTH } from '../constants';
import type { NirFormValues } from '../schemas';
import { nirChangeTexts } from '../texts';
import styles from './nir-change-forms.module.css';

const texts = nirChangeTexts.nir;

const resolver = lazyResolver<NirFormValues>(async () => (await import('../schemas')).nirFormResolver);

export interface NirFormProps {
  dn: string;
  onChanged: (outcome: NirChangeOutcome) => void;
  onOtherNumber: () => void;
}

/** The NIR step: the checked line and its owner, the available NIRs in a searchable select, the change. */
export function NirForm({ dn, onChanged, onOtherNumber }: NirFormProps) {
  const nirs = useQuery(availableNirsQueryOptions());
  const owner = useQuery(lineOwnerQueryOptions(dn));
  const change = useMutation({ mutationFn: changeNir });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<NirFormValues>({ resolver, mode: 'onTouched', defaultValues: { nir: '' } });

  const submit = handleSubmit(async ({ nir }) => {
    onChanged(await change.mutateAsync({ dn, nir }));
  });

  const list = nirs.data;
  const noneAvailable = list?.kind === 'listed' && list.options.length === 0;

  return (
    <div className={formGrid.narrowColumn}>
      <dl className={styles.details}>
        <dt>{texts.lineLabel}</dt>
        <dd>{formatPhone(dn)}</dd>
        {owner.data && (
          <>
            <dt>{texts.ownerLabel}</dt>
            <dd>{owner.data}</dd>
          </>
        )}
      </dl>
      {list?.kind === 'failed' ? (
        <div className={styles.notice} role="alert">
          <p>{list.message}</p>
          <Button variant="secondary" onClick={() => void nirs.refetch()}>
            {texts.retryList}
          </Button>
        </div>
      ) : noneAvailable ? (
        <p className={styles.notice} role="status">
          {texts.noneAvailable}
        </p>
      ) : (
        <form
          className={formGrid.narrowColumn}
          noValidate
          onSubmit={submitUnlessBusy(isSubmitting, submit)}
          onFocus={resolver.preload}
          aria-busy={isSubmitting}
        >
          <Controller
            name="nir"
            control={control}
            render={({ field, fieldState, formState }) => (
              <SearchableSelect
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={texts.selectLabel}
                hint={texts.selectHint}
                options={list?.options ?? []}
                loading={nirs.isPending}
                minTermLength={NIR_SEARCH_MIN_LENGTH}
                error={touchedError(fieldState.error, fieldState.isTouched || formState.isSubmitted)}
              />
            )}
          />
          <p className={styles.note}>{texts.note}</p>
          <Button type="submit" variant="accent" fullWidth busy={isSubmitting}>
            {isSubmitting ? texts.submitting : texts.submit}
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={onOtherNumber}>
        {texts.otherNumber}
      </Button>
    </div>
  );
}
