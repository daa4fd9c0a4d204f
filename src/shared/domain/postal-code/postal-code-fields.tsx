import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { FormSelectField } from '@/shared/forms/form-select-field';
import { FormRow } from '@/shared/ui/form-grid/form-grid';
import { POSTAL_CODE_DIGITS, type PostalCodePlaces } from './postal-code-places';
import { PostalCodePlacesSummary } from './postal-code-places-summary';

interface PostalCodeFieldsTexts {
  postalCode: string;
  /** The postal code's hint while the lookup runs. */
  lookingUp: string;
  neighbourhood: string;
  neighbourhoodPlaceholder: string;
}

export interface PostalCodeFieldsProps<
  TFieldValues extends FieldValues,
  TPostalCode extends FieldPathByValue<TFieldValues, string>,
  TNeighbourhood extends FieldPathByValue<TFieldValues, string>,
> {
  control: Control<TFieldValues>;
  postalCodeName: TPostalCode;
  neighbourhoodName: TNeighbourhood;
  showErrors: boolean;
  /** What usePostalCodeLookup answers for the code typed now. */
  lookup: { places: PostalCodePlaces | undefined; isPending: boolean };
  texts: PostalCodeFieldsTexts;
  /** The value of the colonia select while none is chosen ('' by default). */
  neighbourhoodPlaceholderValue?: string;
}

/**
 * The postal code, its colonia and the places its lookup found (state, municipality, country), as
 * the card form and the SIM shipping form show them. The form owns the lookup
 * (usePostalCodeLookup) and what a found or failed code does to its values; this draws the block:
 * the code and the colonia side by side, the colonia enabled once the code's places are known.
 */
export function PostalCodeFields<
  TFieldValues extends FieldValues,
  TPostalCode extends FieldPathByValue<TFieldValues, string>,
  TNeighbourhood extends FieldPathByValue<TFieldValues, string>,
>({
  control,
  postalCodeName,
  neighbourhoodName,
  showErrors,
  lookup: { places, isPending },
  texts,
  neighbourhoodPlaceholderValue = '',
}: PostalCodeFieldsProps<TFieldValues, TPostalCode, TNeighbourhood>) {
  return (
    <>
      <FormRow>
        <FormDigitsField
          name={postalCodeName}
          control={control}
          showErrors={showErrors}
          label={texts.postalCode}
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_DIGITS}
          hint={isPending ? texts.lookingUp : undefined}
        />
        <FormSelectField
          name={neighbourhoodName}
          control={control}
          showErrors={showErrors}
          label={texts.neighbourhood}
          placeholder={texts.neighbourhoodPlaceholder}
          placeholderValue={neighbourhoodPlaceholderValue}
          options={places?.neighbourhoods ?? []}
          disabled={!places}
        />
      </FormRow>
      {places && <PostalCodePlacesSummary places={places} />}
    </>
  );
}
