import { useMutation } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/domain/routing/paths';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { pageStyles, PageSection } from '@/shared/ui/page/page-section';
import { checkCoverage, type CoverageCheckResult } from '../api/check-coverage';
import { saveHomeCoverageResult } from '../api/coverage-api';
import { ADDRESS_MAX_LENGTH, addressLineOf, EMPTY_COVERAGE_ADDRESS, type CoverageAddress } from '../coverage-address';
import { hasCoverage, isSavable } from '../coverage-result';
import { coverageTexts as texts } from '../texts';
import { CoverageMap } from './coverage-map';

// Validation (zod and the schema) loads when the visitor first focuses or submits the form, not with the route.
const coverageResolver = lazyResolver<CoverageAddress>(async () => (await import('../schemas')).coverageAddressResolver);

type TextKey = Exclude<keyof CoverageAddress, 'postalCode'>;

function AddressTextField({
  name,
  control,
  autoComplete,
  showErrors,
}: {
  name: TextKey;
  control: Control<CoverageAddress>;
  autoComplete: string;
  showErrors: boolean;
}) {
  return (
    <FormTextField
      name={name}
      control={control}
      showErrors={showErrors}
      label={texts.fields[name]}
      autoComplete={autoComplete}
      maxLength={ADDRESS_MAX_LENGTH[name]}
    />
  );
}

/** /cobertura: home-internet coverage of an address, its capacity, the saved result and a map. */
export function CoverageCheck() {
  const check = useMutation({ mutationFn: checkCoverage });
  const save = useMutation({ mutationFn: saveHomeCoverageResult });
  const {
    control,
    handleSubmit,
    formState: { isSubmitted },
  } = useForm<CoverageAddress>({
    resolver: coverageResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_COVERAGE_ADDRESS,
  });

  function saveResult({ outcome, address, location }: CoverageCheckResult) {
    if (!isSavable(outcome)) return;
    save.mutate({ hasCoverage: hasCoverage(outcome), answer: texts.outcomes[outcome], address, ...(location ? { location } : {}) });
  }

  const submit = handleSubmit((address) => {
    save.reset();
    check.mutate(addressLineOf(address), { onSuccess: saveResult });
  });

  const result = check.data;
  const mapLocation = result ? (result.location ?? null) : undefined;

  return (
    <PageSection headingId="coverage-check-heading" heading={texts.heading} intro={texts.intro}>
      <form className={formGrid.twoColumns} noValidate onSubmit={(event) => void submit(event)} onFocus={coverageResolver.preload}>
        <AddressTextField name="street" control={control} showErrors={isSubmitted} autoComplete="address-line1" />
        <AddressTextField name="exteriorNumber" control={control} showErrors={isSubmitted} autoComplete="off" />
        <AddressTextField name="neighbourhood" control={control} showErrors={isSubmitted} autoComplete="address-level3" />
        <FormDigitsField
          name="postalCode"
          control={control}
          showErrors={isSubmitted}
          label={texts.fields.postalCode}
          maxLength={ADDRESS_MAX_LENGTH.postalCode}
        />
        <AddressTextField name="municipality" control={control} showErrors={isSubmitted} autoComplete="address-level2" />
        <AddressTextField name="state" control={control} showErrors={isSubmitted} autoComplete="address-level1" />
        <div className={formGrid.fullWidth}>
          <Button type="submit" variant="primary" disabled={check.isPending}>
            {texts.check}
          </Button>
        </div>
      </form>
      <div className={pageStyles.status} role="status" aria-live="polite">
        {check.isPending && <p className={pageStyles.note}>{texts.checking}</p>}
        {result && !check.isPending && (
          <>
            <p className={pageStyles.outcome}>{texts.outcomes[result.outcome]}</p>
            {result.outcome === 'available' && <Link to={paths.homeInternet}>{texts.homeInternetLink}</Link>}
          </>
        )}
        {save.data && <p className={pageStyles.note}>{texts.saved[save.data]}</p>}
      </div>
      <CoverageMap location={mapLocation} />
    </PageSection>
  );
}
