import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PostalCodeFields } from '@/shared/domain/postal-code/postal-code-fields';
import { postalCodeFailureMessage, type PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import { usePostalCodeLookup } from '@/shared/domain/postal-code/use-postal-code-lookup';
import { fieldBinder } from '@/shared/forms/field-binder';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { initialFocusProps } from '@/shared/ui/dialog/use-modal-dialog';
import { FormRow, formGrid } from '@/shared/ui/form-grid/form-grid';
import { lookUpSimPostalCode } from '../api/lookup-postal-code';
import { recordJourneyStep } from '../journey-tracker';
import { emptyShippingForm, SHIPPING_FORM_MAX_LENGTH, shippingFormSchema, type ShippingForm } from '../schemas';
import { isFilled, SHIPPING_FIELD_STEPS, SIM_JOURNEY_STEPS, type JourneyStep } from '../sim-journey';
import { simPurchaseTexts } from '../texts';
import styles from './shipping-form.module.css';

const { form: texts, errors: errorTexts, alerts: alertTexts } = simPurchaseTexts;
const postalCodeTexts = {
  postalCode: texts.postalCode,
  lookingUp: texts.lookingUpPostalCode,
  neighbourhood: texts.colony,
  neighbourhoodPlaceholder: texts.colonyPlaceholder,
};

function isShippingField(name: string): name is keyof ShippingForm {
  return Object.hasOwn(SHIPPING_FIELD_STEPS, name);
}

export interface ShippingFormProps {
  /** The form is complete and its colonia is one of the postal code's. */
  onProceed: (form: ShippingForm, places: PostalCodePlaces) => void;
}

/** The SIM shipping form (spec payments 3 and 5); each field's blur is a journey step (1 to 9). */
export function ShippingFormFields({ onProceed }: ShippingFormProps) {
  const { showAlert } = useAlert();
  const { mutate: recordStep } = useMutation({ mutationFn: ({ event, value }: JourneyStep) => recordJourneyStep(event, value) });
  const headingId = useId();
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { isSubmitted },
  } = useForm<ShippingForm>({ resolver: zodResolver(shippingFormSchema), mode: 'onTouched', defaultValues: emptyShippingForm });

  const postalCode = useWatch({ control, name: 'postalCode' });
  const lookup = usePostalCodeLookup({
    postalCode,
    lookUp: lookUpSimPostalCode,
    onFound: (found) => {
      const only = found.neighbourhoods.length === 1 ? found.neighbourhoods[0]?.id : undefined;
      if (only) setValue('colony', only, { shouldValidate: true });
      recordStep({ event: SIM_JOURNEY_STEPS.postalCode, value: true });
    },
    onFailed: (error) => {
      // The code is cleared so the visitor types it again (spec payments 8).
      setValue('postalCode', '', { shouldValidate: isSubmitted });
      showAlert({ type: 'warning', message: postalCodeFailureMessage(error, alertTexts.postalCodeFailed) });
      recordStep({ event: SIM_JOURNEY_STEPS.postalCode, value: false });
    },
  });
  const { places } = lookup;

  // A colonia belongs to one postal code: another code empties the choice.
  useEffect(() => {
    setValue('colony', '');
  }, [postalCode, setValue]);

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    const { name } = event.target as Partial<HTMLInputElement>;
    if (!name || !isShippingField(name)) return;
    recordStep({ event: SHIPPING_FIELD_STEPS[name], value: isFilled(getValues(name)) });
  }

  const submit = handleSubmit(
    (form) => {
      if (!places?.neighbourhoods.some((colony) => colony.id === form.colony)) {
        setError('colony', { message: errorTexts.required });
        recordStep({ event: SIM_JOURNEY_STEPS.proceed, value: false });
        return;
      }
      recordStep({ event: SIM_JOURNEY_STEPS.proceed, value: true });
      onProceed(form, places);
    },
    () => recordStep({ event: SIM_JOURNEY_STEPS.proceed, value: false }),
  );

  const max = SHIPPING_FORM_MAX_LENGTH;
  const field = fieldBinder(control, isSubmitted, texts);
  return (
    <form className={formGrid.stack} noValidate onSubmit={(event) => void submit(event)} onBlur={handleBlur} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {texts.heading}
      </h3>
      <FormRow>
        <FormTextField {...field('contactName')} {...initialFocusProps} autoComplete="given-name" maxLength={max.text} />
        <FormTextField {...field('contactLastName')} autoComplete="family-name" maxLength={max.text} />
      </FormRow>
      <FormTextField {...field('email')} type="email" autoComplete="email" maxLength={max.text} />
      <FormDigitsField {...field('contactNumber')} autoComplete="tel-national" maxLength={max.contactNumber} />
      <FormTextField {...field('address')} autoComplete="address-line1" maxLength={max.text} />
      <FormRow>
        <FormTextField {...field('exteriorNumber')} maxLength={max.houseNumber} />
        <FormTextField {...field('interiorNumber')} maxLength={max.houseNumber} />
      </FormRow>
      <PostalCodeFields
        control={control}
        postalCodeName="postalCode"
        neighbourhoodName="colony"
        showErrors={isSubmitted}
        lookup={lookup}
        texts={postalCodeTexts}
      />
      <Button type="submit" variant="accent" fullWidth>
        {texts.submit}
      </Button>
    </form>
  );
}
